import { type EventStore } from './event-store.js';
/**
 * An operation that has not settled after this long fails (`Error: timeout`), so the queue reopens
 * the store. Chromium, site data cleared while the page writes: now and then the next write never
 * settled, while a new connection worked at once (test/browser/delivery/storage-loss.test.ts).
 */
export declare const STORE_TIMEOUT_MS = 3000;
/**
 * The queue in IndexedDB (database `visit-tag`, object store `events`, one record per nonce),
 * through idb-keyval's `promisifyRequest`, with what idb-keyval's store lacks: the connection in
 * hand, so that it can be closed at page hide and when consent is withdrawn. The database is
 * opened by the first operation, never before: an engine that is only built writes nothing.
 * WebKit keeps a transaction that is still running when the page enters the back/forward cache
 * open, and the database then blocks every other page of the origin until the cached page is
 * evicted (docs/browser-facts.md, "A WebKit trap"). close() aborts what runs and closes the
 * connection; until open() (pageshow) every operation fails at once, so nothing touches the
 * database from the cache. The engine keeps what it could not write in memory and writes it again
 * after open(). The queue also calls open() when an operation fails under a running page
 * (ARCHITECTURE.md, "Storage that goes away"), and retries the operation on the new connection.
 * erase() (consent withdrawn) deletes the database, and only when it exists: a refusal creates
 * nothing. A connection gives way when another page deletes the database.
 * @example const store = createEventStore(); await store.put([{ event, storedAt: Date.now() }]);
 */
export declare function createEventStore(name?: string, storeName?: string): EventStore;
