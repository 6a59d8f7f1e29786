import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/create-memory-store.js';
import { productEvent, setupDelivery } from './setup-delivery.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** An exclusive lock shared by the "tabs", with ifAvailable as Web Locks does it. */
function createLocks() {
  let isHeld = false;
  return {
    request(_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) {
      if (isHeld) return Promise.resolve(callback(null));
      isHeld = true;
      return Promise.resolve(callback({ name: 'visit-tag-flush', mode: 'exclusive' } as Lock)).finally(() => (isHeld = false));
    },
  } as unknown as Pick<LockManager, 'request'>;
}

describe('createDelivery: several tabs', () => {
  it('one tab flushes at a time; the others write, and their events go out exactly once', async () => {
    const store = createMemoryStore();
    const locks = createLocks();
    const seen: string[] = [];
    let release: () => void = () => {};
    let isFirst = true;
    const answer = () =>
      isFirst ? ((isFirst = false), new Promise<number>((resolve) => (release = () => resolve(202)))) : 202;
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
    expect(seen.sort()).toEqual(events.flat().map((event) => event.nonce).sort());
    expect(await store.all()).toEqual([]);
  });
});
