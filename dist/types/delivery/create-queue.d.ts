import type { VisitEvent } from '../wire/event-types.js';
import type { DropReason } from './delivery-types.js';
import type { EventStore } from './event-store.js';
import type { Reporter } from './create-reporter.js';
import type { DeliveryEnv } from './resolve-delivery-env.js';
import { type Entry } from './entry.js';
export { MAX_REOPENS } from './create-store-access.js';
/** What the queue needs: its store, its caps, a clock, and where to report. */
export interface QueueOptions {
    eventStore: EventStore;
    reporter: Reporter;
    env: Pick<DeliveryEnv, 'now'>;
    maxQueueBytes: number;
    maxEventAgeMs: number;
    /** A write has completed: these entries may now be sent. */
    onStored: (list: Entry[]) => void;
    /** From pagehide to pageshow: a failed write is the store closing (no fallback), and writes do not chain. */
    isPageGone: () => boolean;
    /** The store went away under the live page (before each reopen): perhaps the page is being torn down. */
    onStoreLost?: (error: unknown) => void;
    /** Log storage loss to the console (debug build only). */
    debug?: boolean;
}
/** This tab's view of the shared queue: events in memory, written to the store in batches. */
export interface Queue {
    /** Accepts an event: an entry in memory now, written with the next batch. */
    admit: (event: VisitEvent) => void;
    /** Starts one write of everything accepted and not yet written, unless one runs (group commit). */
    writePending: () => void;
    /** Reads the store: adds what other tabs and earlier pages left, forgets what they have sent or dropped. */
    readStore: () => Promise<void>;
    /** Applies the caps (age, bytes) to what is stored and idle, and returns the rest, oldest first. */
    takeSendable: () => Entry[];
    /** Forgets entries (sent or dropped) here and in the store. */
    forget: (list: Entry[]) => Promise<void>;
    /** Reports each entry still queued dropped, and forgets them. */
    discard: (list: Entry[], reason: DropReason, detail?: string) => Promise<void>;
    /** Every entry, oldest first. */
    listByAge: () => Entry[];
    /** Another tab's request carries these (nonces): forgotten here, so no beacon of this tab carries them too (a read brings them back). */
    forgetCarriedByPeer: (nonces: string[]) => void;
    isQueued: (entry: Entry) => boolean;
    countQueued: () => number;
    /**
     * Uses memory from now on (IndexedDB failed, reopened or not); the reason goes into the stats, once.
     * What was beaconed is sent again: no later page will, its only copy is here.
     */
    fallBack: (error: unknown) => void;
    /** In memory (fallen back): nothing it holds is durable, and a write into it is not reported `stored`. */
    isInMemory: () => boolean;
    /** Into the back/forward cache: ends the store's transactions and closes it (every operation fails until reopen). */
    closeStore: () => void;
    /** Back from the cache: reopens the store, forgets what was in flight (resent), writes what was not written. */
    reopen: () => void;
    /**
     * Consent withdrawn: forgets every entry at once, then erases the store once the write under way
     * has landed (the database deleted, creating nothing); every event reported dropped `consent`.
     */
    purge: () => Promise<void>;
    /** Consent granted again after a purge: the store may be opened again. */
    open: () => void;
}
/**
 * The queue: one entry per event in memory, the store (IndexedDB) as the truth shared by every
 * tab. `add()` only appends to memory; a microtask starts one write with everything that
 * accumulated, and the next write waits for it (group commit: under load one transaction carries
 * many events). An entry is *stored* when its write has completed; only then may a fetch carry it.
 * @example
 * const queue = createQueue({ eventStore: createMemoryStore(), reporter, env, maxQueueBytes: 5e6, maxEventAgeMs: 6048e5, onStored });
 * queue.admit(event); // written in a microtask, then onStored([entry])
 */
export declare function createQueue(options: QueueOptions): Queue;
