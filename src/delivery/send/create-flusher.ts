import type { Queue } from '../store/queue.js';
import type { Reporter } from '../create-reporter.js';
import type { Sender } from './create-sender.js';
import type { Tabs } from '../page/create-tabs.js';
import { noncesOf, type Entry } from '../store/create-entry.js';
import { FLUSH_INTERVAL_MS, LOCK_RETRY_MS, SLOW_ANSWER_MS } from '../delivery-options.js';
import { createBatchCap } from './create-batch-cap.js';
import { nextRetryDelay } from './next-retry-delay.js';
import { pickBatch } from './pick-batch.js';
import type { DeliveryEnv } from '../resolve-delivery-env.js';

/** The parts a flush works with, and its backoff steps. */
export interface FlusherParts {
  env: Pick<DeliveryEnv, 'now' | 'random' | 'isHidden'>;
  queue: Queue;
  sender: Sender;
  tabs: Tabs;
  reporter: Reporter;
  isPageGone: () => boolean;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** When and how this tab sends what is stored. */
export interface Flusher {
  /** Sends what is stored now (respecting the backoff); resolves when this attempt is over. */
  flush: () => Promise<void>;
  /** Flushes `ms` from now, or when the backoff or the recovery's pause ends if that is later; replaces a flush already due. */
  schedule: (ms: number) => void;
  /** A flush is due (a store's debounce, a backoff, a busy lock). */
  isScheduled: () => boolean;
  cancelScheduled: () => void;
  /** Notes a backoff deadline announced since the last round (it starts a recovery and resets the batch cap), then says whether a recovery runs: the service had trouble a moment ago, so stored events wait for a page of ours. */
  updateRecovery: () => boolean;
}

/**
 * The flush: one at a time per tab, under the tabs' flush lock, in rounds until nothing is left.
 * Each round reads the store (only the keys of its body while the view is fresh), applies the caps
 * (the batch cap too: create-batch-cap.ts) and sends one body; the answer decides: sent
 * (forgotten), split (413: halves, the first the larger, until each fits), rejected (dropped) or
 * retry (full-jitter backoff, Retry-After as its floor, shared with the other tabs).
 * @example
 * const flusher = createFlusher({ env, queue, sender, tabs, reporter, isPageGone, retryBaseMs: 1000, retryMaxMs: 60000 });
 * await flusher.flush();
 */
export function createFlusher(parts: FlusherParts): Flusher {
  const { env, queue, sender, tabs, reporter } = parts;
  let flushing: Promise<void> | undefined;
  let isAskedAgain = false; // flush() was called while a flush ran: look once more at the end
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0; // consecutive failed requests of this tab: the backoff's step
  const cap = createBatchCap(env, tabs, parts.retryBaseMs); // how many events the next body may carry
  let isPaced = false; // the round's body was capped by the recovery, so the next request waits a step
  let pausedUntil = 0; // while recovering, the next request waits until then (a flush due then is scheduled)
  let viewReadAt = -Infinity; // when this tab last read the whole store into its view

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = undefined;
        void flush();
      },
      Math.max(ms, tabs.retryAt() - env.now(), pausedUntil - env.now()),
    );
  };

  // One body, and whatever its answer asks for. True when the flush may go on with the next body.
  const send = async (list: Entry[], isKeepalive: boolean): Promise<boolean> => {
    // Gone or stopped since the round began (consent withdrawn while the store was read, or between halves).
    if (parts.isPageGone()) return false;
    const sentAt = env.now();
    tabs.carry(noncesOf(list));
    const { verdict, status, retryAfterMs, transport } = await sender.post(list, isKeepalive);
    if (verdict === 'sent') {
      failures = 0;
      cap.afterSent();
      if (isPaced) {
        pausedUntil = sentAt + parts.retryBaseMs;
        schedule(0);
      }
      // A slow answer is a warning, like a failure without the wait: every tab's next bodies are small
      // again (a page that dies with a request in flight costs a copy of each event in it).
      if (env.now() - sentAt > SLOW_ANSWER_MS) tabs.backOff(env.now());
      reporter.report('sent', list.filter(queue.isQueued), { status, transport });
      void queue.forget(list); // IndexedDB runs it before the next round's read
      return true;
    }
    if (verdict === 'split') {
      const half = (list.length + 1) >> 1;
      return (await send(list.slice(0, half), isKeepalive)) && send(list.slice(half), isKeepalive);
    }
    if (verdict === 'rejected') {
      void queue.discard(list, 'rejected', `status ${status}`);
      return true;
    }
    const delayMs = nextRetryDelay(++failures, env.random, retryAfterMs, parts.retryBaseMs, parts.retryMaxMs);
    tabs.backOff(env.now() + delayMs); // the other tabs wait as well: a 429's Retry-After is for the whole site
    schedule(0);
    const reason = status ? `status ${status}` : 'network';
    reporter.report('retry', list.filter(queue.isQueued), { reason, attempt: failures, delayMs });
    return false;
  };

  // One request per round: read the store, apply the caps, send the oldest visitor's oldest events.
  // The whole store is read when the view is older than FLUSH_INTERVAL_MS, or has nothing left to
  // send; in between, only the keys of the body are looked up, so that nothing another tab has
  // sent or dropped, or a withdrawal erased, leaves (a read of the whole store per body made a
  // drain in small bodies take time in the square of the backlog).
  const round = async (): Promise<boolean> => {
    const isViewRead = env.now() - viewReadAt >= FLUSH_INTERVAL_MS;
    if (isViewRead) {
      viewReadAt = env.now();
      await queue.readStore();
    }
    isPaced = cap.updateRecovery();
    const batch = pickBatch(queue.takeSendable(), env.isHidden(), cap.forNextBody(isPaced));
    void queue.discard(batch.oversized, 'oversized');
    const picked = isViewRead ? batch.picked : await queue.confirmStored(batch.picked);
    if (picked.length) return send(picked, batch.isKeepalive);
    if (!isViewRead) {
      viewReadAt = -Infinity;
      return round();
    }
    // Drained: a burst tracked later is the body most exposed to a fault that began meanwhile.
    cap.settle();
    return false;
  };

  const rounds = async () => {
    const mayGoOn = async () => {
      if (parts.isPageGone()) return false;
      // A backoff or the recovery's pause: a flush asked for sooner, or a timer that fired a moment
      // early by the clock, comes back when it ends (not only at the next interval).
      if (env.now() < Math.max(tabs.retryAt(), pausedUntil)) {
        schedule(0);
        return false;
      }
      return (await round()) || isAskedAgain;
    };
    do {
      isAskedAgain = false;
      queue.writePending(); // IndexedDB runs this write before the round's read, and its callbacks first
    } while (await mayGoOn());
  };

  function flush(): Promise<void> {
    if (parts.isPageGone()) return Promise.resolve(); // pageshow flushes again
    if (flushing) {
      isAskedAgain = true;
      return flushing;
    }
    isAskedAgain = false;
    flushing = tabs
      .whileHoldingLock(rounds, () => schedule(LOCK_RETRY_MS))
      .catch((error: unknown) => {
        if (!parts.isPageGone()) queue.fallBack(error);
      })
      .then(() => {
        flushing = undefined;
        if (isAskedAgain) void flush(); // asked again after the last round had looked
      });
    return flushing;
  }

  return {
    flush,
    schedule,
    isScheduled: () => timer !== undefined,
    updateRecovery: cap.updateRecovery, // a deadline another tab announced since this tab's last round counts as well
    cancelScheduled() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
