import { type WorkerScope } from './create-worker-env.js';
import type { WorkerOptions } from './worker-url.js';
/** A drain gives up after this long (its events stay stored, and the browser tries again): well under Chromium's 3 minutes for one sync event. */
export declare const DRAIN_MAX_MS = 90000;
/** A page of the site that is still listed this long after the sync began is a live page: it sends, not the worker. */
export declare const PAGE_GONE_WAIT_MS = 3000;
/** The channel the worker reports each drain on (the demo shows it). */
export declare const DRAIN_CHANNEL = "visit-tag-sw";
/** What one drain did: events sent, events left, and why it ended with some left. */
export interface DrainReport {
    at: number;
    sent: number;
    left: number;
    error?: string;
}
/**
 * One background drain, as the tag's worker runs it on `sync` (docs/background-sync.md). It sends
 * what pages of the site left stored, with the engine's own store, encoders and sender, under the
 * tabs' Web Lock (one sender at a time), the events under their own nonces; a record leaves the
 * store only after a 2xx. It rejects while events are left, so the browser tries again later: a
 * failed request (its backoff is the browser's, from 5 minutes), another sender holding the lock
 * for the whole drain, or a page of the site still open (that page sends; on the browser's last
 * attempt the worker drains anyway). Without Web Locks it sends nothing and leaves the events to
 * the next page (two senders at once would send copies). With no database (nothing stored, or consent withdrawn and
 * the store deleted) it ends at once and creates none. The loader's calls that no engine turned
 * into events stay for the next page: the contract check and the site's beforeSend run in a page.
 * @example self.addEventListener('sync', (event) => event.waitUntil(drainQueue(self, { url, siteCode })));
 */
export declare function drainQueue(scope: WorkerScope, options: WorkerOptions, isLastChance?: boolean): Promise<DrainReport>;
