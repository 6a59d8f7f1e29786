/** Everything the engine takes from the browser; tests pass their own. */
export interface DeliveryEnv {
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'status' | 'headers'>>;
  /** Queues a POST that outlives the page; `true` means queued, never delivered. */
  sendBeacon: (url: string, body: string) => boolean;
  now: () => number;
  random: () => number;
  /** Web Locks; null where the browser has none (then each tab flushes on its own, see README). */
  locks: Pick<LockManager, 'request'> | null;
  indexedDB: IDBFactory | undefined;
  /** Receives pagehide, pageshow, online and visibilitychange (which bubbles up from document). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  isHidden: () => boolean;
}

/**
 * The engine's one window onto window, document and navigator, read when the engine is created.
 * Reading `indexedDB` can throw in sandboxed frames, which then means "no IndexedDB" (memory
 * fallback).
 * @example const env = getBrowserEnv(); env.isHidden() // document.visibilityState === 'hidden'
 */
export function getBrowserEnv(): DeliveryEnv {
  let idb: IDBFactory | undefined;
  try {
    idb = indexedDB;
  } catch {}
  return {
    fetch: (url, init) => fetch(url, init),
    sendBeacon: (url, body) => navigator.sendBeacon(url, body),
    now: Date.now,
    random: Math.random,
    locks: navigator.locks || null,
    indexedDB: idb,
    target: window,
    isHidden: () => document.visibilityState == 'hidden',
  };
}
