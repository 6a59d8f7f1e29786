import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createEventStore } from '../../../src/delivery/create-event-store.js';
import { productEvent } from './setup-delivery.js';

const record = () => ({ event: productEvent(), storedAt: Date.now() });

describe('createEventStore (fake-indexeddb)', () => {
  it('puts, reads and deletes one record per nonce', async () => {
    const factory = new IDBFactory();
    const store = createEventStore(factory);
    const [a, b, c] = [record(), record(), record()];
    await store.put([a, b]);
    await store.put([c]);
    expect((await store.all()).map((r) => r.event.nonce).sort()).toEqual([a, b, c].map((r) => r.event.nonce).sort());
    await store.del([a.event.nonce, 'ffffffffffffffff']);
    expect(await store.all()).toHaveLength(2);
    // Another page (a new connection) sees the same records.
    expect(await createEventStore(factory).all()).toHaveLength(2);
  });

  it('close() ends reads at once and holds writes until open(), then runs them', async () => {
    const factory = new IDBFactory();
    const store = createEventStore(factory);
    await store.put([record()]);
    store.close!();
    await expect(store.all()).rejects.toThrow();
    let isWritten = false;
    const write = store.put([record()]).then(() => (isWritten = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isWritten).toBe(false);
    store.open!();
    await write;
    expect(await store.all()).toHaveLength(2);
  });

  it('a write running at close() is aborted, then redone after open()', async () => {
    const factory = new IDBFactory();
    const store = createEventStore(factory);
    await store.all(); // connection open
    const records = Array.from({ length: 200 }, record);
    const write = store.put(records);
    await Promise.resolve();
    await Promise.resolve();
    store.close!();
    store.open!();
    await write;
    expect(await store.all()).toHaveLength(200);
  });

  it('rejects when there is no IndexedDB (the engine then falls back to memory)', async () => {
    await expect(createEventStore(undefined).put([record()])).rejects.toThrow();
  });
});
