import { keyOf } from '../../../src/delivery/store/event-store.js';
import { forceCloseDatabase, IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventStore, STORE_TIMEOUT_MS } from '../../../src/delivery/store/create-event-store.js';
import { productEvent, setupDelivery } from './setup-delivery.js';
import { sleep } from '../../support/sleep.js';

// Storage that goes away under a running tag (ARCHITECTURE.md, "Storage that goes away"), on the
// IndexedDB store itself (fake-indexeddb): a connection force-closed as a browser does, an operation
// that never settles. The queue's reopen-then-fallback decision on a faked store is in
// storage-loss.test.ts; the real ones are in test/browser/delivery/storage-loss.test.ts.

describe('a forced close of the IndexedDB connection (fake-indexeddb forceCloseDatabase)', () => {
  // The connections the page opens, to force-close them the way a browser does (site data cleared).
  let connections: IDBDatabase[];
  beforeEach(() => {
    const factory = new IDBFactory();
    const open = factory.open.bind(factory);
    connections = [];
    factory.open = (name: string, version?: number) => {
      const request = open(name, version);
      request.addEventListener('success', () => connections.push(request.result));
      return request;
    };
    vi.stubGlobal('indexedDB', factory);
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('between operations: the next operation opens a new connection (idb-keyval clears its connection on `close`)', async () => {
    const store = createEventStore('forced-between');
    await store.put([{ event: productEvent(), storedAt: 1 }]);
    forceCloseDatabase(connections.at(-1)! as never);
    await store.put([{ event: productEvent(), storedAt: 2 }]);
    expect(await store.all()).toHaveLength(2);
    expect(connections).toHaveLength(2);
  });

  it('during a write: the write fails, the queue reopens and writes again, no fallback', async () => {
    const storage = createEventStore('forced-during');
    await storage.all(); // connection open
    const t = setupDelivery({ storage, answer: () => 503 }); // nothing leaves: only the store keeps them
    t.delivery.start();
    await sleep(10);
    const event = productEvent();
    t.delivery.enqueue(event);
    await Promise.resolve(); // the write's transaction starts in a microtask
    await Promise.resolve();
    forceCloseDatabase(connections.at(-1)! as never);
    await sleep(50);
    const stats = t.delivery.getStats();
    expect(stats.storageFallback).toBeUndefined();
    expect(stats).toMatchObject({ stored: 1, storageReopened: 1 });
    expect((await createEventStore('forced-during').all()).map((record) => keyOf(record))).toContain(event.nonce);
    t.delivery.stop();
  });
});

describe('a store operation that never settles', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fails with `Error: timeout` after STORE_TIMEOUT_MS, so the queue reopens the store (Chromium: a write after a clear that never settled)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('indexedDB', { open: () => ({}) }); // an open request that never answers
    const result = createEventStore('hangs')
      .put([{ event: productEvent(), storedAt: 1 }])
      .then(() => 'settled', String);
    await vi.advanceTimersByTimeAsync(STORE_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('Error: timeout');
  });
});
