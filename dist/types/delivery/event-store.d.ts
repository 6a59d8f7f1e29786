import type { VisitEvent } from '../wire/event-types.js';
/** One queued event as it is persisted, under its nonce as the key. */
export interface StoredEvent {
    event: VisitEvent;
    /** When the tag accepted it (ms since epoch): the age cap and the send order use it. */
    storedAt: number;
}
/**
 * Where the queue lives: one record per event, keyed by nonce, so tabs never overwrite each
 * other's events. IndexedDB by default (createEventStore), memory as the fallback
 * (createMemoryStore). A promise resolves only once the data is durable in the store.
 */
export interface EventStore {
    put(records: StoredEvent[]): Promise<unknown>;
    all(): Promise<StoredEvent[]>;
    /** Which of these nonces the store holds (their keys only: cheap next to all()). */
    findStored(nonces: string[]): Promise<string[]>;
    del(nonces: string[]): Promise<unknown>;
    /** Page going into the back/forward cache: end every transaction, close the connection. */
    close?(): void;
    /** A new connection: the page is back from the cache (redo what close() aborted), or the store went away under the page. */
    open?(): void;
    /**
     * Consent withdrawn: closes the store and deletes everything it holds (every tab's records),
     * creating nothing that did not exist; resolves with the records it deleted. Every operation
     * fails until open().
     */
    erase(): Promise<StoredEvent[]>;
}
