/**
 * The UTF-8 byte length of a string, without allocating an encoded copy. A lone surrogate counts
 * 3 bytes, as TextEncoder writes it (U+FFFD).
 * @example utf8Length('é') // 2
 */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) bytes += 1;
    else if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 2; // 4 bytes for the pair's 2 code units
      i++;
    } else bytes += 2;
  }
  return bytes;
}
