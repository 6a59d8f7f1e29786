import type { Int64 } from './event-types.js';
/**
 * The integer a value stands for: an integer number, a bigint or a decimal string; undefined for
 * anything else. No range check (see int64Text).
 * @example toBigInt('-7') // -7n
 */
export declare const toBigInt: (value: unknown) => bigint | undefined;
/**
 * Reads an int64 given as a safe integer, a bigint or a decimal string. Returns its canonical
 * decimal text, or undefined when the value is not an integer in the int64 range (or a number
 * beyond 2^53, which is no longer exact).
 * @example int64Text('9007199254740993') // '9007199254740993'
 */
export declare function int64Text(value: unknown): string | undefined;
/**
 * The form parsers give an int64: a number when it is a safe integer, its decimal string
 * otherwise, so ids beyond 2^53 round-trip exactly and stay JSON-serializable.
 * @example normalizeInt64(12n) // 12
 */
export declare function normalizeInt64(value: Int64): Int64;
