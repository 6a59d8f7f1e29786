/**
 * The UTF-8 byte length of a string, without allocating an encoded copy. A lone surrogate counts
 * 3 bytes, as TextEncoder writes it (U+FFFD).
 * @example utf8Length('é') // 2
 */
export declare function utf8Length(text: string): number;
