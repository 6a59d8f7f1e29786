import type { DeliveryEnv } from './get-browser-env.js';
import type { EventStore } from './event-store.js';
/** Oldest events are dropped (`max-bytes`) once the stored lines pass this: about 15,000 events. */
export declare const MAX_QUEUE_BYTES = 5000000;
/** Events older than this are dropped (`max-age`): a week covers a long weekend offline. */
export declare const MAX_EVENT_AGE_MS: number;
/** Every tab looks at the shared queue this often (events other tabs could not send, for instance). */
export declare const FLUSH_INTERVAL_MS = 10000;
/**
 * A flush follows a store this much later: 0, at once, so little is unconfirmed when the page goes
 * away (measured: reloads right after tracking left 0–20 % copies at 0 ms, 30–80 % at 5–20 ms).
 * Batching does not suffer: one request is in flight at a time, and what arrives meanwhile goes
 * in the next one.
 */
export declare const FLUSH_DEBOUNCE_MS = 0;
/** When another tab is flushing, look again this much later. */
export declare const LOCK_RETRY_MS = 1000;
/** What createDelivery takes: where to send, caps and intervals, and (for tests) the environment. */
export interface DeliveryOptions extends Partial<DeliveryEnv> {
    /** Base address of the data interface, e.g. `https://data.example.com`. */
    url: string;
    siteCode: string;
    /** Default: IndexedDB (`visit-tag`/`events`), memory when it cannot be opened. */
    storage?: EventStore;
    maxQueueBytes?: number;
    maxEventAgeMs?: number;
    flushIntervalMs?: number;
    flushDebounceMs?: number;
    /** Backoff: first step and cap (defaults 1 s and 60 s). */
    retryBaseMs?: number;
    retryMaxMs?: number;
}
