// fast-check arbitraries of the wire's field values (text full of tricky characters, int32, int64,
// float64, nonce, visitorCode), written from the spec (docs/data-api.md), not from src/wire/.
// Shared with later suites (chaos cross-check, server ingest): import, don't copy.
import fc from 'fast-check';

/** Characters that break naive wire formats: separators, escapes, quotes, line ends, non-ASCII. */
export const TRICKY_CHARACTERS = [
  '&',
  '=',
  '%',
  '+',
  '\n',
  '\r',
  '"',
  "'",
  '\\',
  '#',
  '?',
  ' ',
  '\t',
  '\u2028',
  '\u0000',
  'é',
  '中',
  '😀',
  '👍🏽',
  '\u{10FFFF}',
  '﻿',
] as const;

/** One Unicode code point, never a lone surrogate (encodeURIComponent throws on those). */
const codePoint = fc
  .integer({ min: 0, max: 0x10ffff })
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code));

/** One character: often a tricky one, sometimes ASCII, sometimes any code point. */
export const trickyCharacter: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_CHARACTERS.filter((c) => [...c].length === 1)) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: codePoint },
);

/** Text of at most `maxLength` characters (code points), full of tricky characters. */
export const trickyText = (maxLength: number, minLength = 0): fc.Arbitrary<string> =>
  fc.string({ unit: trickyCharacter, minLength, maxLength });

/** A 32-bit signed integer. */
export const int32 = fc.integer({ min: -2147483648, max: 2147483647 });

/** An int64 in each accepted form: safe number, bigint (often beyond 2^53), decimal string. */
export const int64: fc.Arbitrary<number | bigint | string> = fc.oneof(
  fc.maxSafeInteger(),
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String),
  // Non-canonical decimal strings are valid too; encoders must write them canonically.
  fc.constantFrom(9007199254740993n, '9223372036854775807', '-9223372036854775808', 0, '+7', '007', '-0'),
);

/** A finite float64 (no NaN, no infinity). */
export const float64 = fc.double({ noNaN: true, noDefaultInfinity: true });

/** A 16-character hexadecimal nonce, in either case. */
export const nonce = fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 16, maxLength: 16 });

/** A visitorCode: 1 to 100 tricky characters. */
export const visitorCode = trickyText(100, 1);
