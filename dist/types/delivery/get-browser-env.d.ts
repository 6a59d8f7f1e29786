/** Everything the engine takes from the browser; tests pass their own. */
export interface DeliveryEnv {
    fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'headers'>>;
    /** Queues a POST that outlives the page; `true` means queued, never delivered. */
    sendBeacon: (url: string, body: string) => boolean;
    now: () => number;
    random: () => number;
    /** Web Locks; null where the browser has none (then each tab flushes on its own, see README). */
    locks: Pick<LockManager, 'request'> | null;
    /** Receives pagehide, pageshow, online and visibilitychange (which bubbles up from document). */
    target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
    isHidden: () => boolean;
    /** Opens the channel the tabs of this origin talk on (null where there is none). */
    channel: () => BroadcastChannel | null;
    /** The Navigation API (absent in WebKit): its `navigate` event tells where the page goes. */
    navigation?: EventTarget;
    /** `origin/`: a navigation to an address under it goes to a page of ours. */
    home: string;
}
/**
 * The engine's one window onto window, document and navigator, read when the engine is created.
 * IndexedDB is not here: idb-keyval opens the page's own (create-event-store.ts), and where that
 * throws (no IndexedDB, a sandboxed frame) the engine falls back to memory.
 * @example const env = getBrowserEnv(); env.isHidden() // document.visibilityState === 'hidden'
 */
export declare function getBrowserEnv(): DeliveryEnv;
