import { promisifyRequest } from 'idb-keyval';
import type { EventStore, StoredEvent } from './event-store.js';

/**
 * The queue in IndexedDB (database `visit-tag`, object store `events`, one record per nonce), in
 * the shape of idb-keyval's createStore but with the one thing it lacks: close() at page hide.
 * WebKit keeps a transaction that is still running when the page enters the back/forward cache
 * open, and the database then blocks every other page of the origin until the cached page is
 * evicted (../shared/notes/engines.md). close() aborts what runs and closes the connection; until
 * open() (pageshow) every operation fails at once, so nothing touches the database from the cache.
 * The engine keeps what it could not write in memory and writes it again after open().
 * @example const store = createEventStore(indexedDB); await store.put([{ event, storedAt: Date.now() }]);
 */
export function createEventStore(factory: IDBFactory | undefined, name = 'visit-tag', storeName = 'events'): EventStore {
  let db: Promise<IDBDatabase> | undefined;
  let isClosed = false;
  const live = new Set<IDBTransaction>();
  const run = <T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T> =>
    (db ||= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory!.open(name); // throws without IndexedDB: the engine falls back to memory
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      promisifyRequest(request).then((opened) => {
        opened.onclose = () => (db = undefined); // the browser closed it (Safari does): reopen next time
        resolve(opened);
      }, reject);
    })).then(
      (opened) =>
        new Promise<T>((resolve, reject) => {
          if (isClosed) throw 0; // closed while opening
          const tx = opened.transaction(storeName, mode);
          const request = use(tx.objectStore(storeName));
          live.add(tx);
          tx.oncomplete = tx.onabort = tx.onerror = (event) => {
            live.delete(tx);
            event.type == 'complete' ? resolve((request && request.result) as T) : reject(tx.error);
          };
          // Chromium then commits at once instead of after the task: a write started at page hide lands.
          (tx as { commit?: () => void }).commit?.();
        }),
    );
  const guard =
    <A extends unknown[], T>(operation: (...args: A) => Promise<T>) =>
    (...args: A): Promise<T> =>
      isClosed ? Promise.reject(new Error('closed')) : operation(...args);
  return {
    put: guard((records: StoredEvent[]) => run('readwrite', (store) => records.forEach((record) => store.put(record, record.event.nonce)))),
    all: guard(() => run<StoredEvent[]>('readonly', (store) => store.getAll()).then((values) => values.filter((value) => value && value.event))),
    del: guard((nonces: string[]) => run('readwrite', (store) => nonces.forEach((nonce) => store.delete(nonce)))),
    close() {
      isClosed = true;
      live.forEach((tx) => {
        try {
          tx.abort();
        } catch {} // already finished
      });
      db?.then((opened) => opened.close(), () => {});
      db = undefined;
    },
    open() {
      isClosed = false;
    },
  };
}
