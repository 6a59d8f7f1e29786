import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../../src/delivery/send/parse-retry-after.js';

describe('parseRetryAfter', () => {
  const now = Date.parse('Wed, 21 Oct 2026 07:27:00 GMT');
  it.each([
    ['120', 120_000],
    [' 5 ', 5_000],
    ['0', 0],
    ['Wed, 21 Oct 2026 07:28:00 GMT', 60_000],
    ['Wed, 21 Oct 2026 07:00:00 GMT', 0], // in the past: now
  ])('%j → %i ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
  it.each([[null], [undefined], [''], ['soon'], ['-5'], ['1.5']])('%j → undefined', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});
