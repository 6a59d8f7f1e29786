import type { HandoffStorage } from './page/create-handoff.js';
/** What the engine reads of an answer. */
type Answered = Pick<Response, 'status' | 'headers'>;
/** Everything the engine takes from the browser; each field can be given instead (tests, other hosts). */
export interface DeliveryEnv {
    /** undefined where the page has none, or something else than a function, in its place. */
    fetch: ((url: string, init: RequestInit) => Promise<Answered>) | undefined;
    /** A POST by XMLHttpRequest, where fetch fails in the page itself; status 0 for a network error. */
    xhr: (url: string, body: string) => Promise<Answered>;
    /** Queues a POST that outlives the page; `true` means queued, never delivered. */
    sendBeacon: (url: string, body: string) => boolean;
    now: () => number;
    random: () => number;
    /** Web Locks; null where the browser has none (then each tab flushes on its own, see docs/delivery.md). */
    locks: Pick<LockManager, 'request'> | null;
    /** Receives pagehide, pageshow, freeze, resume, online and visibilitychange (which bubbles up from document). */
    target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
    isHidden: () => boolean;
    /** Opens the channel the tabs of this origin talk on (null where there is none). */
    channel: () => BroadcastChannel | null;
    /** The Navigation API (absent in WebKit): its `navigate` event tells where the page goes. */
    navigation?: EventTarget;
    /** `origin/`: a navigation to an address under it goes to a page of ours. */
    home: string;
    /** Web Storage for the page-hide handoff (null where it is blocked or missing). */
    webStorage: HandoffStorage | null;
}
/**
 * The engine's environment: each field as given, or else read from the browser each time the
 * engine uses it, never before. So an engine built with a complete environment (a test, a host
 * without `window`) never touches a browser global, and one built before the page is ready reads
 * the page when it needs it. IndexedDB is not here: the store is its own option (storage).
 * @example resolveDeliveryEnv({ now: () => 0 }).now() // 0; `navigator` is read only if locks is used
 */
export declare function resolveDeliveryEnv(given: Partial<DeliveryEnv>): DeliveryEnv;
export {};
