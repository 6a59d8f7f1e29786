import type { Delivery } from './delivery-types.js';
import { createFlusher } from './send/create-flusher.js';
import { createHandoff } from './page/create-handoff.js';
import { createPageLifecycle } from './page/create-page-lifecycle.js';
import { createQueue } from './store/create-queue.js';
import { createReporter } from './create-reporter.js';
import { createSender } from './send/create-sender.js';
import { createTabs } from './page/create-tabs.js';
import { createPageHide } from './page/create-page-hide.js';
import type { DeliveryOptions } from './delivery-options.js';
import { resolveDeliveryEnv } from './resolve-delivery-env.js';
import { resolveDeliveryOptions } from './resolve-delivery-options.js';

export type { DeliveryOptions } from './delivery-options.js';
export { deliveryOptionsFrom } from './delivery-options-from.js'; // what a tracker hands the engine it builds

/**
 * The durable delivery engine: events are kept in IndexedDB (one record per nonce) from the
 * moment they are accepted until a 2xx answer confirms them, sent in batches by one tab at a time
 * (Web Locks), retried with backoff, beaconed at page hide, and every outcome is reported. This
 * function only wires the parts together: the queue, the sender, the tabs, the page lifecycle, the
 * page hide and the flush, with the options resolveDeliveryOptions resolves. The rules and why: ARCHITECTURE.md "Delivery rules".
 * @example
 * const delivery = createDelivery({ url: 'https://data.example.com', siteCode: 'demo' });
 * delivery.start();
 * delivery.enqueue({ eventType: 'PRODUCT', nonce: createNonce(), visitorCode: 'v1', ean: '42' });
 */
export function createDelivery(options: DeliveryOptions): Delivery {
  const env = resolveDeliveryEnv(options);
  const settings = resolveDeliveryOptions(options);
  const reporter = createReporter();
  const handoff = createHandoff(() => env.webStorage);
  const queue = createQueue({
    ...settings, // the store and the caps
    handoff,
    reporter,
    env,
    isPageGone: () => lifecycle.isGone(),
    // Chromium tears a tab down without pagehide when it was closed before the browser knew of a
    // pagehide listener (closed in its first moments, before or while the tag loads); the page runs
    // on for some tens of milliseconds, long enough to start the tag and track, then dies. The one
    // sign it may give: the page's IndexedDB connection closed under it (`AbortError: The connection
    // was closed.`, no pagehide before or after). So that failure does at once what the page hide
    // that never comes would do: beacon by the page-hide rule (a beacon sent then still reaches the
    // server). Site data cleared under a live page gives the same error: a copy of each event then.
    onStoreLost(error) {
      if ((error as Error | undefined)?.name === 'AbortError') pageHide.beacon();
    },
    ...(__DEV__ && { debug: options.debug }),
    onCalls: options.onCalls,
    // When a page of ours sends the store if this one goes away (another tab, or the page this one
    // navigates to), a moment later: a page that goes away right after tracking then has no request
    // in flight whose answer it cannot read (the next page would send a copy). Alone, at once: what
    // is unsent at page hide is beaconed (a copy too). A flush already due, or a backoff, is not
    // moved, so steady tracking cannot starve it.
    onStored() {
      if (flusher.isScheduled()) return;
      const isCovered = tabs.hasPeers() || lifecycle.isGoingHome();
      flusher.schedule(settings.debounceMs(isCovered));
    },
  });
  const sender = createSender(env, options.url, options.siteCode, (state) => {
    reporter.setTransport(state);
    if (__DEV__ && options.debug) console.warn('[visit-tag] transport:', state);
  });
  const tabs = createTabs(env, {
    onPeerLeft: () => void flush(),
    onLocksRefused(error) {
      reporter.setLocksRefused(String(error));
      if (__DEV__ && options.debug) console.warn('[visit-tag] Web Locks refused: flushing without the lock after', error);
    },
    onPeerCarries: queue.forgetCarriedByPeer,
  });
  const lifecycle = createPageLifecycle(env, {
    onHide: (isCached) => pageHide.onHide(isCached), // create-page-hide.ts
    // Beaconed or in flight when the page was cached, never confirmed: resent, same nonces.
    onRestore() {
      handoff.recall(); // this page writes them again itself
      tabs.arrive();
      queue.reopen();
      void flush();
    },
    freeze: () => tabs.depart(false),
    resume: () => tabs.greet(),
    // Chromium fires it after pagehide when leaving: flush() does nothing then (a flush would run
    // its lock and IndexedDB callbacks in the frozen page, and Chromium evicts it).
    visibilitychange: () => void flush(),
    // Back online: the backoff ends, and a recovery starts in every tab (a network that has just come
    // back is often flaky, and the backlog of the offline period would otherwise go in one body).
    online() {
      tabs.endBackoff();
      tabs.backOff(env.now());
      void flush();
    },
  });
  const flusher = createFlusher({
    ...settings, // the backoff's steps
    env,
    queue,
    sender,
    tabs,
    reporter,
    // Stopped (consent pending or denied) counts as gone: no request, whatever was under way.
    isPageGone: () => lifecycle.isGone() || state === 'stopped',
  });
  const flush = () => flusher.flush();
  const pageHide = createPageHide({ env, queue, sender, tabs, reporter, handoff, lifecycle, flusher });
  let interval: ReturnType<typeof setInterval> | undefined;
  // Built: flushes only when asked (tests, Node); running: its triggers are installed; stopped: sends nothing.
  let state: 'built' | 'running' | 'stopped' = 'built';

  return {
    // Tracked after page hide (a pagehide listener that runs after ours, unload): the page-hide
    // beacon has left, and a page going into the back/forward cache writes nothing until pageshow,
    // so the event leaves in a beacon of its own; if the cache evicts the page, that is its only copy.
    enqueue(event, storedAt) {
      queue.admit(event, storedAt);
      if (lifecycle.isGone()) pageHide.beacon();
    },
    flush,
    onOutcome: reporter.onOutcome,
    getStats: () => reporter.getStats(queue.countQueued()),
    async getQueued() {
      await queue.readStore();
      return queue.listByAge().map((entry) => entry.event);
    },
    purge() {
      tabs.endBackoff(); // its Web Storage item goes with the store
      return queue.purge();
    },
    // start() and stop() may come in any order, any number of times (consent answers).
    start() {
      if (state === 'running') return;
      state = 'running';
      queue.open(); // after a purge
      lifecycle.watch();
      tabs.arrive();
      interval = setInterval(() => void flush(), settings.flushIntervalMs);
      void flush();
    },
    stop() {
      const wasRunning = state === 'running';
      state = 'stopped';
      if (!wasRunning) return;
      clearInterval(interval);
      flusher.cancelScheduled();
      lifecycle.unwatch();
      tabs.depart(true);
    },
  };
}
