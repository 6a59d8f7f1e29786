/**
 * Looks a browser or OS name up in a name → index map: the first key that is the name or a whole
 * word sequence of it, case-insensitive ('Mobile Safari' finds `Safari`, 'Chrome WebView' finds
 * `Chrome`, while 'Chrome WebView' never finds `IE`). Without a match (an unknown or empty name),
 * the key `Other` if present.
 * @example findIndex('Mobile Safari', { Chrome: 0, Safari: 3 }) // 3
 */
export declare function findIndex(name: string | undefined, indices: Record<string, number>): number | undefined;
