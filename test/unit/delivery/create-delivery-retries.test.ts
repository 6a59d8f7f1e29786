// createDelivery retrying: backoff with the same nonces, Retry-After, network errors and the online event,
// a timer that fires early by the clock, and a new event that does not cut a backoff short.
import { describe, expect, it, vi } from 'vitest';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: retries', () => {
  it('retries a 503 with backoff and the same nonces, then sends', async () => {
    let failing = 2;
    const t = setupDelivery({ answer: () => (failing-- > 0 ? 503 : 202), random: () => 1 });
    const event = productEvent();
    t.delivery.enqueue(event);
    await t.wait(100);
    expect(t.requests).toHaveLength(1);
    expect(t.outcomesOf('retry')).toEqual([expect.objectContaining({ reason: 'status 503', attempt: 1, delayMs: 1_000 })]);
    await t.wait(850); // the 503 came at once: the retry is due at 1000 ms
    expect(t.requests).toHaveLength(1); // backoff respected, also by a flush() call
    await t.delivery.flush();
    expect(t.requests).toHaveLength(1);
    await t.wait(100);
    expect(t.requests).toHaveLength(2);
    expect(t.outcomesOf('retry')[1]).toMatchObject({ attempt: 2, delayMs: 2_000 });
    await t.wait(2_000);
    expect(t.requests.map((request) => request.nonces)).toEqual([[event.nonce], [event.nonce], [event.nonce]]);
    expect(t.outcomesOf('sent')).toHaveLength(1);
    expect(t.delivery.getStats()).toMatchObject({ retried: 2, sent: 1, queued: 0 });
  });

  it('honours Retry-After (seconds and HTTP date)', async () => {
    vi.setSystemTime(Date.parse('Wed, 21 Oct 2026 07:27:00 GMT')); // a whole second: HTTP dates have no milliseconds
    const answers = [{ status: 429, retryAfter: '30' }, { status: 503, retryAfter: 'Wed, 21 Oct 2026 07:28:30 GMT' }, 202];
    const t = setupDelivery({ answer: () => answers.shift()!, random: () => 0 });
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.outcomesOf('retry')[0]).toMatchObject({ reason: 'status 429', delayMs: 30_000 });
    await t.wait(29_000);
    expect(t.requests).toHaveLength(1);
    await t.wait(1_000);
    expect(t.requests).toHaveLength(2);
    // The second answer came at 07:27:30 and names 07:28:30.
    expect(t.outcomesOf('retry')[1]).toMatchObject({ type: 'retry', reason: 'status 503', attempt: 2, delayMs: 60_000 });
    await t.wait(59_800);
    expect(t.requests).toHaveLength(2);
    await t.wait(200);
    expect(t.requests).toHaveLength(3);
    expect(t.outcomesOf('sent')).toHaveLength(1);
  });

  it('retries network errors, and the online event cuts the wait short', async () => {
    let isOnline = false;
    const t = setupDelivery({ answer: () => (isOnline ? 202 : 'network') });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.outcomesOf('retry')[0]).toMatchObject({ reason: 'network' });
    isOnline = true;
    t.fire('online');
    await t.wait(0);
    expect(t.outcomesOf('sent')).toHaveLength(1);
    t.delivery.stop();
  });

  it('back online: the backlog of the offline period goes in a recovery, one event at once, then four times more per second', async () => {
    let isOnline = false;
    const t = setupDelivery({ answer: () => (isOnline ? 202 : 'network') });
    t.delivery.start();
    Array.from({ length: 20 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    isOnline = true;
    t.fire('online');
    await t.wait(0);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 1]);
    await t.wait(4_000);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 1, 4, 8, 7]);
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });

  it('a retry timer that fires a moment early by the clock still retries then, not at the next 10 s interval', async () => {
    let lag = 0;
    const statuses = [503];
    const t = setupDelivery({ answer: () => statuses.shift() ?? 202, now: () => Date.now() - lag });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(10); // 503: a backoff of 1 s (random() is 1 here)
    lag = 1; // the clock now reads 1 ms behind the timers (a sandboxed frame in Chromium waited for the interval)
    await t.wait(1_100);
    expect(t.requests).toHaveLength(2);
    expect(t.outcomesOf('sent')).toHaveLength(1);
    t.delivery.stop();
  });

  it('a new event does not cut a backoff short', async () => {
    let failing = true;
    const t = setupDelivery({ answer: () => (failing ? 500 : 202) });
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    failing = false;
    t.delivery.enqueue(productEvent());
    await t.wait(500);
    expect(t.requests).toHaveLength(1);
    await t.wait(1_500);
    // After the backoff: the failed event alone first (the recovery after a failure), a second later the new one.
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1, 1]);
    expect(new Set(t.requests.flatMap((request) => request.nonces)).size).toBe(2);
  });
});
