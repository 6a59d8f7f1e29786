/** The one-off Background Sync tag the page registers and the tag's worker answers. */
export declare const SYNC_TAG = "visit-tag-flush";
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
 * The page's side of the background drain. `container`: the page's `navigator.serviceWorker`, or
 * undefined where the browser has no Background Sync (Firefox, Safari: then nothing happens).
 * `worker`: the address of `visit-tag-sw.js` with its options in the query (worker-url.ts),
 * registered in a scope of its own below it (`visit-tag-sw/`, where no page lives: it controls no
 * page and cannot take the place of the site's worker); or `'site'`: the site's own worker, which
 * imports `visit-tag/sw`, as `container.ready` gives it. Nothing here throws into the page: a
 * refusal (the permission, Trusted Types without a default policy, the worker missing) leaves the page as it is, and the next page sends.
 * @example const sync = createBackgroundSync(navigator.serviceWorker, 'https://shop.example/vt/visit-tag-sw.js?url=…'); sync.registerWorker(); sync.requestSync();
 */
export declare function createBackgroundSync(container: Pick<ServiceWorkerContainer, 'register' | 'ready'> | undefined, worker: string): BackgroundSync;
