import { promisifyRequest } from 'idb-keyval';
import type { StoredCall } from './call.js';

/** Writes calls into the store, one transaction per batch; resolves once they are durable. */
export type CallWriter = (records: StoredCall[]) => Promise<unknown>;

/**
 * The loader's one way into IndexedDB: the engine's database and object store (`visit-tag`,
 * `events`, one record per nonce), opened at the first write, written and nothing else. The
 * connection gives way at once when another page deletes the database (consent withdrawn there)
 * and when the engine takes over (`close`), so it never blocks the engine's store. The engine
 * reads, sends and deletes through its own store (src/delivery/store/create-event-store.ts).
 * @example const writer = createCallWriter(); await writer.write([{ call, storedAt: call.storedAt }]); writer.close();
 */
export function createCallWriter(name = 'visit-tag', storeName = 'events'): { write: CallWriter; close: () => void } {
  let connection: Promise<IDBDatabase> | undefined;
  const put = (tx: IDBTransaction, records: StoredCall[]) => {
    records.forEach((record) => tx.objectStore(storeName).put(record, record.call.nonce));
    return promisifyRequest(tx);
  };
  // The first batch opens the database. A new one (a first visit) is created by a transaction of
  // its own, and the batch goes into it: durable when it commits, one round trip before the
  // connection's success (the first visit's boot, docs/browser-facts.md).
  const connect = (first: StoredCall[]) =>
    new Promise<unknown>((resolve, reject) => {
      const request = indexedDB.open(name);
      let isCreated = false;
      request.onupgradeneeded = () => {
        isCreated = true;
        request.result.createObjectStore(storeName);
        put(request.transaction!, first).then(resolve, reject);
      };
      connection = promisifyRequest(request);
      connection.then((db) => {
        db.onversionchange = () => db.close();
        if (!isCreated) put(db.transaction(storeName, 'readwrite'), first).then(resolve, reject);
      }, reject);
    });
  return {
    // Without IndexedDB (a sandboxed frame) opening throws: inside the promise, so that it rejects.
    write: (records) => (connection ? connection.then((db) => put(db.transaction(storeName, 'readwrite'), records)) : connect(records)),
    close: () =>
      void connection?.then(
        (db) => db.close(),
        () => {},
      ),
  };
}
