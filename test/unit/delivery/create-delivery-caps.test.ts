// createDelivery's caps on what it keeps: events older than maxEventAgeMs, and the oldest beyond maxQueueBytes.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: caps', () => {
  it('drops events older than maxEventAgeMs, counted', async () => {
    const store = createMemoryStore();
    const old = productEvent();
    await store.put([{ event: old, storedAt: Date.now() - 2_000 }]);
    const t = setupDelivery({ storage: store, maxEventAgeMs: 1_000 });
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.outcomesOf('dropped')).toEqual([expect.objectContaining({ nonce: old.nonce, reason: 'max-age' })]);
    expect(t.delivery.getStats().dropped['max-age']).toBe(1);
    expect(t.requests.flatMap((request) => request.nonces)).not.toContain(old.nonce);
  });

  it('keeps the newest events within maxQueueBytes, dropping the oldest', async () => {
    const t = setupDelivery({ answer: () => 503, maxQueueBytes: 500 });
    const events = Array.from({ length: 20 }, (_, i) => productEvent('v', 'e' + i));
    for (const event of events) {
      t.delivery.enqueue(event);
      await t.wait(1); // distinct storedAt
    }
    await t.wait(120_000);
    const kept = (await t.delivery.getQueued()).map((event) => event.nonce);
    const dropped = t.outcomesOf('dropped').map((outcome) => outcome.nonce);
    expect(kept.length).toBeGreaterThan(0);
    expect(dropped.length).toBeGreaterThan(0);
    expect([...dropped, ...kept].sort()).toEqual(events.map((event) => event.nonce).sort());
    expect(dropped.sort()).toEqual(
      events
        .slice(0, dropped.length)
        .map((event) => event.nonce)
        .sort(),
    ); // the oldest
    expect(t.delivery.getStats().dropped['max-bytes']).toBe(dropped.length);
  });
});
