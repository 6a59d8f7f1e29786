import type { DeliveryEnv } from './resolve-delivery-env.js';
/** The tabs of this origin: one sender at a time, who else is alive, and one backoff for all. */
export interface Tabs {
    /** Another live tab of this origin is known: it sends the store if this page goes away. */
    hasPeers: () => boolean;
    /** No tab sends before this time (ms since epoch): the latest deadline any tab set. */
    retryAt: () => number;
    /** This tab's request failed: wait until `until`, and tell the other tabs to wait as well. */
    backOff: (until: number) => void;
    /** The network is back (`online`): this tab stops waiting. */
    endBackoff: () => void;
    /** Opens the channel and asks who is there (start, and back from the back/forward cache). */
    arrive: () => void;
    /** Says "I stop sending: you flush" (page hide, freeze, stop), and closes the channel when `isClosing`. */
    depart: (isClosing: boolean) => void;
    /** Says hello again (resume from freeze). */
    greet: () => void;
    /** Runs `flush` while this tab holds the flush lock, or calls `onBusy` when another tab holds it. */
    whileHoldingLock: (flush: () => Promise<void>, onBusy: () => void) => Promise<void>;
    /** Gives the lock back now, even while the flush runs (page hide). */
    giveBackLock: () => void;
}
/**
 * Tab coordination. The Web Lock `visit-tag-flush` lets one tab send at a time; it is the lease
 * on what is in flight, and the browser releases it when its holder closes or crashes. Presence
 * on the BroadcastChannel (`hello`, answered `here`; `bye` when a tab stops sending) tells the
 * page-hide rule whether another tab will send the store. A `here` may carry the sender's backoff
 * deadline, which every tab keeps: a 429's Retry-After is for the whole site.
 * @example
 * const tabs = createTabs(env, () => flush());
 * tabs.arrive();
 * await tabs.whileHoldingLock(sendEverything, () => schedule(LOCK_RETRY_MS));
 */
export declare function createTabs(env: Pick<DeliveryEnv, 'locks' | 'channel' | 'random'>, onPeerLeft: () => void, onLocksRefused: (error: unknown) => void): Tabs;
