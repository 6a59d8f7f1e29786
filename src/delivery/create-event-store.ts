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
  // Resolves with the request's result once its transaction completes; rejects when it aborts.
  const settle = <T>(tx: IDBTransaction | IDBOpenDBRequest, request: IDBRequest<T> | void) =>
    new Promise<T>((resolve, reject) => {
      (tx as IDBTransaction).oncomplete = (tx as IDBOpenDBRequest).onsuccess = () => {
        live.delete(tx as IDBTransaction);
        resolve(((request || tx) as IDBRequest<T>).result);
      };
      tx.onerror = (tx as IDBTransaction).onabort = () => {
        live.delete(tx as IDBTransaction);
        reject(tx.error);
      };
    });
  const run = <T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T> =>
    isClosed
      ? Promise.reject(new Error('closed'))
      : (db ||= Promise.resolve().then(() => {
          const request = factory!.open(name); // throws without IndexedDB: the engine falls back to memory
          request.onupgradeneeded = () => request.result.createObjectStore(storeName);
          return settle<IDBDatabase>(request).then((opened) => {
            opened.onclose = () => (db = undefined); // the browser closed it (Safari does): reopen next time
            return opened;
          });
        })).then((opened) => {
          if (isClosed) throw 0; // closed while opening
          const tx = opened.transaction(storeName, mode);
          const done = settle(tx, use(tx.objectStore(storeName)));
          live.add(tx);
          // Chromium then commits at once instead of after the task: a write started at page hide lands.
          (tx as { commit?: () => void }).commit?.();
          return done;
        });
  return {
    put: (records) => run('readwrite', (store) => records.forEach((record) => store.put(record, record.event.nonce))),
    all: () => run<StoredEvent[]>('readonly', (store) => store.getAll()),
    del: (nonces) => run('readwrite', (store) => nonces.forEach((nonce) => store.delete(nonce))),
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
