import type { WorkerScope } from './create-worker-env.js';
import type { WorkerOptions } from './worker-url.js';
/**
 * Answers the tag's Background Sync in a service worker (`self`, its global scope): each `sync` of `visit-tag-flush` drains
 * what pages of the site left stored (drainQueue), and the event lasts until the drain ends; a
 * drain that leaves events rejects, so the browser tries again. Other tags are left to the
 * worker's other listeners. The tag's own `visit-tag-sw.js` calls it with the options in its
 * address; a site with a worker of its own imports it from `visit-tag/sw` and gives the tracker
 * `backgroundSync: 'site'`.
 * @example
 * import { handleBackgroundSync } from 'visit-tag/sw';
 * handleBackgroundSync(self, { url: 'https://data.example.com', siteCode: 'shop' });
 */
export declare function handleBackgroundSync(self: WindowOrWorkerGlobalScope | WorkerScope, options: WorkerOptions): void;
