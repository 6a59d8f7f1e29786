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
export declare function createCallWriter(name?: string, storeName?: string): {
    write: CallWriter;
    close: () => void;
};
