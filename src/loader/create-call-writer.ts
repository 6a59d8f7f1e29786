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
  const connect = () => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opening = promisifyRequest(request);
    void opening.then(
      (db) => (db.onversionchange = () => db.close()),
      () => {},
    );
    return opening;
  };
  return {
    // In a then: without IndexedDB (a sandboxed frame) opening throws, and that must reject.
    write: (records) =>
      Promise.resolve().then(() =>
        (connection ??= connect()).then((db) => {
          const tx = db.transaction(storeName, 'readwrite');
          records.forEach((record) => tx.objectStore(storeName).put(record, record.call.nonce));
          return promisifyRequest(tx);
        }),
      ),
    close: () =>
      void connection?.then(
        (db) => db.close(),
        () => {},
      ),
  };
}
