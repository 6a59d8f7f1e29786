// The fixed clock shared by the subdomain and sister-domain tests (subdomains.test.ts, sister-domains.test.ts).
import { afterEach, beforeEach, vi } from 'vitest';

/** The time the tests' Date reads: 2026-11-25T10:00:00Z, in milliseconds. */
export const NOW = new Date('2026-11-25T10:00:00Z').getTime();

/** Fakes Date at NOW before each test of the calling file, and restores the real clock after each. */
export function freezeDateAtNow(): void {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
  afterEach(() => vi.useRealTimers());
}
