import type { EventStore, StoredRecord } from './event-store.js';
import { createMemoryStore } from './create-memory-store.js';
import type { Reporter } from '../create-reporter.js';

/** How often one store operation reopens the store before it gives up (and the queue falls back to memory). */
export const MAX_REOPENS = 2;

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
export function createStoreAccess(options: StoreAccessOptions): StoreAccess {
  const { reporter } = options;
  let store = options.eventStore;
  let isInMemory = false;
  let reopens = 0;
  let purging: Promise<unknown> | undefined; // the erase under way
  let isErased = false;
  let erases = 0;

  const reopenAfter = (error: unknown) => {
    reopens++;
    store.open?.();
    reporter.setStorageLost(String(error));
    options.onStoreLost?.(error);
    if (__DEV__ && options.debug) console.info('[visit-tag] storage reopened after', error);
  };

  const attempt: StoreAccess['attempt'] = async (operation) => {
    if (purging) await purging; // an erase runs before anything that comes after it
    if (isErased) throw Error('erased');
    for (let tries = 0; ; tries++) {
      const opened = reopens;
      try {
        return await operation(store);
      } catch (error) {
        if (options.isPageGone() || isInMemory || isErased || tries === MAX_REOPENS) throw error;
        if (opened === reopens) reopenAfter(error);
      }
    }
  };

  return {
    attempt,
    async readAll() {
      await purging;
      if (isErased) return undefined; // consent withdrawn: nothing is stored, and nothing opens the store
      const erasesBefore = erases;
      const records = await attempt((current) => current.all());
      return erases === erasesBefore ? records : undefined; // read before a purge: none of it may come back
    },
    fallBack(error) {
      if (isInMemory || isErased) return; // erased: the store is closed on purpose
      isInMemory = true;
      reporter.setStorageFallback(String(error));
      if (__DEV__ && options.debug) console.warn('[visit-tag] storage falls back to memory after', error);
      store = createMemoryStore();
    },
    isInMemory: () => isInMemory,
    close: () => store.close?.(),
    reopen: () => store.open?.(),
    erase() {
      isErased = true;
      erases++;
      const erasing: Promise<StoredRecord[]> = Promise.resolve(purging)
        .then(() => store.erase())
        .catch(() => []) // no store to erase (blocked storage): nothing was written
        .finally(() => {
          if (purging !== erasing) return;
          purging = undefined;
          if (!isErased) store.open?.(); // granted again meanwhile
        });
      return (purging = erasing);
    },
    open() {
      if (!isErased) return;
      isErased = false;
      if (!purging) store.open?.(); // else when the erase is over
    },
  };
}
