import type { Outcome } from '../../delivery/delivery-types.js';
import { type WorkerOptions } from '../../delivery/worker/worker-url.js';
/** What the background drain needs of the page: its window, the tracker's options, its outcomes and consent. */
export interface BackgroundSyncHost {
    window: Window;
    options: WorkerOptions & {
        backgroundSync?: boolean | string;
    };
    onOutcome: (listener: (outcome: Outcome) => void) => unknown;
    isGranted: () => boolean;
    /** The address of the file that runs this (the part file beside the script tag), if any. */
    tagSrc?: string;
}
/**
 * The page's side of the background drain, which the part file runs when the tracker has
 * `backgroundSync` (docs/background-sync.md). The worker is registered once consent is granted
 * (at once, or at the first `stored`), only where the browser has Background Sync. A `sync` is
 * asked for when a send fails (`retry`), and at page hide while the last send failed: then the
 * page-hide rule beaconed nothing stored (a backoff, offline), and what is stored waits for a
 * page of the site, or for the worker. A page that hides after sends that worked beacons or hands
 * its events over, and asks for nothing (a worker resending a beacon's events would be copies).
 * `true`: the `visit-tag-sw.js` beside `tagSrc`, else at the origin's root.
 * @example startBackgroundSync({ window, options, onOutcome: hub.onOutcome, isGranted, tagSrc: script.src });
 */
export declare function startBackgroundSync(host: BackgroundSyncHost): void;
