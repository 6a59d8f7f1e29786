import { createBackgroundSync } from '../../delivery/page/create-background-sync.js';
import type { Outcome } from '../../delivery/delivery-types.js';
import { toWorkerUrl, type WorkerOptions } from '../../delivery/worker/worker-url.js';
import { tryOr } from '../../lib/try-or.js';
import { TRUSTED_TYPES_POLICY } from '../../loader/load-tag-file.js';

/** A window where the browser has Trusted Types. */
type TrustedWindow = Window & {
  trustedTypes?: {
    createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): { createScriptURL(url: string): unknown };
  };
};

/** What the background drain needs of the page: its window, the tracker's options, its outcomes and consent. */
export interface BackgroundSyncHost {
  window: Window;
  options: WorkerOptions & { backgroundSync?: boolean | string };
  onOutcome: (listener: (outcome: Outcome) => void) => unknown;
  isGranted: () => boolean;
  /** The address of the file that runs this (the part file beside the script tag), if any. */
  tagSrc?: string;
}

/**
 * The worker's address as registering takes it. Where Trusted Types are enforced that is an
 * address from a policy: the tag's one policy name, whose rule lets exactly this address through.
 * The loader created that name first, so such a site allows it with `trusted-types visit-tag
 * 'allow-duplicates'`; else the plain address, which the browser then refuses (quietly: the page
 * goes on without the worker).
 */
const trusted = (win: TrustedWindow, address: string): string =>
  tryOr(
    () => win.trustedTypes!.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: () => address }).createScriptURL(''),
    address,
  ) as string;

/**
 * The page's side of the background drain, which the part file runs when the tracker has
 * `backgroundSync` (docs/background-sync.md). The worker is registered once consent is granted
 * (at once, or at the first `stored`), only where the browser has Background Sync. A `sync` is
 * asked for when a send fails (`retry`), and at page hide while the last send failed: then the
 * page-hide rule beaconed nothing stored (a backoff, offline), and what is stored waits for a
 * page of the site, or for the worker. A page that hides after sends that worked beacons or hands
 * its events over, and asks for nothing (a worker resending a beacon's events would be copies).
 * `true`: the `visit-tag-sw.js` beside `tagSrc`, else at the origin's root.
 * @example startBackgroundSync({ window, options, onOutcome: hub.onOutcome, isGranted, tagSrc: script.src });
 */
export function startBackgroundSync(host: BackgroundSyncHost): void {
  const { window: win, options } = host;
  const given = options.backgroundSync;
  if (!given) return;
  const worker = given === true ? new URL('visit-tag-sw.js', host.tagSrc || win.location.origin).href : given;
  const container = (win as Window & { SyncManager?: unknown }).SyncManager
    ? tryOr(() => win.navigator.serviceWorker, undefined) // throws in a sandboxed frame without allow-same-origin
    : undefined;
  const sync = createBackgroundSync(container, worker === 'site' ? worker : trusted(win, toWorkerUrl(worker, win.location.href, options)));
  let isFailing = false;
  if (host.isGranted()) sync.registerWorker();
  host.onOutcome((outcome) => {
    // A withdrawal drops what the page knows at once: the worker goes with it, before the purge ends.
    if (outcome.type === 'dropped' && outcome.reason === 'consent') return sync.unregisterWorker();
    if (outcome.type === 'stored') sync.registerWorker();
    if (outcome.type === 'sent') isFailing = false;
    if (outcome.type !== 'retry') return;
    isFailing = true;
    sync.requestSync();
  });
  win.addEventListener('pagehide', () => isFailing && sync.requestSync());
}
