import { keyOf } from '../../../src/delivery/store/event-store.js';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventStore } from '../../../src/delivery/store/create-event-store.js';
import { productEvent } from './setup-delivery.js';

const record = () => ({ event: productEvent(), storedAt: Date.now() });

// idb-keyval opens the page's own `indexedDB`: each test gets a fresh fake one.
beforeEach(() => void vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => void vi.unstubAllGlobals());

describe('createEventStore (fake-indexeddb)', () => {
  it('puts, reads and deletes one record per nonce', async () => {
    const store = createEventStore();
    const [a, b, c] = [record(), record(), record()];
    await store.put([a, b]);
    await store.put([c]);
    expect((await store.all()).map((r) => keyOf(r)).sort()).toEqual([a, b, c].map((r) => r.event.nonce).sort());
    await store.del([a.event.nonce, 'ffffffffffffffff']);
    expect(await store.all()).toHaveLength(2);
    // Another page (a new connection) sees the same records.
    expect(await createEventStore().all()).toHaveLength(2);
    // Which of these it holds, by key, in the order asked.
    expect(await store.findStored([c.event.nonce, a.event.nonce, b.event.nonce])).toEqual([c.event.nonce, b.event.nonce]);
  });

  it('close() fails every operation at once until open(), then works again', async () => {
    const store = createEventStore();
    await store.put([record()]);
    store.close!();
    await expect(store.all()).rejects.toThrow();
    await expect(store.put([record()])).rejects.toThrow();
    store.open!();
    await store.put([record()]);
    expect(await store.all()).toHaveLength(2);
  });

  it('a write running at close() is aborted (all or nothing)', async () => {
    const store = createEventStore();
    await store.all(); // connection open
    const write = store.put(Array.from({ length: 200 }, record));
    await Promise.resolve();
    store.close!();
    const result = await write.then(
      () => 'written',
      () => 'aborted',
    );
    store.open!();
    expect((await store.all()).length).toBe(result === 'written' ? 200 : 0);
  });

  it('rejects when there is no IndexedDB (the engine then falls back to memory)', async () => {
    vi.stubGlobal('indexedDB', undefined);
    await expect(createEventStore().put([record()])).rejects.toThrow();
  });

  it('rejects when reading indexedDB throws (a sandboxed frame)', async () => {
    Object.defineProperty(globalThis, 'indexedDB', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      await expect(createEventStore().all()).rejects.toThrow('denied');
    } finally {
      Object.defineProperty(globalThis, 'indexedDB', { configurable: true, writable: true, value: new IDBFactory() });
    }
  });

  it('keeps separate databases apart by name', async () => {
    await createEventStore('a').put([record()]);
    expect(await createEventStore('b').all()).toEqual([]);
    expect(await createEventStore('a').all()).toHaveLength(1);
  });
});

describe('createDelivery over IndexedDB across the back/forward cache', () => {
  it('closes the store at pagehide (persisted), keeps the event in memory, writes and sends it at pageshow', async () => {
    const { setupDelivery } = await import('./setup-delivery.js');
    const store = createEventStore();
    await store.all(); // connection open
    const t = setupDelivery({ storage: store, answer: () => 202 });
    t.delivery.start();
    const event = productEvent();
    t.delivery.enqueue(event);
    t.pagehide(true); // same task: the write had no chance to start
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.delivery.getStats().storageFallback).toBeUndefined();
    expect(t.delivery.getStats().stored).toBe(0);
    t.pageshow(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.delivery.getStats().stored).toBe(1);
    expect(t.requests.flatMap((request) => request.nonces)).toContain(event.nonce);
    t.delivery.stop();
  });
});
