import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import type { EventStore, StoredEvent } from './event-store.js';

/**
 * An operation that has not settled after this long fails (`Error: timeout`), so the queue reopens
 * the store. Chromium, site data cleared while the page writes: now and then the next write never
 * settled, while a new connection worked at once (test/browser/delivery/storage-loss.test.ts).
 */
export const STORE_TIMEOUT_MS = 3_000;

/** Rejects with `Error: timeout` unless `operation` settles within STORE_TIMEOUT_MS (the timer is left to run out). */
const settleInTime = <T>(operation: Promise<T>) =>
  Promise.race([operation, new Promise<never>((_, reject) => setTimeout(reject, STORE_TIMEOUT_MS, Error('timeout')))]);

/**
 * The queue in IndexedDB through idb-keyval (database `visit-tag`, object store `events`, one
 * record per nonce), plus the one thing idb-keyval lacks: close() at page hide. WebKit keeps a
 * transaction that is still running when the page enters the back/forward cache open, and the
 * database then blocks every other page of the origin until the cached page is evicted
 * (docs/browser-facts.md, "A WebKit trap"). close() aborts what runs and closes the connection; until open()
 * (pageshow) every operation fails at once, so nothing touches the database from the cache. The
 * engine keeps what it could not write in memory and writes it again after open(). The queue also
 * calls open() when an operation fails under a running page (ARCHITECTURE.md, "Storage that goes
 * away"), and retries the operation on the new connection.
 * @example const store = createEventStore(); await store.put([{ event, storedAt: Date.now() }]);
 */
export function createEventStore(name = 'visit-tag', storeName = 'events'): EventStore {
  let use: UseStore | undefined; // undefined while closed
  let db: IDBDatabase | undefined;
  const live = new Set<IDBTransaction>();
  // A transaction on idb-keyval's store, known until it ends and committed at once (Chromium then
  // commits without waiting for the task to end: a write started at page hide lands). Resolves
  // with the request's result, or when the transaction completes for writes.
  const run = <T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T> | void) => {
    const current = use;
    // In a then: without IndexedDB (or in a sandboxed frame) opening throws, and that must reject.
    const operation = Promise.resolve().then(() => {
      if (!current) throw Error('closed'); // between close() and open(): fail at once
      return current(mode, (store) => {
        if (current != use) throw Error('closed'); // closed while opening
        const tx = store.transaction;
        db = tx.db;
        live.add(tx);
        const done = promisifyRequest<T>(request(store) || tx);
        (tx as { commit?: () => void }).commit?.();
        return done.finally(() => live.delete(tx));
      });
    });
    return settleInTime(operation);
  };
  // A new connection (a new idb-keyval store): at pageshow, and after the store went away under the
  // page (site data cleared, the connection lost). The old connection, if still open, is closed.
  const open = () => {
    db?.close();
    use = createStore(name, storeName);
  };
  open();
  return {
    put: (records) => run('readwrite', (store) => records.forEach((record) => store.put(record, record.event.nonce))),
    all: () => run<StoredEvent[]>('readonly', (store) => store.getAll()),
    del: (nonces) => run('readwrite', (store) => nonces.forEach((nonce) => store.delete(nonce))),
    close() {
      use = undefined;
      live.forEach((tx) => {
        try {
          tx.abort();
        } catch {
          // already finished
        }
      });
      db?.close(); // the next open() opens a new connection (a new idb-keyval store)
    },
    open,
  };
}
