// The wire read without the foundation's parser, for check-wire.ts: if the two readers
// agree with each other and with what the pages tracked, the encoder and the parser are both right.

/**
 * Percent-decoding written out: %XX sequences become bytes, other characters their UTF-8
 * bytes, and the bytes must be valid UTF-8. `+` stays a plus (encodeURIComponent writes a space
 * as %20). Throws on a broken escape.
 * @example percentDecode('a%26b%20%C3%A9') // 'a&b é'
 */
export function percentDecode(text: string): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '%') {
      const hex = text.slice(i + 1, i + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) throw new Error(`broken escape at ${i} in ${JSON.stringify(text.slice(0, 80))}`);
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      bytes.push(...encoder.encode(char));
      i += char.length - 1;
    }
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
}

/**
 * `a=1&b=2` into [name, value] pairs, both decoded by hand; a pair without `=` has an empty value.
 * @example readPairs('eventType=PAGE&href=http%3A%2F%2Fa') // [['eventType', 'PAGE'], ['href', 'http://a']]
 */
export function readPairs(text: string): [string, string][] {
  return text
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [percentDecode(pair), ''] : [percentDecode(pair.slice(0, at)), percentDecode(pair.slice(at + 1))];
    });
}

/**
 * A line-format body as the spec describes it: one event per line, each a list of pairs.
 * @example readLinesByHand('eventType=PAGE&nonce=1\neventType=PAGE&nonce=2').length // 2
 */
export function readLinesByHand(body: string): [string, string][][] {
  return body
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '')
    .map(readPairs);
}
