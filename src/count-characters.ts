/**
 * Counts characters as the spec's limits do: Unicode code points, so an emoji counts once.
 * A loop instead of `[...text].length`, which allocates an array per call.
 * @example countCharacters('a😀') // 2
 */
export function countCharacters(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // A high surrogate followed by a low one is one character written as two code units.
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        i++;
      }
    }
  }
  return count;
}

/**
 * Cuts text to at most `max` characters without splitting a surrogate pair.
 * @example truncateCharacters('abc', 2) // 'ab'
 */
export function truncateCharacters(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (let kept = 0; kept < max && end < text.length; kept++) {
    const code = text.charCodeAt(end);
    // A pair only when a low surrogate really follows; a lone high surrogate is one character.
    end += code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(end + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  }
  return text.slice(0, end);
}
