import { type EventStore } from './event-store.js';
import type { StoredCall } from '../../loader/call.js';
import type { Reporter } from '../create-reporter.js';
import type { DeliveryEnv } from '../resolve-delivery-env.js';
import { type Entry } from './create-entry.js';
import type { Handoff } from '../page/create-handoff.js';
import type { Queue } from './queue.js';
export { MAX_REOPENS } from './create-store-access.js';
/** What the queue needs: its store, its caps, a clock, and where to report. */
export interface QueueOptions {
    eventStore: EventStore;
    reporter: Reporter;
    env: Pick<DeliveryEnv, 'now'>;
    maxQueueBytes: number;
    maxEventAgeMs: number;
    /** What pages left at page hide, not stored yet then: read into the store with it, erased with it. */
    handoff: Pick<Handoff, 'collect'>;
    /** A write has completed: these entries may now be sent. */
    onStored: (list: Entry[]) => void;
    /** From pagehide to pageshow: a failed write is the store closing (no fallback), and writes do not chain. */
    isPageGone: () => boolean;
    /** The store went away under the live page (before each reopen): perhaps the page is being torn down. */
    onStoreLost?: (error: unknown) => void;
    /** Log storage loss to the console (debug build only). */
    debug?: boolean;
    /** The calls loaders left in the store, at every read (the tracker adopts those of pages gone). */
    onCalls?: (calls: StoredCall[]) => void;
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
