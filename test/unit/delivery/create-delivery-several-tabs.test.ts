import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import { createChannelHub, createLocks } from './fakes.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: several tabs', () => {
  it("a failure another tab announced makes this tab's next body one event, not everything waiting", async () => {
    const store = createMemoryStore();
    const locks = createLocks();
    const hub = createChannelHub();
    const statuses = [503];
    const answer = () => statuses.shift() ?? 202;
    const [tabA, tabB] = [1, 2].map(() =>
      setupDelivery({ storage: store, locks, channel: hub, answer, retryBaseMs: 2_000, retryMaxMs: 2_000 }),
    );
    tabA.delivery.start();
    tabB.delivery.start();
    await vi.advanceTimersByTimeAsync(10);
    tabA.delivery.enqueue(productEvent('v'));
    await vi.advanceTimersByTimeAsync(100); // tab A: answered 503, a backoff of 2 s for every tab
    expect(tabA.requests).toHaveLength(1);
    tabA.delivery.stop(); // tab A leaves: only tab B sends from now on
    for (let i = 0; i < 30; i++) tabB.delivery.enqueue(productEvent('v'));
    await vi.advanceTimersByTimeAsync(25_000);
    expect(tabB.requests.map((request) => request.nonces.length)).toEqual([1, 4, 8, 8, 8, 2]);
    tabB.delivery.stop();
  });

  it('a page that opens after the page that failed has gone (a navigation: nobody left to tell it) still starts with one event', async () => {
    const store = createMemoryStore();
    const webStorage = new Storage();
    const statuses = [503];
    const answer = () => statuses.shift() ?? 202;
    const failed = setupDelivery({ storage: store, webStorage, answer, retryBaseMs: 2_000, retryMaxMs: 2_000 });
    failed.delivery.start();
    await vi.advanceTimersByTimeAsync(10);
    failed.delivery.enqueue(productEvent('v'));
    await vi.advanceTimersByTimeAsync(100); // 503: a backoff of 2 s
    failed.delivery.stop(); // the page navigates away
    const next = setupDelivery({ storage: store, webStorage, answer, retryBaseMs: 2_000, retryMaxMs: 2_000 });
    for (let i = 0; i < 30; i++) next.delivery.enqueue(productEvent('v'));
    next.delivery.start();
    await vi.advanceTimersByTimeAsync(2_100); // the backoff is over
    expect(next.requests[0].nonces).toHaveLength(1);
    next.delivery.stop();
  });

  it('a page that opens long after another tab failed sends what waits without a recovery: 8, then the rest at once (an old deadline is old news)', async () => {
    const store = createMemoryStore();
    const locks = createLocks();
    const hub = createChannelHub();
    const statuses = [503];
    const answer = () => statuses.shift() ?? 202;
    const tabA = setupDelivery({ storage: store, locks, channel: hub, answer, retryBaseMs: 1_000, retryMaxMs: 1_000 });
    tabA.delivery.start();
    tabA.delivery.enqueue(productEvent('v'));
    await vi.advanceTimersByTimeAsync(5_000); // 503, then the retry: sent
    await vi.advanceTimersByTimeAsync(60_000); // tab A stays open, with its deadline of a minute ago
    await store.put(Array.from({ length: 30 }, () => ({ event: productEvent('v'), storedAt: Date.now() })));
    const tabB = setupDelivery({ storage: store, locks, channel: hub, answer });
    tabB.delivery.start(); // hears tab A's deadline, and flushes before tab A's next interval
    await vi.advanceTimersByTimeAsync(100);
    expect(tabB.requests.map((request) => request.nonces.length)).toEqual([8, 22]); // a recovery would send 1, and wait
    tabA.delivery.stop();
    tabB.delivery.stop();
  });

  it("one tab's backoff (429 with Retry-After: 30) holds for the other tabs, then everything goes", async () => {
    const store = createMemoryStore();
    const locks = createLocks();
    let isFirst = true;
    const answer = () => (isFirst ? ((isFirst = false), { status: 429, retryAfter: '30' }) : 202);
    const hub = createChannelHub(); // both tabs on one channel
    const [tabA, tabB] = [1, 2].map(() => setupDelivery({ storage: store, locks, channel: hub, answer }));
    tabA.delivery.start();
    tabB.delivery.start();
    await vi.advanceTimersByTimeAsync(10);
    const first = productEvent();
    tabA.delivery.enqueue(first);
    await vi.advanceTimersByTimeAsync(100);
    expect(tabA.requests.map((request) => request.nonces)).toEqual([[first.nonce]]); // answered 429
    const second = productEvent();
    tabB.delivery.enqueue(second);
    await vi.advanceTimersByTimeAsync(25_000); // tab B's store, its 10 s intervals, a visibility change
    tabB.setHidden(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(tabB.requests).toHaveLength(0);
    expect(tabA.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    const sent = [...tabA.requests, ...tabB.requests].slice(1).flatMap((request) => request.nonces);
    expect(sent.sort()).toEqual([first.nonce, second.nonce].sort());
    expect(await store.all()).toEqual([]);
    tabA.delivery.stop();
    tabB.delivery.stop();
  });

  it('one tab flushes at a time; the others write, and their events go out exactly once', async () => {
    const store = createMemoryStore();
    const locks = createLocks();
    const seen: string[] = [];
    let release: () => void = () => {};
    let isFirst = true;
    const answer = () => (isFirst ? ((isFirst = false), new Promise<number>((resolve) => (release = () => resolve(202)))) : 202);
    const tabs = [1, 2, 3].map(() => setupDelivery({ storage: store, locks, answer }));
    const events = tabs.map((tab) => {
      const list = [productEvent(), productEvent()];
      list.forEach((event) => tab.delivery.enqueue(event));
      return list;
    });
    await vi.advanceTimersByTimeAsync(100);
    // Tab 1 holds the lock with a hanging request; tabs 2 and 3 found it taken.
    expect(tabs.map((tab) => tab.requests.length)).toEqual([1, 0, 0]);
    release();
    await vi.advanceTimersByTimeAsync(2_000);
    for (const tab of tabs) seen.push(...tab.requests.flatMap((request) => request.nonces));
    expect(seen.sort()).toEqual(
      events
        .flat()
        .map((event) => event.nonce)
        .sort(),
    );
    expect(await store.all()).toEqual([]);
  });
  it('a drain checks each body against the store: when another tab erases it (consent withdrawn there), nothing more goes', async () => {
    const store = createMemoryStore();
    const backlog = Array.from({ length: 200 }, () => productEvent('v'));
    await store.put(backlog.map((event) => ({ event, storedAt: Date.now() })));
    const slowly = () => new Promise<number>((resolve) => setTimeout(resolve, 100, 503));
    const t = setupDelivery({ storage: store, answer: slowly, retryBaseMs: 20, retryMaxMs: 20 });
    t.delivery.start();
    await vi.advanceTimersByTimeAsync(350); // 8 events (503), then one, then one
    const before = t.requests.length;
    expect(before).toBeGreaterThan(1);
    await store.erase(); // the other tab's purge
    await vi.advanceTimersByTimeAsync(2_000);
    // The request under way when the store was erased may still leave; nothing after it.
    expect(t.requests.length).toBeLessThanOrEqual(before + 1);
    t.delivery.stop();
  });
});
