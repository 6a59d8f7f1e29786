// Issue 35: a deadline cannot freeze delivery. The backoff deadline kept in Web Storage is an
// absolute time of an earlier page's clock: read as at most RETRY_MAX_MS ahead. A Retry-After is
// followed for at most RETRY_AFTER_MAX_MS (1 hour).
import { describe, expect, it } from 'vitest';
import { RETRY_AT_KEY } from '../../../src/delivery/page/create-tabs.js';
import { RETRY_MAX_MS } from '../../../src/delivery/send/next-retry-delay.js';
import { parseRetryAfter, RETRY_AFTER_MAX_MS } from '../../../src/delivery/send/parse-retry-after.js';
import { createWebStorage } from './fakes.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

const DAY_MS = 86_400_000;

describe('createDelivery: deadlines are bounded when they are read', () => {
  it('a kept deadline a day ahead (a clock set back since) holds the next page for at most RETRY_MAX_MS', async () => {
    const webStorage = createWebStorage();
    webStorage.setItem(RETRY_AT_KEY, String(Date.now() + DAY_MS));
    const t = setupDelivery({ webStorage, answer: () => 202 });
    t.delivery.start();
    for (let i = 0; i < 3; i++) t.delivery.enqueue(productEvent());
    await t.wait(1_000);
    expect(t.requests).toHaveLength(0); // the kept deadline still counts, bounded
    await t.wait(RETRY_MAX_MS);
    expect(t.outcomesOf('sent')).toHaveLength(3);
    t.delivery.stop();
  });

  it('a Retry-After of a year is followed for an hour, then the tag asks again', async () => {
    const answers = [{ status: 429, retryAfter: String(365 * 86_400) }, 202];
    const t = setupDelivery({ answer: () => answers.shift()!, random: () => 0 });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.outcomesOf('retry')[0]).toMatchObject({ reason: 'status 429', delayMs: RETRY_AFTER_MAX_MS });
    await t.wait(RETRY_AFTER_MAX_MS);
    expect(t.requests).toHaveLength(2);
    expect(t.outcomesOf('sent')).toHaveLength(1);
    t.delivery.stop();
  });

  it('parseRetryAfter caps seconds and dates at RETRY_AFTER_MAX_MS, and keeps shorter ones', () => {
    expect(RETRY_AFTER_MAX_MS).toBe(3_600_000);
    expect(parseRetryAfter(String(365 * 86_400), 0)).toBe(RETRY_AFTER_MAX_MS);
    expect(parseRetryAfter('Wed, 21 Oct 2027 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(RETRY_AFTER_MAX_MS);
    expect(parseRetryAfter('3599', 0)).toBe(3_599_000);
  });
});
