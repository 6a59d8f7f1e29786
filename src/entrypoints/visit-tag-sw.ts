// dist/visit-tag-sw.js: the tag's own service worker, registered by pages with backgroundSync in
// the scope `visit-tag-sw/` below it. It controls no page and has no fetch listener: it only
// answers the tag's Background Sync, with the options its address carries.
import type { WorkerScope } from '../delivery/worker/create-worker-env.js';
import { handleBackgroundSync } from '../delivery/worker/handle-background-sync.js';
import { fromWorkerUrl } from '../delivery/worker/worker-url.js';

const scope = self as unknown as WorkerScope;
// A new version (new options in its address, a new tag) takes over at once: it holds no page.
scope.addEventListener('install', () => void scope.skipWaiting());
handleBackgroundSync(scope, fromWorkerUrl(scope.location.href));
