import type { DeliveryEnv } from '../resolve-delivery-env.js';

/** A request of the worker's that has not answered after this long counts as a network error: a drain must end well before the browser ends the sync event (Chromium: 3 minutes). */
export const WORKER_REQUEST_TIMEOUT_MS = 30_000;

/** What the tag's worker uses of its global scope (a service worker's `self`). */
export interface WorkerScope {
  fetch: typeof fetch;
  indexedDB: IDBFactory;
  navigator: { locks?: Pick<LockManager, 'request'> };
  location: { origin: string; href: string };
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly unknown[]> };
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: () => void): void;
  skipWaiting(): Promise<void>;
}

/** The `sync` event Background Sync dispatches to a service worker. */
export interface SyncEvent {
  tag: string;
  /** The browser's last attempt for this tag: it gives up after a failure. */
  lastChance: boolean;
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * The delivery engine's environment in a service worker: the worker's fetch (never keepalive:
 * the worker lives until its drain ends; with a timeout), its Web Locks (the same
 * `visit-tag-flush` the tabs take), and no page: never hidden, no beacon, no channel (a worker
 * that said `hello` there would count as a tab that will send, and pages would stop beaconing
 * for it), no Web Storage, no events.
 * @example createDelivery({ ...createWorkerEnv(self), url, siteCode })
 */
export function createWorkerEnv(scope: WorkerScope): DeliveryEnv {
  return {
    fetch: (url, init) => scope.fetch(url, { ...init, keepalive: false, signal: AbortSignal.timeout(WORKER_REQUEST_TIMEOUT_MS) }),
    xhr: () => Promise.resolve({ status: 0, headers: new Headers() }),
    sendBeacon: () => false,
    now: Date.now,
    random: Math.random,
    locks: scope.navigator.locks!, // drainQueue runs only where there are Web Locks
    target: new EventTarget(),
    isHidden: () => false,
    channel: () => null,
    home: scope.location.origin + '/',
    webStorage: null,
  };
}
