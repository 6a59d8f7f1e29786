/**
 * An exception as a problem's sentence shows it: its message when it has one (an `Error`, a
 * `DOMException`, an error of another window), else the thrown value as a string.
 * @example describeError(new TypeError('Failed to fetch')) // 'Failed to fetch'; describeError('nope') // 'nope'
 */
export declare function describeError(error: unknown): string;
