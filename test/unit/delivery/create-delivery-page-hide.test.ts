// createDelivery at page hide: beacons for what no keepalive fetch carries, within the keepalive quota,
// kept stored; a keepalive flush when hidden, and beacons resent after a back/forward restore.
import { keyOf } from '../../../src/delivery/store/event-store.js';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: page hide', () => {
  it('beacons what is not riding on a keepalive fetch, reports it unconfirmed and keeps it stored', async () => {
    let release = (_answer: number) => {};
    const t = setupDelivery({ answer: () => new Promise<number>((resolve) => (release = resolve)) });
    const inFlight = productEvent();
    t.delivery.enqueue(inFlight);
    await t.wait(100);
    expect(t.requests).toHaveLength(1); // hangs: its event rides on a keepalive fetch
    const stored = productEvent();
    t.delivery.enqueue(stored);
    await t.wait(1); // stored, not sent yet (the flush waits for the hanging one)
    const inMemory = productEvent();
    t.delivery.start();
    t.delivery.enqueue(inMemory); // only in memory at page hide
    t.pagehide();
    expect(t.beacons).toHaveLength(1);
    expect(t.beacons[0].nonces).toEqual([stored.nonce, inMemory.nonce]);
    expect(t.beacons[0].url.searchParams.get('visitorCode')).toBe('visitor-1');
    expect(t.outcomesOf('sent-unconfirmed').map((outcome) => outcome.nonce)).toEqual([stored.nonce, inMemory.nonce]);
    await t.wait(0);
    // A beacon is not a delivery: both stay stored for a later page.
    expect((await t.store.all()).map((record) => keyOf(record)).sort()).toEqual([inFlight.nonce, stored.nonce, inMemory.nonce].sort());
    release(202);
    await t.wait(0);
    expect((await t.store.all()).map((record) => keyOf(record)).sort()).toEqual([stored.nonce, inMemory.nonce].sort());
    t.delivery.stop();
  });

  it('beacons within the keepalive quota; what does not fit stays stored', async () => {
    const store = createMemoryStore();
    const events = Array.from({ length: 1_000 }, () => productEvent('v', 'x'.repeat(200)));
    await store.put(events.map((event) => ({ event, storedAt: Date.now() })));
    const t = setupDelivery({ storage: store, answer: () => new Promise(() => {}) });
    t.delivery.start();
    await t.wait(0);
    expect(t.requests[0].keepalive).toBe(false); // the backlog rides on a plain fetch, which dies with the page
    t.pagehide();
    const bytes = t.beacons.reduce((sum, beacon) => sum + new TextEncoder().encode(beacon.body).length, 0);
    expect(bytes).toBeLessThanOrEqual(65_536);
    expect(bytes).toBeGreaterThan(60_000);
    expect(t.outcomesOf('sent-unconfirmed').length).toBeLessThan(1_000);
    expect(await t.store.all()).toHaveLength(1_000);
  });

  it('flushes with keepalive on visibilitychange to hidden, and resends beacons after a back/forward restore', async () => {
    let status = 503;
    const t = setupDelivery({ answer: () => status });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    status = 202;
    t.pagehide(true);
    expect(t.outcomesOf('sent-unconfirmed')).toHaveLength(0); // backoff: stored events wait
    t.delivery.enqueue(productEvent());
    t.pagehide(true);
    expect(t.outcomesOf('sent-unconfirmed')).toHaveLength(1); // memory-only events always go
    const before = t.requests.length;
    t.pageshow(true);
    await t.wait(2_000);
    expect(t.requests.slice(before).flatMap((request) => request.nonces)).toHaveLength(2);
    t.delivery.stop();
  });
});
