import type { DrainReport } from '../../src/delivery/worker/drain-queue.js';
import { DRAIN_CHANNEL } from '../../src/delivery/worker/drain-queue.js';
import { SYNC_TAG } from '../../src/delivery/page/create-background-sync.js';
import { h } from './h.js';
import { panel } from './panel.js';
import { replaceChildren } from './replace-children.js';
import { stat } from './stat.js';

/** A registration where the browser has Background Sync: its pending sync tags. */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]>; register(tag: string): Promise<void> } };

/** The state of a registration's newest worker, as a word. */
const stateOf = (registration: ServiceWorkerRegistration | undefined): string =>
  !registration
    ? 'none'
    : registration.active
      ? 'active'
      : registration.waiting
        ? 'waiting'
        : registration.installing
          ? 'installing'
          : 'none';

/** One drain report as a line: what it sent, what it left, why. */
const describeDrain = (report: DrainReport): string =>
  `${new Date(report.at).toLocaleTimeString()}: ${report.sent} sent, ${report.left} left${report.error ? ` (${report.error})` : ''}`;

/**
 * The "Background drain" panel (docs/background-sync.md): whether this browser has Background
 * Sync, the tag's worker (its registration under `visit-tag-sw/` and its state), whether a sync of
 * `visit-tag-flush` is pending, and the drains the worker reported on its channel. "Ask for a
 * sync" registers one as the tag does after a failed send: with this page open, the worker leaves
 * the sending to it, and its report says so.
 * @example document.body.append(mountWorkerPanel());
 */
export function mountWorkerPanel(refreshMs = 1000): HTMLElement {
  const stats = h('dl', { class: 'stats', id: 'worker-stats' });
  const drains = h('ol', { class: 'log', id: 'worker-drains', reversed: true });
  const hasSync = 'SyncManager' in window && 'serviceWorker' in navigator;
  const registration = async (): Promise<SyncRegistration | undefined> =>
    hasSync
      ? (await navigator.serviceWorker.getRegistrations()).find((r) => new URL(r.scope).pathname.endsWith('/visit-tag-sw/'))
      : undefined;
  const refresh = async (): Promise<void> => {
    const found = await registration().catch(() => undefined);
    const tags = (await found?.sync?.getTags().catch(() => [])) ?? [];
    replaceChildren(
      stats,
      stat('background sync', hasSync ? 'yes' : 'no (this browser: the next visit sends)', 'data-worker'),
      stat('worker', found ? `${stateOf(found)} (${new URL(found.scope).pathname})` : 'none', 'data-worker'),
      stat('sync pending', tags.includes(SYNC_TAG) ? 'yes' : 'no', 'data-worker'),
    );
  };
  if (typeof BroadcastChannel == 'function') {
    new BroadcastChannel(DRAIN_CHANNEL).onmessage = ({ data }: MessageEvent<DrainReport>) => {
      drains.prepend(h('li', { 'data-drain': data.error ? 'left' : 'done' }, describeDrain(data)));
    };
  }
  const ask = h(
    'button',
    {
      type: 'button',
      id: 'worker-sync',
      disabled: !hasSync,
      onclick: () => void registration().then((found) => found?.sync?.register(SYNC_TAG)),
    },
    'Ask for a sync',
  );
  setInterval(() => void refresh(), refreshMs);
  void refresh();
  return panel(
    'worker',
    'Background drain',
    'The tag’s service worker (data-background-sync): it sends what the last page left once no page of the site is open.',
    stats,
    h('div', { class: 'row' }, ask),
    h('h3', {}, 'Drains the worker reported'),
    drains,
  );
}
