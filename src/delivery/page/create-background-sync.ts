/** The one-off Background Sync tag the page registers and the tag's worker answers. */
export const SYNC_TAG = 'visit-tag-flush';

/** What a registration offers where the browser has Background Sync (Chromium). */
type SyncRegistration = ServiceWorkerRegistration & { sync: { register(tag: string): Promise<void> } };

/** The page's side of the background drain (docs/background-sync.md). */
export interface BackgroundSync {
  /** Registers the worker, once a page (the browser itself skips a worker that has not changed). */
  registerWorker: () => void;
  /** Asks the browser for a `sync` of {@link SYNC_TAG}: it fires once the browser is online, even after the last page closed. */
  requestSync: () => void;
  /**
   * Consent withdrawn: unregisters the tag's own worker at once (a sync it had pending never
   * fires), since the purge that deletes the store may not finish before the page dies.
   */
  unregisterWorker: () => void;
}

/**
 * The registration once its worker is active: a sync asked of a worker that still installs is
 * refused (a page whose send failed before the part came asks at once). A worker that never
 * activates (its install failed) never answers, and no sync is asked.
 */
const whenActive = (registration: SyncRegistration): SyncRegistration | Promise<SyncRegistration> => {
  const worker = registration.installing ?? registration.waiting;
  return registration.active || !worker
    ? registration
    : new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(registration)));
};

/**
 * The page's side of the background drain. `container`: the page's `navigator.serviceWorker`, or
 * undefined where the browser has no Background Sync (Firefox, Safari: then nothing happens).
 * `worker`: the address of `visit-tag-sw.js` with its options in the query (worker-url.ts),
 * registered in a scope of its own below it (`visit-tag-sw/`, where no page lives: it controls no
 * page and cannot take the place of the site's worker); or `'site'`: the site's own worker, which
 * imports `visit-tag/sw`, as `container.ready` gives it. Nothing here throws into the page: a
 * refusal (the permission, Trusted Types without a default policy, the worker missing) leaves the page as it is, and the next page sends.
 * @example const sync = createBackgroundSync(navigator.serviceWorker, 'https://shop.example/vt/visit-tag-sw.js?url=…'); sync.registerWorker(); sync.requestSync();
 */
export function createBackgroundSync(
  container: Pick<ServiceWorkerContainer, 'register' | 'ready'> | undefined,
  worker: string,
): BackgroundSync {
  let registration: Promise<SyncRegistration> | undefined;
  const quietly = (promise: Promise<unknown>) =>
    promise.catch((error) => {
      if (__DEV__) console.warn('[visit-tag] background sync:', error);
    });
  return {
    registerWorker() {
      if (!container || registration) return;
      registration = (
        worker === 'site' ? container.ready : container.register(worker, { scope: new URL('visit-tag-sw/', worker).href })
      ) as Promise<SyncRegistration>;
      void quietly(registration);
    },
    requestSync() {
      if (registration) void quietly(registration.then(whenActive).then((ready) => ready.sync.register(SYNC_TAG)));
    },
    unregisterWorker() {
      if (registration && worker !== 'site') void quietly(registration.then((ready) => ready.unregister()));
      registration = undefined;
    },
  };
}
