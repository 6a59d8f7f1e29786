import type { EventType } from '../wire/event-table.js';
import type { Problem, VisitEvent } from '../wire/event-types.js';
/**
 * What happened to one event. Every event the tag accepts ends in exactly one of `sent` or
 * `dropped`; `stored`, `retry` and `sent-unconfirmed` may come before.
 */
export type Outcome = 
/** Written to IndexedDB, so durable; never reported for a store fallen back to memory (it dies with the page). */
{
    type: 'stored';
    nonce: string;
    eventType: EventType;
}
/** A 2xx read: `transport` says what carried it (`fetch`, `keepalive`, or `xhr` where fetch fails in the page). */
 | {
    type: 'sent';
    nonce: string;
    eventType: EventType;
    status: number;
    transport: Exclude<Transport, 'beacon'>;
}
/** Handed to sendBeacon (or a keepalive fetch where it fails), whose answer cannot be read: the event stays stored, marked, and is resent later unless a 2xx confirms it. */
 | {
    type: 'sent-unconfirmed';
    nonce: string;
    eventType: EventType;
    transport: 'beacon' | 'keepalive';
} | {
    type: 'retry';
    nonce: string;
    eventType: EventType;
    reason: string;
    attempt: number;
    delayMs: number;
} | {
    type: 'dropped';
    nonce: string;
    eventType: EventType;
    reason: DropReason;
    detail?: string;
    problems?: Problem[];
};
/** How a request left the page: a fetch, a keepalive fetch (page hide, or a beacon's fallback), XMLHttpRequest, sendBeacon. */
export type Transport = 'fetch' | 'keepalive' | 'xhr' | 'beacon';
/**
 * How requests leave a page whose `fetch` or `sendBeacon` fails in the page itself, not on the
 * network. `fetch`: `missing` (none, or not a function) or `throws` (a page's wrapper threw before
 * any request left): requests then go by XMLHttpRequest, whose answer is read like fetch's.
 * `sendBeacon`: `refused` (it returned false) or `missing` (none, or it threw): the body then
 * goes by a keepalive fetch, unconfirmed like a beacon. Each says what the last request found.
 * @example { fetch: 'throws', sendBeacon: 'ok' } // requests by XMLHttpRequest, page-hide beacons as usual
 */
export interface TransportState {
    fetch: 'ok' | 'missing' | 'throws';
    sendBeacon: 'ok' | 'refused' | 'missing';
}
/** Why an event was given up. Each is counted and reported, never silent. */
export type DropReason = 'max-age' | 'max-bytes' | 'oversized' | 'rejected' | 'consent' | 'max-held' | 'invalid' | 'repeated-order' | 'once-per-visit' | 'local-only' | 'skipped';
/** Counters of everything the delivery engine did, per outcome and per drop reason. */
export interface DeliveryStats {
    stored: number;
    sent: number;
    sentUnconfirmed: number;
    retried: number;
    dropped: Record<DropReason, number>;
    /** Events waiting in the queue right now (this tab's view of the shared store). */
    queued: number;
    /**
     * How often the store went away under the running page and was reopened (a new IndexedDB
     * connection, the operation retried once): site data cleared, the connection closed or lost.
     * Absent until the first time.
     */
    storageReopened?: number;
    /** The error that made the store reopen the last time, e.g. `UnknownError: Connection is closing because of: Force close delete origin`. */
    storageLost?: string;
    /** Why storage fell back to memory, when it did: the reopened store failed as well (quota exceeded, no IndexedDB). */
    storageFallback?: string;
    /**
     * Why delivery on this page falls short of the durable engine, when it does, each cause once:
     * `storage: <error>` (IndexedDB refused or failed: events live in memory and are lost if the
     * page dies before they are sent) and `locks: <error>` (Web Locks refused: each tab sends on its
     * own, so two tabs may send copies). Blocked third-party storage gives both, e.g.
     * `locks: SecurityError: The request was denied.; storage: UnknownError: The user denied permission to access the database.`
     * Absent while delivery is durable.
     */
    notDurable?: string;
    /** Which transport is in use and why, once fetch or sendBeacon has failed in the page ({@link TransportState}); absent while both work. */
    transport?: TransportState;
}
/** The engine the public API hands validated events to. */
export interface Delivery {
    /**
     * Accepts a valid event: in-memory append now, persisted in a batch off the call, then sent.
     * `storedAt`: when the page tracked it (a call the loader recorded earlier), else now.
     */
    enqueue(event: VisitEvent, storedAt?: number): void;
    /** Sends what is stored now (respecting backoff); resolves when this attempt is over. */
    flush(): Promise<void>;
    /** Subscribes to every outcome; returns the unsubscribe function. */
    onOutcome(listener: (outcome: Outcome) => void): () => void;
    getStats(): DeliveryStats;
    /** The events stored now, oldest first (for the demo's queue view and for tests). */
    getQueued(): Promise<VisitEvent[]>;
    /**
     * Consent withdrawn: forgets every event at once (none of them is sent afterwards) and deletes
     * the store (the IndexedDB database, only if it exists); each event is reported dropped `consent`.
     */
    purge(): Promise<void>;
    /** Installs the flush triggers (timer, online, page hide) and flushes what earlier pages left; again after stop(). */
    start(): void;
    /** Removes the triggers and sends nothing more, not even what a flush under way would; stored events stay. Idempotent. */
    stop(): void;
}
