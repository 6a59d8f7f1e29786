import { promisifyRequest } from 'idb-keyval';
import type { EventStore, StoredEvent } from './event-store.js';

/**
 * The queue in IndexedDB (database `visit-tag`, object store `events`, one record per nonce), in
 * the shape of idb-keyval's createStore but with the one thing it lacks: close() at page hide.
 * WebKit keeps a transaction that is still running when the page enters the back/forward cache
 * open, and the database then blocks every other page of the origin until the cached page is
 * evicted (../shared/notes/engines.md). close() aborts what runs and closes the connection; every
 * aborted write waits and runs again after open() (pageshow), so callers never see it aborted.
 * @example const store = createEventStore(indexedDB); await store.put([{ event, storedAt: Date.now() }]);
 */
export function createEventStore(factory: IDBFactory | undefined, name = 'visit-tag', storeName = 'events'): EventStore {
  let db: Promise<IDBDatabase> | undefined;
  let paused: Promise<void> | undefined;
  let resume = () => {};
  let closes = 0;
  const live = new Set<IDBTransaction>();
  const getDb = () =>
    (db ||= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory!.open(name); // throws without IndexedDB: the caller falls back to memory
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      promisifyRequest(request).then((opened) => {
        opened.onclose = () => (db = undefined); // the browser closed it (Safari does): reopen next time
        resolve(opened);
      }, reject);
    }));
  const run = <T>(mode: IDBTransactionMode, use: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T> => {
    const generation = closes;
    // A read is not worth keeping across the cache: it fails now, so a flush waiting on it ends and
    // lets go of the flush lock. Writes wait and run again after open().
    const isRead = mode == 'readonly';
    if (paused && isRead) return Promise.reject(new Error('closed'));
    return (paused || Promise.resolve())
      .then(getDb)
      .then(
        (opened) =>
          new Promise<T>((resolve, reject) => {
            const tx = opened.transaction(storeName, mode);
            const request = use(tx.objectStore(storeName));
            live.add(tx);
            tx.oncomplete = tx.onabort = tx.onerror = (event) => {
              live.delete(tx);
              event.type == 'complete' ? resolve((request && request.result) as T) : reject(tx.error);
            };
            // Chromium commits at once instead of after the task: a write started at page hide lands.
            (tx as { commit?: () => void }).commit?.();
          }),
      )
      .catch((error) => (closes !== generation && !isRead ? run(mode, use) : Promise.reject(error)));
  };
  return {
    put: (records) => run('readwrite', (store) => records.forEach((record) => store.put(record, record.event.nonce))),
    all: () => run<StoredEvent[]>('readonly', (store) => store.getAll()).then((values) => values.filter((value) => value && value.event)),
    del: (nonces) => run('readwrite', (store) => nonces.forEach((nonce) => store.delete(nonce))),
    close() {
      closes++;
      paused ||= new Promise((resolve) => (resume = resolve));
      live.forEach((tx) => {
        try {
          tx.abort();
        } catch {} // already finished
      });
      live.clear();
      db?.then((opened) => opened.close(), () => {});
      db = undefined;
    },
    open() {
      paused = undefined;
      resume();
    },
  };
}
