// createDelivery after trouble (a failed request, a slow 2xx): one event per body, then four times more
// per 2xx, one request per step, and bodies held at 8 events for a minute.
import { describe, expect, it } from 'vitest';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

/** A delivery whose first request failed (503), then sent its event alone, answered 2xx; 7 s later, its recovery is over. */
async function afterOneFailureAndItsRecovery() {
  const statuses = [503];
  const t = setupDelivery({ answer: () => statuses.shift() ?? 202 });
  t.delivery.start();
  t.delivery.enqueue(productEvent());
  await t.wait(2_000); // 503, then the event alone, answered 2xx
  await t.wait(5_000); // the recovery is over
  return t;
}

describe('createDelivery: store, then send', () => {
  it('after a failed request the next body carries one event, then four times more per 2xx (a lost answer costs few copies)', async () => {
    const statuses = [503];
    const t = setupDelivery({ answer: () => statuses.shift() ?? 202, retryBaseMs: 10, retryMaxMs: 10 });
    const events = Array.from({ length: 30 }, () => productEvent());
    t.delivery.start();
    events.forEach((event) => t.delivery.enqueue(event));
    await t.wait(1_000);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 1, 4, 8, 8, 8, 1]);
    expect(t.requests.map((request) => request.keepalive)).toEqual([false, false, false, false, false, false, true]); // the last: all that is left
    expect(t.requests.slice(1).flatMap((request) => request.nonces)).toEqual(events.map((event) => event.nonce));
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });

  it('recovers one step per retryBaseMs: one request per step, the backlog waits stored, and a failure in the recovery starts it again', async () => {
    const statuses = [503, 202, 503];
    const sentAt: number[] = [];
    const answer = () => {
      sentAt.push(Date.now());
      return statuses.shift() ?? 202;
    };
    const t = setupDelivery({ answer, retryBaseMs: 100, retryMaxMs: 100 });
    const events = Array.from({ length: 100 }, () => productEvent());
    t.delivery.start();
    events.forEach((event) => t.delivery.enqueue(event));
    await t.wait(3_000);
    // 8 lost; 1 sent; 4 lost (a lossy period); again 1, 4, 8; then 8 at a time (wary of more trouble).
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 1, 4, 1, 4, 8, ...Array(10).fill(8), 6]);
    const gaps = sentAt.slice(1).map((at, index) => at - sentAt[index]);
    for (const index of [1, 4, 5, 6]) expect(gaps[index]).toBeGreaterThanOrEqual(100); // after a 2xx in the recovery
    expect(new Set(t.requests.slice(1).flatMap((request) => request.nonces)).size).toBe(100);
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });

  it('for a minute after trouble bodies stay at 8 events, however many 2xx; then four times more per 2xx again', async () => {
    const t = await afterOneFailureAndItsRecovery();
    Array.from({ length: 100 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1, 4, ...Array(12).fill(8)]);
    await t.wait(60_000); // a minute without trouble
    Array.from({ length: 100 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    expect(t.requests.slice(15).map((request) => request.nonces.length)).toEqual([8, 32, 60]);
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });

  it('after the recovery the cap still grows by answers: one 2xx since the failure allows four events, not everything', async () => {
    const t = await afterOneFailureAndItsRecovery();
    Array.from({ length: 30 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1, 4, 8, 8, 8, 2]);
    t.delivery.stop();
  });

  it('after a 2xx slower than 1 s the next body carries one event, with no wait, then four times more per second, one request per second', async () => {
    let delayMs = 1_500;
    const t = setupDelivery({ answer: () => new Promise((resolve) => setTimeout(() => resolve(202), delayMs)) });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(100); // the first request is under way, slowly
    const events = Array.from({ length: 20 }, () => productEvent());
    events.forEach((event) => t.delivery.enqueue(event));
    delayMs = 10;
    await t.wait(1_500);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1]); // the rest waits stored
    await t.wait(3_000);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1, 4, 8, 7]);
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });
});
