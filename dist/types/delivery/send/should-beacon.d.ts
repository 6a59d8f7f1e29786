import type { Entry } from '../store/create-entry.js';
/** What the page knows at page hide about who else will send the store. */
export interface PageHideContext {
    /** Another live tab of this origin is known (it was told to flush by `bye`). */
    hasPeers: boolean;
    /** The page is navigating to an address of its own origin, whose page flushes at start. */
    isGoingHome: boolean;
    /** A backoff or a recovery runs: the service asked everyone to wait, or had trouble a moment ago. */
    isBackingOff: boolean;
    /** The store fell back to memory: nothing stored is durable, and no other page can see it. */
    isInMemory: boolean;
}
/**
 * The page-hide beacon rule for one event. Never an event riding on a keepalive fetch (that
 * request outlives the page) or already beaconed. Always an event not yet stored: its write may
 * not land before the page dies, and so is every event of a store that fell back to memory (it dies
 * with the page). A stored event only when no page of ours will send it soon: no other live tab, no
 * navigation to our origin, no backoff or recovery (the service's trouble). A beaconed event stays
 * stored (a beacon's `true` means queued, not delivered), so every beacon a page of ours sends
 * anyway is a copy.
 * @example shouldBeacon(entry, { hasPeers: true, isGoingHome: false, isBackingOff: false, isInMemory: false }) // false for a stored event
 */
export declare function shouldBeacon(entry: Entry, context: PageHideContext): boolean;
