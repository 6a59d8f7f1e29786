// visit-tag/sw: the background drain for a site's own service worker (docs/background-sync.md).
export { handleBackgroundSync } from './delivery/worker/handle-background-sync.js';
export { drainQueue, DRAIN_CHANNEL, type DrainReport } from './delivery/worker/drain-queue.js';
export type { SyncEvent, WorkerScope } from './delivery/worker/create-worker-env.js';
export type { WorkerOptions } from './delivery/worker/worker-url.js';
export { SYNC_TAG } from './delivery/page/create-background-sync.js';
