import type { DeliveryEnv } from '../resolve-delivery-env.js';
/** The Web Storage item that keeps the latest backoff deadline for pages that open later. */
export declare const RETRY_AT_KEY = "visit-tag-retry-at";
/** What a tab hears from the others. */
export interface TabHooks {
    /** A tab said `bye`: it sends no more, so this one should flush. */
    onPeerLeft: () => void;
    /** Web Locks refused: this tab flushes without the lock from now on. */
    onLocksRefused: (error: unknown) => void;
    /** Another tab is sending these events (nonces): it holds the lock, so its request carries them. */
    onPeerCarries: (nonces: string[]) => void;
}
/** The tabs of this origin: one sender at a time, who else is alive, and one backoff for all. */
export interface Tabs {
    /** Another live tab of this origin is known: it sends the store if this page goes away. */
    hasPeers: () => boolean;
    /** No tab sends before this time (ms since epoch): the latest deadline any tab set, in this page's life or (kept in Web Storage) before it arrived. */
    retryAt: () => number;
    /** This tab's request failed: wait until `until`, and tell the other tabs to wait as well. */
    backOff: (until: number) => void;
    /** The network is back (`online`), or consent was withdrawn: no tab waits, not even one that opens later. */
    endBackoff: () => void;
    /** Reads the kept deadline, opens the channel and asks who is there (start, and back from the back/forward cache). */
    arrive: () => void;
    /** Says "I stop sending: you flush" (page hide, freeze, stop), and closes the channel when `isClosing`. */
    depart: (isClosing: boolean) => void;
    /** Says hello again (resume from freeze). */
    greet: () => void;
    /** Runs `flush` while this tab holds the flush lock, or calls `onBusy` when another tab holds it. */
    whileHoldingLock: (flush: () => Promise<void>, onBusy: () => void) => Promise<void>;
    /** Gives the lock back now, even while the flush runs (page hide). */
    giveBackLock: () => void;
    /** Tells the other tabs which events this tab's request now carries. */
    carry: (nonces: string[]) => void;
}
/**
 * Tab coordination. The Web Lock `visit-tag-flush` lets one tab send at a time; it is the lease
 * on what is in flight, and the browser releases it when its holder closes or crashes. Presence
 * on the BroadcastChannel (`hello`, answered `here`; `bye` when a tab stops sending) tells the
 * page-hide rule whether another tab will send the store. A `here` may carry the sender's backoff
 * deadline, which every tab keeps: a 429's Retry-After is for the whole site. A `carry` names the
 * events the sender's request carries, so no other tab beacons them at its page hide: a view of the
 * store read before they were sent (and deleted), or a keepalive fetch that outlives its page,
 * would otherwise make that beacon a copy.
 * @example
 * const tabs = createTabs(env, { onPeerLeft: () => flush(), onLocksRefused, onPeerCarries });
 * tabs.arrive();
 * await tabs.whileHoldingLock(sendEverything, () => schedule(LOCK_RETRY_MS));
 */
export declare function createTabs(env: Pick<DeliveryEnv, 'locks' | 'channel' | 'random' | 'webStorage' | 'now'>, hooks: TabHooks): Tabs;
