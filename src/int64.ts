import type { Int64 } from './event-types.js';

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const DECIMAL = /^[+-]?\d+$/;

/**
 * Reads an int64 given as a safe integer, a bigint or a decimal string. Returns its canonical
 * decimal text, or undefined when the value is not an integer in the int64 range.
 * @example int64Text('9007199254740993') // '9007199254740993'
 */
export function int64Text(value: unknown): string | undefined {
  let big: bigint;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return undefined;
    return String(value);
  }
  if (typeof value === 'bigint') big = value;
  else if (typeof value === 'string' && DECIMAL.test(value)) big = BigInt(value);
  else return undefined;
  return big >= INT64_MIN && big <= INT64_MAX ? big.toString() : undefined;
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
