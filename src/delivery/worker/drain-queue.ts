import { createDelivery } from '../create-delivery.js';
import { LOCK_RETRY_MS } from '../delivery-options.js';
import { createWorkerEnv, type WorkerScope } from './create-worker-env.js';
import type { WorkerOptions } from './worker-url.js';

/** A drain gives up after this long (its events stay stored, and the browser tries again): well under Chromium's 3 minutes for one sync event. */
export const DRAIN_MAX_MS = 90_000;
/** A page of the site that is still listed this long after the sync began is a live page: it sends, not the worker. */
export const PAGE_GONE_WAIT_MS = 3_000;
/** The channel the worker reports each drain on (the demo shows it). */
export const DRAIN_CHANNEL = 'visit-tag-sw';

/** What one drain did: events sent, events left, and why it ended with some left. */
export interface DrainReport {
  at: number;
  sent: number;
  left: number;
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the tag's database exists: a worker that opened it would create it, after a withdrawal too. */
const hasStore = async (scope: WorkerScope) =>
  !scope.indexedDB.databases || (await scope.indexedDB.databases()).some((database) => database.name === 'visit-tag');

/** Whether a page of the site stays open (listed for PAGE_GONE_WAIT_MS): a page that is closing is still listed for a moment. */
async function isPageOpen(scope: WorkerScope): Promise<boolean> {
  for (let waited = 0; ; waited += 250) {
    const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    if (!pages.length) return false;
    if (waited >= PAGE_GONE_WAIT_MS) return true;
    await sleep(250);
  }
}

/**
 * One background drain, as the tag's worker runs it on `sync` (docs/background-sync.md). It sends
 * what pages of the site left stored, with the engine's own store, encoders and sender, under the
 * tabs' Web Lock (one sender at a time), the events under their own nonces; a record leaves the
 * store only after a 2xx. It rejects while events are left, so the browser tries again later: a
 * failed request (its backoff is the browser's, from 5 minutes), another sender holding the lock
 * for the whole drain, or a page of the site still open (that page sends; on the browser's last
 * attempt the worker drains anyway). Without Web Locks it sends nothing and leaves the events to
 * the next page (two senders at once would send copies). With no database (nothing stored, or consent withdrawn and
 * the store deleted) it ends at once and creates none. The loader's calls that no engine turned
 * into events stay for the next page: the contract check and the site's beforeSend run in a page.
 * @example self.addEventListener('sync', (event) => event.waitUntil(drainQueue(self, { url, siteCode })));
 */
export async function drainQueue(scope: WorkerScope, options: WorkerOptions, isLastChance = false): Promise<DrainReport> {
  const report: DrainReport = { at: Date.now(), sent: 0, left: 0 };
  const tell = () => {
    const channel = new BroadcastChannel(DRAIN_CHANNEL);
    channel.postMessage(report);
    channel.close();
  };
  if (!(await hasStore(scope))) return report;
  // Without the tabs' lock a page could send the same events at once: the worker leaves them to the
  // next page (every browser with Background Sync has Web Locks; this is the safe side if one lacks them).
  if (!scope.navigator.locks) {
    report.error = 'no Web Locks: the next page sends';
    tell();
    return report;
  }
  if (!isLastChance && (await isPageOpen(scope))) {
    report.error = 'a page of the site is open: it sends';
    tell();
    throw Error(`visit-tag: ${report.error}`);
  }
  // Again after that wait: a page that withdrew consent meanwhile deleted the database, and the
  // drain's first read would create it anew (seen in Chromium: the page closed during the wait).
  if (!(await hasStore(scope))) return report;
  const delivery = createDelivery({ ...createWorkerEnv(scope), ...options });
  delivery.onOutcome((outcome) => {
    if (outcome.type === 'sent') report.sent++;
    if (outcome.type === 'retry') report.error = outcome.reason;
  });
  try {
    for (const until = Date.now() + DRAIN_MAX_MS; ; await sleep(LOCK_RETRY_MS)) {
      await delivery.flush();
      report.left = (await delivery.getQueued()).length;
      if (!report.left) return report;
      report.error ??= Date.now() > until ? 'time' : undefined;
      if (report.error) throw Error(`visit-tag: ${report.left} events left (${report.error})`);
      // Left with no failure: another sender held the lock; look again in a moment.
    }
  } finally {
    delivery.stop(); // a retry it scheduled sends nothing
    tell();
  }
}
