/**
 * The UTF-8 byte length of a string, without allocating an encoded copy. A lone surrogate counts
 * 3 bytes, as TextEncoder writes it (U+FFFD).
 * @example utf8Length('é') // 2
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
