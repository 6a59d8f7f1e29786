import { describe, expect, it } from 'vitest';
import { nextRetryDelay } from '../../../src/delivery/send/next-retry-delay.js';

describe('nextRetryDelay', () => {
  it.each([
    [1, 1, 1_000],
    [2, 1, 2_000],
    [3, 0.5, 2_000],
    [7, 1, 60_000], // capped: 64 s > 60 s
    [40, 1, 60_000],
    [5, 0, 0], // full jitter reaches down to 0
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(nextRetryDelay(attempt, () => random)).toBe(expected);
  });

  it('never waits less than Retry-After, and keeps a longer jitter', () => {
    expect(nextRetryDelay(1, () => 0.5, 30_000)).toBe(30_000);
    expect(nextRetryDelay(6, () => 1, 1_000)).toBe(32_000);
  });

  it('takes its base and cap as parameters', () => {
    expect(nextRetryDelay(4, () => 1, undefined, 10, 50)).toBe(50);
    expect(nextRetryDelay(2, () => 1, undefined, 10, 50)).toBe(20);
  });

  it('stays within [0, cap] for any attempt', () => {
    for (let attempt = 1; attempt < 100; attempt++) {
      const delay = nextRetryDelay(attempt, Math.random);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(60_000);
    }
  });
});
