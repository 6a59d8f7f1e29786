import { keyOf } from '../../../src/delivery/store/event-store.js';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import { MAX_REOPENS } from '../../../src/delivery/store/create-queue.js';
import type { EventStore } from '../../../src/delivery/store/event-store.js';
import { productEvent, setupDelivery } from './setup-delivery.js';
import { sleep } from '../../support/sleep.js';

// Storage that goes away under a running tag (ARCHITECTURE.md, "Storage that goes away"): the queue
// reopens the store and retries; memory only when the reopened store fails too. These are the
// cases no test browser here can produce on demand (WebKit's lost storage server) and the
// reopen-then-fallback decision itself, on a faked store; the real IndexedDB connection closed or hung
// (fake-indexeddb) is in storage-loss-indexeddb.test.ts; the real ones are in test/browser/delivery/storage-loss.test.ts.

/** A memory store whose operations reject with `error` (a moment later, as IndexedDB does) while `failures` lasts; open() counted. */
function failingStore(error: () => Error, failures: number): EventStore & { opens: number } {
  const inner = createMemoryStore();
  let left = failures;
  const fail = <T>(run: () => Promise<T>): Promise<T> =>
    left-- > 0
      ? sleep(1).then(() => {
          throw error();
        })
      : run();
  const store = {
    opens: 0,
    put: (records: Parameters<EventStore['put']>[0]) => fail(() => inner.put(records)),
    all: () => fail(() => inner.all()),
    findStored: (nonces: string[]) => fail(() => inner.findStored(nonces)),
    del: (nonces: string[]) => fail(() => inner.del(nonces)),
    erase: () => fail(() => inner.erase()),
    open: () => void store.opens++,
  };
  return store;
}

/** WebKit's message when its storage process goes away (the network process crashed or was killed). */
const webkitLost = () => new DOMException('Connection to Indexed Database server lost. Refresh the page to try again', 'UnknownError');

/** A started engine on `storage` with one event tracked, once the write and the send had their time. */
async function enqueueOne(storage: EventStore) {
  const t = setupDelivery({ storage, answer: () => 202 });
  t.delivery.start();
  await sleep(10);
  const event = productEvent();
  t.delivery.enqueue(event);
  await sleep(20);
  return { t, event };
}

describe('the queue when its store goes away', () => {
  it("WebKit's 'Connection to Indexed Database server lost' (faked): reopens, retries, stays durable, says why", async () => {
    const storage = failingStore(webkitLost, 1);
    const { t, event } = await enqueueOne(storage);
    const stats = t.delivery.getStats();
    expect(storage.opens).toBe(1);
    expect(stats).toMatchObject({
      stored: 1,
      storageReopened: 1,
      storageLost: expect.stringContaining('Connection to Indexed Database server lost'),
    });
    expect(stats.storageFallback).toBeUndefined();
    expect(t.requests.flatMap((request) => request.nonces)).toContain(event.nonce);
    t.delivery.stop();
  });

  it('a store that keeps failing (quota exceeded): reopened MAX_REOPENS times, then memory, and the events are still sent', async () => {
    const storage = failingStore(() => new DOMException('', 'QuotaExceededError'), Infinity);
    const { t, event } = await enqueueOne(storage);
    expect(t.delivery.getStats()).toMatchObject({
      storageReopened: MAX_REOPENS,
      storageLost: 'QuotaExceededError',
      storageFallback: 'QuotaExceededError',
      stored: 0, // in memory: not durable, so not reported `stored`
    });
    expect(t.requests.flatMap((request) => request.nonces)).toContain(event.nonce);
    t.delivery.stop();
  });

  it('operations that fail together on one connection reopen it once', async () => {
    const storage = failingStore(webkitLost, 2);
    const t = setupDelivery({ storage, answer: () => 202 });
    t.delivery.start(); // a read of the store (the first flush)
    t.delivery.enqueue(productEvent()); // and a write, both failing
    await sleep(20);
    expect(storage.opens).toBe(1);
    expect(t.delivery.getStats()).toMatchObject({ stored: 1, storageReopened: 1 });
    t.delivery.stop();
  });

  it('a store closed on purpose (the page in the back/forward cache) is not reopened', async () => {
    const storage = failingStore(webkitLost, 0);
    const t = setupDelivery({ storage, answer: () => 202 });
    t.delivery.start();
    await sleep(10);
    t.pagehide(true);
    storage.put = () => Promise.reject(new Error('closed'));
    t.delivery.enqueue(productEvent());
    await sleep(20);
    expect(storage.opens).toBe(0);
    expect(t.delivery.getStats().storageReopened).toBeUndefined();
    t.delivery.stop();
  });
});

