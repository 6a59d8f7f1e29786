import type { StoredCall } from '../../loader/call.js';
import type { VisitEvent } from '../../wire/event-types.js';

/** One queued event as it is persisted, under its nonce as the key. */
export interface StoredEvent {
  event: VisitEvent;
  /** When the tag accepted it (ms since epoch): the age cap and the send order use it. */
  storedAt: number;
}

/**
 * What the store keeps under a nonce: an event, or a call the loader recorded before the engine
 * was there (the engine turns it into its event under the same nonce).
 * @example isCallRecord(record) ? record.call.nonce : record.event.nonce
 */
export type StoredRecord = StoredEvent | StoredCall;

/**
 * Whether a record is a loader's call rather than an event.
 * @example records.filter(isCallRecord)
 */
export const isCallRecord = (record: StoredRecord): record is StoredCall => 'call' in record;

/**
 * The key of a record in the store: its nonce.
 * @example keyOf({ event, storedAt }) // event.nonce
 */
export const keyOf = (record: StoredRecord): string => (isCallRecord(record) ? record.call : record.event).nonce;

/**
 * Where the queue lives: one record per event, keyed by nonce, so tabs never overwrite each
 * other's events. IndexedDB by default (createEventStore), memory as the fallback
 * (createMemoryStore). A promise resolves only once the data is durable in the store.
 */
export interface EventStore {
  put(records: StoredRecord[]): Promise<unknown>;
  all(): Promise<StoredRecord[]>;
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
  erase(): Promise<StoredRecord[]>;
}
