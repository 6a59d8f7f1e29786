import { tryOr } from '../lib/try-or.js';
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

/** Where each field comes from when it is not given: the engine's one window onto the browser. */
const BROWSER: { [Key in keyof DeliveryEnv]-?: () => DeliveryEnv[Key] } = {
  fetch: () => (typeof fetch == 'function' ? (url, init) => fetch(url, init) : undefined),
  xhr: () => (url, body) =>
    new Promise((resolve) => {
      const request = new XMLHttpRequest();
      request.open('POST', url);
      request.onloadend = () => resolve({ status: request.status, headers: { get: (name) => request.getResponseHeader(name) } as Headers });
      request.send(body);
    }),
  sendBeacon: () => (url, body) => navigator.sendBeacon(url, body),
  now: () => Date.now,
  random: () => Math.random,
  locks: () => navigator.locks || null,
  target: () => window,
  isHidden: () => () => document.visibilityState === 'hidden',
  channel: () => () => (self.BroadcastChannel ? new BroadcastChannel('visit-tag') : null),
  navigation: () => (self as { navigation?: EventTarget }).navigation,
  home: () => location.origin + '/',
  webStorage: () => tryOr(() => localStorage, null), // reading it throws where the browser blocks storage
};

/**
 * The engine's environment: each field as given, or else read from the browser each time the
 * engine uses it, never before. So an engine built with a complete environment (a test, a host
 * without `window`) never touches a browser global, and one built before the page is ready reads
 * the page when it needs it. IndexedDB is not here: the store is its own option (storage).
 * @example resolveDeliveryEnv({ now: () => 0 }).now() // 0; `navigator` is read only if locks is used
 */
export function resolveDeliveryEnv(given: Partial<DeliveryEnv>): DeliveryEnv {
  const env = {} as DeliveryEnv;
  for (const key of Object.keys(BROWSER) as (keyof DeliveryEnv)[]) {
    Object.defineProperty(env, key, { get: () => (given[key] !== undefined ? given[key] : BROWSER[key]()) });
  }
  return env;
}