/** Chromium's error when it closes the page's connection as it tears the page down (or site data is cleared). */
const connectionClosed = () => new DOMException('The connection was closed.', 'AbortError');

// Chromium tears a tab down without pagehide when it was closed before the browser knew of a
// pagehide listener: the page runs on for some tens of milliseconds, and the one sign it may get is
// its connection closed (every reopen fails at once). test/browser/delivery/early-close.test.ts is
// the real one; here the engine's answer to the sign.
describe('the connection closed under a page that never sees pagehide', () => {
  it('beacons what is not stored at once, and reports no `stored` for the memory it falls back to', async () => {
    const storage = failingStore(connectionClosed, Infinity);
    const t = setupDelivery({ storage, answer: () => 202 });
    const event = productEvent();
    t.delivery.enqueue(event); // the tag's first events: the write is the store's first operation
    await sleep(20);
    expect(t.beacons.map((beacon) => beacon.nonces)).toEqual([[event.nonce]]);
    expect(t.outcomesOf('sent-unconfirmed').map((outcome) => outcome.nonce)).toEqual([event.nonce]);
    expect(t.delivery.getStats()).toMatchObject({ storageFallback: expect.stringContaining('AbortError'), stored: 0 });
    expect(t.outcomesOf('stored')).toEqual([]);
    // The page lived on: in memory, the beacon was not its last chance; a fetch whose answer it reads sends it again.
    t.delivery.start();
    await sleep(20);
    expect(t.requests.flatMap((request) => request.nonces)).toEqual([event.nonce]);
    expect(t.outcomesOf('sent').map((outcome) => outcome.nonce)).toEqual([event.nonce]);
    t.delivery.stop();
  });

  it('a reopened store that works (site data cleared under a live page): beaconed once, then stored and durable', async () => {
    const storage = failingStore(connectionClosed, 1);
    const t = setupDelivery({ storage, answer: () => 202 });
    const event = productEvent();
    t.delivery.enqueue(event);
    await sleep(20);
    expect(t.beacons.flatMap((beacon) => beacon.nonces)).toEqual([event.nonce]); // a copy, the price of the sign
    expect(t.delivery.getStats()).toMatchObject({ storageReopened: 1, stored: 1 });
    expect(t.delivery.getStats().storageFallback).toBeUndefined();
    expect((await storage.all()).map((record) => keyOf(record))).toEqual([event.nonce]); // for the next page, as after any beacon
    t.delivery.stop();
  });

  it('other failures are no such sign: quota exceeded beacons nothing before page hide', async () => {
    const storage = failingStore(() => new DOMException('', 'QuotaExceededError'), Infinity);
    const { t } = await enqueueOne(storage);
    expect(t.beacons).toEqual([]);
    t.delivery.stop();
  });
});

describe('a store in memory (fallen back) at page hide', () => {
  it('beacons its events even while a backoff runs: no other page can see them, and they die with this one', async () => {
    const storage = failingStore(() => new DOMException('', 'QuotaExceededError'), Infinity);
    const t = setupDelivery({ storage, answer: () => 503 }); // a backoff runs after the first request
    t.delivery.start();
    await sleep(10);
    const event = productEvent();
    t.delivery.enqueue(event);
    await sleep(20);
    expect(t.outcomesOf('retry').map((outcome) => outcome.nonce)).toContain(event.nonce);
    t.pagehide();
    expect(t.beacons.flatMap((beacon) => beacon.nonces)).toContain(event.nonce);
    t.delivery.stop();
  });
});
