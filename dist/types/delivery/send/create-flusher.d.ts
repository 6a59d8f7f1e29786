import type { Queue } from '../store/queue.js';
import type { Reporter } from '../create-reporter.js';
import type { Sender } from './create-sender.js';
import type { Tabs } from '../page/create-tabs.js';
import type { DeliveryEnv } from '../resolve-delivery-env.js';
/** The parts a flush works with, and its backoff steps. */
export interface FlusherParts {
    env: Pick<DeliveryEnv, 'now' | 'random' | 'isHidden'>;
    queue: Queue;
    sender: Sender;
    tabs: Tabs;
    reporter: Reporter;
    isPageGone: () => boolean;
    retryBaseMs: number;
    retryMaxMs: number;
}
/** When and how this tab sends what is stored. */
export interface Flusher {
    /** Sends what is stored now (respecting the backoff); resolves when this attempt is over. */
    flush: () => Promise<void>;
    /** Flushes `ms` from now, or when the backoff or the recovery's pause ends if that is later; replaces a flush already due. */
    schedule: (ms: number) => void;
    /** A flush is due (a store's debounce, a backoff, a busy lock). */
    isScheduled: () => boolean;
    cancelScheduled: () => void;
    /** Notes a backoff deadline announced since the last round (it starts a recovery and resets the batch cap), then says whether a recovery runs: the service had trouble a moment ago, so stored events wait for a page of ours. */
    updateRecovery: () => boolean;
}
/**
 * The flush: one at a time per tab, under the tabs' flush lock, in rounds until nothing is left.
 * Each round reads the store (only the keys of its body while the view is fresh), applies the caps
 * (the batch cap too: create-batch-cap.ts) and sends one body; the answer decides: sent
 * (forgotten), split (413: halves, the first the larger, until each fits), rejected (dropped) or
 * retry (full-jitter backoff, Retry-After as its floor, shared with the other tabs).
 * @example
 * const flusher = createFlusher({ env, queue, sender, tabs, reporter, isPageGone, retryBaseMs: 1000, retryMaxMs: 60000 });
 * await flusher.flush();
 */
export declare function createFlusher(parts: FlusherParts): Flusher;
