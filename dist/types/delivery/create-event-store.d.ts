import type { EventStore } from './event-store.js';
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
export declare function createEventStore(factory: IDBFactory | undefined, name?: string, storeName?: string): EventStore;
