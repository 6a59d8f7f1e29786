import type { Tabs } from '../page/create-tabs.js';
import {
  BATCH_GROWTH,
  FIRST_BATCH_EVENTS,
  FLUSH_INTERVAL_MS,
  RECOVERED_BATCH_EVENTS,
  RETRY_BATCH_EVENTS,
  WARY_MS,
} from '../delivery-options.js';
import type { DeliveryEnv } from '../resolve-delivery-env.js';

/** How many events the next body of this tab may carry (delivery-options.ts says why each number). */
export interface BatchCap {
  /** Notes a new backoff deadline (trouble) if there is one, then says whether a recovery runs. */
  updateRecovery: () => boolean;
  /** The cap for the next body: by answers, and also by time while a recovery runs. */
  forNextBody: (isRecovering: boolean) => number;
  /** A 2xx: the cap by answers grows. */
  afterSent: () => void;
  /** The store is drained: the growth was for a backlog, what comes next starts small again. */
  settle: () => void;
}

/**
 * The batch cap: 8 events to start a drain, four times more per 2xx (not past 8 for WARY_MS
 * after trouble). Trouble (a new backoff deadline: this tab's failed request, or a failure or slow
 * answer any tab announced) sets the cap by answers back to one event, and starts a recovery: the
 * cap is also at most one event, four times more per step of `retryBaseMs` without new trouble,
 * until that bound reaches RECOVERED_BATCH_EVENTS. So the cap grows four times per 2xx and no
 * faster than four times per step: a lossy period that lasts (a lost answer in every few) keeps
 * bodies small by the answers, one that ends is waited out by time. A deadline from before the
 * last interval is old news (a page opened long after).
 * @example
 * const cap = createBatchCap(env, tabs, 1000);
 * pickBatch(waiting, false, cap.forNextBody(cap.updateRecovery()));
 */
export function createBatchCap(env: Pick<DeliveryEnv, 'now'>, tabs: Pick<Tabs, 'retryAt'>, retryBaseMs: number): BatchCap {
  let maxEvents = FIRST_BATCH_EVENTS; // the cap by answers
  let seenDeadline = 0; // the latest backoff deadline this tab has seen (its own or another tab's)
  let troubleAt = -Infinity; // when this tab last saw a new backoff deadline: its recovery starts there
  const recoveryCap = () => RETRY_BATCH_EVENTS * BATCH_GROWTH ** Math.floor((env.now() - troubleAt) / retryBaseMs);

  return {
    updateRecovery() {
      if (tabs.retryAt() > Math.max(seenDeadline, env.now() - FLUSH_INTERVAL_MS)) {
        troubleAt = env.now();
        maxEvents = RETRY_BATCH_EVENTS;
      }
      seenDeadline = tabs.retryAt();
      return recoveryCap() < RECOVERED_BATCH_EVENTS;
    },
    forNextBody: (isRecovering) => (isRecovering ? Math.min(recoveryCap(), maxEvents) : maxEvents),
    afterSent() {
      const isWary = env.now() - troubleAt < WARY_MS;
      maxEvents = isWary ? Math.min(maxEvents * BATCH_GROWTH, FIRST_BATCH_EVENTS) : maxEvents * BATCH_GROWTH;
    },
    settle() {
      maxEvents = Math.min(maxEvents, FIRST_BATCH_EVENTS);
    },
  };
}
