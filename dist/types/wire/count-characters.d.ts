/**
 * Counts characters as the spec's limits do: Unicode code points, so an emoji counts once.
 * A string's iterator walks code points (a lone surrogate is one), without the array that
 * `[...text].length` would allocate.
 * @example countCharacters('a😀') // 2
 */
export declare function countCharacters(text: string): number;
/**
 * Cuts text to at most `max` characters without splitting a surrogate pair.
 * @example truncateCharacters('abc', 2) // 'ab'
 */
export declare function truncateCharacters(text: string, max: number): string;
