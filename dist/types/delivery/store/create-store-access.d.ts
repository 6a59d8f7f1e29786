import type { EventStore, StoredRecord } from './event-store.js';
import type { Reporter } from '../create-reporter.js';
/** How often one store operation reopens the store before it gives up (and the queue falls back to memory). */
export declare const MAX_REOPENS = 2;
/** What store access needs: the store, where to report, and whether the page is gone. */
export interface StoreAccessOptions {
    eventStore: EventStore;
    reporter: Pick<Reporter, 'setStorageLost' | 'setStorageFallback'>;
    /** From pagehide to pageshow: a failure is the store closing on purpose, never a reason to reopen. */
    isPageGone: () => boolean;
    /** The store went away under the live page (called before each reopen): perhaps the page is being torn down. */
    onStoreLost?: (error: unknown) => void;
    /** Log storage loss to the console (debug build only). */
    debug?: boolean;
}
/** The queue's one way to its store: operations that survive a store going away, memory as the fallback, erase for a withdrawal. */
export interface StoreAccess {
    /** One operation, after the erase under way if any; rejects while erased; reopens the store and retries when it fails under a running page. */
    attempt: <T>(operation: (store: EventStore) => Promise<T>) => Promise<T>;
    /** Every record, through attempt; undefined while erased, or when an erase began during the read (its records are gone). */
    readAll: () => Promise<StoredRecord[] | undefined>;
    /** Uses memory from now on (IndexedDB failed, reopened or not); the reason goes into the stats, once. */
    fallBack: (error: unknown) => void;
    /** It fell back to memory: what it stores dies with the page (not durable). */
    isInMemory: () => boolean;
    /** Closes the store (back/forward cache): every operation fails until reopen(). */
    close: () => void;
    /** Opens the store again (pageshow). */
    reopen: () => void;
    /** Erases the store, after the erase under way if any; resolves with the records it deleted (none when it fails). */
    erase: () => Promise<StoredRecord[]>;
    /** Consent granted again: the store may be opened again (once the erase under way is over). */
    open: () => void;
}
/**
 * Store access for the queue. When an operation fails while the page is live, the store went away
 * (site data cleared, the connection closed or lost, quota): it reopens the store and retries, up
 * to MAX_REOPENS times (a clear still under way closes the first new connection too); operations
 * that fail on the same connection reopen it once. Then the failure rejects, and the queue falls
 * back to memory. Closed at page hide, in memory, or erased: no reopen. An erase (consent
 * withdrawn) runs behind a gate every later operation waits for, and leaves the store closed: no
 * operation, reopen or fallback opens it again until open().
 * @example
 * const access = createStoreAccess({ eventStore, reporter, isPageGone });
 * await access.attempt((store) => store.put(records));
 */
export declare function createStoreAccess(options: StoreAccessOptions): StoreAccess;
