import { promisifyRequest } from 'idb-keyval';
import { keyOf, type EventStore, type StoredRecord } from './event-store.js';

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
export function createEventStore(name = 'visit-tag', storeName = 'events'): EventStore {
  let connection: Promise<IDBDatabase> | undefined; // opened by the first operation after open()
  let isClosed = false;
  const live = new Set<IDBTransaction>();
  const connect = () => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opening = promisifyRequest(request);
    // The browser closed it (site data cleared, WebKit's lost storage server; idb-keyval does the
    // same), or another page deletes the database (consent withdrawn there, so close): the next
    // operation opens a new connection.
    const drop = () => {
      if (connection === opening) connection = undefined;
    };
    opening.then((db) => {
      db.onclose = drop;
      db.onversionchange = () => {
        db.close();
        drop();
      };
    }, drop);
    return opening;
  };
  const disconnect = () => {
    connection?.then(
      (db) => db.close(),
      () => {},
    );
    connection = undefined;
  };
  // A transaction, known until it ends and committed at once (Chromium then commits without
  // waiting for the task to end: a write started at page hide lands). Resolves with the request's
  // result, or when the transaction completes for writes.
  const run = <T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T> | void) =>
    // In a then: without IndexedDB (or in a sandboxed frame) opening throws, and that must reject.
    settleInTime(
      Promise.resolve().then(() => {
        if (isClosed) throw Error('closed'); // between close() and open(): fail at once
        const current = (connection ??= connect());
        return current.then((db) => {
          if (current !== connection) throw Error('closed'); // closed while opening
          const tx = db.transaction(storeName, mode);
          live.add(tx);
          const done = promisifyRequest<T>(request(tx.objectStore(storeName)) || tx);
          (tx as { commit?: () => void }).commit?.();
          return done.finally(() => live.delete(tx));
        });
      }),
    );
  const close = () => {
    isClosed = true;
    live.forEach((tx) => {
      try {
        tx.abort();
      } catch {
        // already finished
      }
    });
    disconnect();
  };
  const store: EventStore = {
    put: (records) => run('readwrite', (os) => records.forEach((record) => os.put(record, keyOf(record)))),
    all: () => run<StoredRecord[]>('readonly', (os) => os.getAll()),
    // One transaction, a key lookup per nonce; read once it has completed.
    findStored(nonces) {
      const lookups: IDBRequest<IDBValidKey | undefined>[] = [];
      const lookUp = (os: IDBObjectStore) => {
        nonces.forEach((nonce) => lookups.push(os.getKey(nonce)));
      };
      return run('readonly', lookUp).then(() => nonces.filter((_, index) => lookups[index].result !== undefined));
    },
    del: (nonces) => run('readwrite', (os) => nonces.forEach((nonce) => os.delete(nonce))),
    close,
    // A new connection at the next operation: at pageshow, after the store went away under the
    // page (site data cleared, the connection lost), after erase() (consent granted again).
    open() {
      disconnect();
      isClosed = false;
    },
    async erase() {
      const opening = connection;
      close();
      // A connection still opening may be creating the database: let it, then look.
      await opening?.catch(() => {});
      // Where databases() is missing, deleteDatabase() still creates nothing; only the records
      // cannot be read first.
      const names = indexedDB.databases && (await indexedDB.databases()).map((database) => database.name);
      if (names && !names.includes(name)) return [];
      isClosed = false;
      const records = names ? await store.all() : [];
      close();
      await settleInTime(promisifyRequest(indexedDB.deleteDatabase(name)));
      return records;
    },
  };
  return store;
}
