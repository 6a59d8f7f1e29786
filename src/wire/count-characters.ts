/**
 * Counts characters as the spec's limits do: Unicode code points, so an emoji counts once.
 * A string's iterator walks code points (a lone surrogate is one), without the array that
 * `[...text].length` would allocate.
 * @example countCharacters('a😀') // 2
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * Cuts text to at most `max` characters without splitting a surrogate pair.
 * @example truncateCharacters('abc', 2) // 'ab'
 */
export function truncateCharacters(text: string, max: number): string {
  let end = 0;
  for (const char of text) {
    if (!max--) break;
    end += char.length; // 2 for a surrogate pair
  }
  return text.slice(0, end);
}
