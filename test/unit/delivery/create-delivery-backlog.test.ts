// createDelivery draining a stored backlog: bodies that grow from 8 events, few whole reads of the store,
// and every body within 64 KiB while the page is hidden.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: store, then send', () => {
  it('drains a backlog in plain fetches of 8 events, then four times more per 2xx (a lost answer costs at most the body)', async () => {
    const store = createMemoryStore();
    const backlog = Array.from({ length: 2_000 }, () => productEvent('v', 'x'.repeat(90)));
    await store.put(backlog.map((event) => ({ event, storedAt: Date.now() })));
    const t = setupDelivery({ storage: store });
    await t.delivery.flush();
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 32, 128, 512, 1_320]);
    expect(t.requests.map((request) => request.keepalive)).toEqual([false, false, false, false, false]);
    expect(t.requests[3].body.length).toBeGreaterThan(65_536);
    expect(t.requests.flatMap((request) => request.nonces)).toEqual(backlog.map((event) => event.nonce));
  });

  it('a drain in small bodies reads the whole store once per 10 s, not once per body (only the keys of each body)', async () => {
    const store = createMemoryStore();
    const backlog = Array.from({ length: 400 }, () => productEvent('v'));
    await store.put(backlog.map((event) => ({ event, storedAt: Date.now() })));
    let wholeReads = 0;
    const counted = {
      ...store,
      all() {
        wholeReads++;
        return store.all();
      },
    };
    // Every other answer lost: the bodies stay small, so the drain takes many of them.
    let count = 0;
    const t = setupDelivery({ storage: counted, answer: () => (count++ % 2 ? 503 : 202), retryBaseMs: 20, retryMaxMs: 20 });
    t.delivery.start();
    await t.wait(30_000);
    expect(await store.all()).toEqual([]);
    expect(t.requests.length).toBeGreaterThan(300);
    // One read per 10 s of the drain (three at most here), one when the view has nothing left, one at the end.
    expect(wholeReads).toBeLessThanOrEqual(5);
    t.delivery.stop();
  });

  it('keeps every body within 64 KiB while the page is hidden', async () => {
    const store = createMemoryStore();
    await store.put(Array.from({ length: 2_000 }, () => ({ event: productEvent('v', 'x'.repeat(90)), storedAt: Date.now() })));
    const t = setupDelivery({ storage: store });
    t.setHidden(true);
    await t.wait(0);
    await t.delivery.flush();
    expect(t.requests.length).toBeGreaterThan(2);
    for (const request of t.requests) {
      expect(request.keepalive).toBe(true);
      expect(new TextEncoder().encode(request.body).length).toBeLessThanOrEqual(65_536);
    }
    expect(new Set(t.requests.flatMap((request) => request.nonces)).size).toBe(2_000);
  });
});
