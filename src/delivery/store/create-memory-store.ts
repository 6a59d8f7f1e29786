import { keyOf, type EventStore, type StoredRecord } from './event-store.js';

/**
 * The queue in memory: the fallback when IndexedDB cannot be opened (some private modes, blocked
 * storage), and the store of unit tests. Events then live as long as the page.
 * @example const store = createMemoryStore(); await store.put([{ event, storedAt: Date.now() }]);
 */
export function createMemoryStore(): EventStore {
  const records = new Map<string, StoredRecord>();
  return {
    put(list) {
      list.forEach((record) => records.set(keyOf(record), record));
      return Promise.resolve();
    },
    all: () => Promise.resolve([...records.values()]),
    findStored: (nonces) => Promise.resolve(nonces.filter((nonce) => records.has(nonce))),
    del(nonces) {
      nonces.forEach((nonce) => records.delete(nonce));
      return Promise.resolve();
    },
    erase() {
      const list = [...records.values()];
      records.clear();
      return Promise.resolve(list);
    },
  };
}
