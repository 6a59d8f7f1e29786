import type { Int64 } from './event-types.js';

const DECIMAL = /^[+-]?\d+$/;

/**
 * The integer a value stands for: an integer number, a bigint or a decimal string; undefined for
 * anything else. No range check (see int64Text).
 * @example toBigInt('-7') // -7n
 */
export const toBigInt = (value: unknown): bigint | undefined =>
  typeof value == 'bigint'
    ? value
    : Number.isInteger(value) || (typeof value == 'string' && DECIMAL.test(value))
      ? BigInt(value as string)
      : undefined;

/**
 * Reads an int64 given as a safe integer, a bigint or a decimal string. Returns its canonical
 * decimal text, or undefined when the value is not an integer in the int64 range (or a number
 * beyond 2^53, which is no longer exact).
 * @example int64Text('9007199254740993') // '9007199254740993'
 */
export function int64Text(value: unknown): string | undefined {
  const big = toBigInt(value);
  // asIntN wraps into the signed 64-bit range: only a value already inside comes back unchanged.
  return big !== undefined && BigInt.asIntN(64, big) === big && (typeof value != 'number' || Number.isSafeInteger(value))
    ? String(big)
    : undefined;
}

/**
 * The form parsers give an int64: a number when it is a safe integer, its decimal string
 * otherwise, so ids beyond 2^53 round-trip exactly and stay JSON-serializable.
 * @example normalizeInt64(12n) // 12
 */
export function normalizeInt64(value: Int64): Int64 {
  const text = int64Text(value);
  if (text === undefined) return value;
  const asNumber = Number(text);
  return Number.isSafeInteger(asNumber) ? asNumber : text;
}
