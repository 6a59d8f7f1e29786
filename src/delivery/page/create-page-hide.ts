import type { Handoff } from './create-handoff.js';
import type { Flusher } from '../send/create-flusher.js';
import type { PageLifecycle } from './create-page-lifecycle.js';
import type { Reporter } from '../create-reporter.js';
import type { Sender } from '../send/create-sender.js';
import type { Tabs } from './create-tabs.js';
import { toRecords } from '../store/create-entry.js';
import type { Queue } from '../store/queue.js';
import type { DeliveryEnv } from '../resolve-delivery-env.js';
import { shouldBeacon } from '../send/should-beacon.js';

/** The parts the page hide works with. */
export interface PageHideParts {
  env: Pick<DeliveryEnv, 'now'>;
  queue: Queue;
  sender: Pick<Sender, 'beacon'>;
  tabs: Tabs;
  reporter: Pick<Reporter, 'report'>;
  handoff: Pick<Handoff, 'leave'>;
  lifecycle: Pick<PageLifecycle, 'isGone' | 'isGoingHome'>;
  flusher: Pick<Flusher, 'updateRecovery'>;
}

/** What the engine does when the page may die. */
export interface PageHide {
  /** The page-hide beacon: what the rule asks for (should-beacon.ts), not yet carried; once the page is gone, what is not stored yet is left in Web Storage too, and only left when a page of ours sends the store. */
  beacon: () => void;
  /** pagehide (`isCached`: into the back/forward cache). */
  onHide: (isCached: boolean) => void;
}

/**
 * The page hide. `beacon`: once the page is gone, what is not stored yet is left in Web Storage for
 * the next page of ours (create-handoff.ts), as its write may never land. With a page of ours to
 * send the store (another tab, the page this one navigates to), that is all: a beacon of it is a
 * copy whenever its write lands as well. Leaving the site, it is beaconed too: a failed beacon and a
 * cut write (Firefox) then lose nothing, and a beacon that worked costs a copy on the next visit
 * only when the write was cut. Where Web Storage refuses, it is beaconed. `onHide`: persist what is only in memory, beacon, tell the other tabs to
 * flush (and to start small when a request is left in flight), and give the lock back. Into the
 * back/forward cache: end the store's transactions (WebKit blocks the database for every page
 * otherwise) and close the channel (a message to a cached page evicts it).
 * @example
 * const pageHide = createPageHide({ env, queue, sender, tabs, reporter, handoff, lifecycle, flusher });
 * pageHide.onHide(false);
 */
export function createPageHide(parts: PageHideParts): PageHide {
  const { env, queue, tabs, lifecycle } = parts;
  const beacon = () => {
    const context = {
      hasPeers: tabs.hasPeers(),
      isGoingHome: lifecycle.isGoingHome(),
      isBackingOff: env.now() < tabs.retryAt() || parts.flusher.updateRecovery(),
      isInMemory: queue.isInMemory(),
    };
    let due = queue.listByAge().filter((entry) => shouldBeacon(entry, context));
    // Every event not stored yet, beaconed before or not: the page's item replaces the one before.
    const unstored = queue.listByAge().filter((entry) => !entry.isStored);
    const isLeft = lifecycle.isGone() && !context.isInMemory && unstored.length > 0 && parts.handoff.leave(toRecords(unstored));
    if (isLeft && (context.hasPeers || context.isGoingHome)) due = due.filter((entry) => entry.isStored);
    parts.sender.beacon(due, (carried, transport) => parts.reporter.report('sent-unconfirmed', carried, { transport }));
  };
  return {
    beacon,
    onHide(isCached) {
      queue.writePending();
      beacon();
      // A request in flight is an answer this page will never read, as uncertain as a slow one: it
      // is announced like one, so the page that sends next starts with small bodies (the batch cap).
      if (queue.listByAge().some((entry) => entry.flight === 'keepalive' || entry.flight === 'fetch')) tabs.backOff(env.now());
      tabs.depart(isCached);
      tabs.giveBackLock();
      if (isCached) queue.closeStore();
    },
  };
}
