// createDelivery on answers other than 2xx and 503: a 413 batch split in halves, statuses retried or
// dropped as rejected, and an event over 3 MB dropped unsent.
import { describe, expect, it } from 'vitest';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: 413 and rejections', () => {
  it('splits a 413 batch in halves until it fits', async () => {
    const t = setupDelivery({ answer: (request) => (request.nonces.length > 2 ? 413 : 202) });
    const events = [productEvent('v'), productEvent('v'), productEvent('v'), productEvent('v'), productEvent('v'), productEvent('v')];
    events.forEach((event) => t.delivery.enqueue(event));
    await t.wait(100);
    // 6 → 413; [3] → 413 → [2] ok, [1] ok; [3] → 413 → [2] ok, [1] ok
    expect(t.requests.map((request) => request.nonces.length)).toEqual([6, 3, 2, 1, 3, 2, 1]);
    expect(
      t
        .outcomesOf('sent')
        .map((outcome) => outcome.nonce)
        .sort(),
    ).toEqual(events.map((event) => event.nonce).sort());
    expect(t.outcomesOf('dropped')).toEqual([]);
    expect(await t.store.all()).toEqual([]);
  });

  it('retries a 413 on a single event far below 3 MB with backoff (a service hiccup), same nonce, nothing dropped', async () => {
    let refusals = 2;
    const t = setupDelivery({ answer: () => (refusals-- > 0 ? 413 : 202) });
    const event = productEvent('v');
    t.delivery.enqueue(event);
    await t.wait(100);
    expect(t.requests).toHaveLength(1);
    await t.wait(120_000);
    expect(t.requests.map((request) => request.nonces)).toEqual([[event.nonce], [event.nonce], [event.nonce]]);
    expect(t.outcomesOf('retry').map((outcome) => (outcome as { reason?: string }).reason)).toEqual(['status 413', 'status 413']);
    expect(t.outcomesOf('sent').map((outcome) => outcome.nonce)).toEqual([event.nonce]);
    expect(t.outcomesOf('dropped')).toEqual([]);
  });

  it.each([408, 425, 429, 500, 302, 101])('retries a batch answered %i, then sends it', async (status) => {
    let first = true;
    const t = setupDelivery({ answer: () => (first ? ((first = false), status) : 202) });
    const event = productEvent();
    t.delivery.enqueue(event);
    await t.wait(70_000);
    expect(t.requests.map((request) => request.nonces)).toEqual([[event.nonce], [event.nonce]]);
    expect(t.outcomesOf('dropped')).toEqual([]);
    expect(t.outcomesOf('sent').map((outcome) => outcome.nonce)).toEqual([event.nonce]);
  });

  it.each([400, 401, 403, 404])('drops a batch answered %i as rejected, with the status', async (status) => {
    const t = setupDelivery({ answer: () => status });
    t.delivery.enqueue(productEvent());
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.outcomesOf('dropped')).toEqual([
      expect.objectContaining({ reason: 'rejected', detail: `status ${status}` }),
      expect.objectContaining({ reason: 'rejected', detail: `status ${status}` }),
    ]);
    expect(t.delivery.getStats().dropped.rejected).toBe(2);
    expect(await t.store.all()).toEqual([]);
    await t.wait(120_000);
    expect(t.requests).toHaveLength(1);
  });

  it('drops an event larger than 3 MB without sending it', async () => {
    const t = setupDelivery({ maxQueueBytes: 50_000_000 });
    const big = productEvent('v', 'é'.repeat(600_000)); // 3.6 MB encoded
    t.delivery.enqueue(big);
    t.delivery.enqueue(productEvent('v'));
    await t.wait(100);
    expect(t.outcomesOf('dropped')).toEqual([expect.objectContaining({ nonce: big.nonce, reason: 'oversized' })]);
    expect(t.requests.flatMap((request) => request.nonces)).not.toContain(big.nonce);
    expect(t.outcomesOf('sent')).toHaveLength(1);
  });
});
