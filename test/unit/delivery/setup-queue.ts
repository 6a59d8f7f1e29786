// The createQueue test files' set-up: a queue on a gated memory store, its clock and outcomes.
import { keyOf } from '../../../src/delivery/store/event-store.js';
import type { Outcome } from '../../../src/delivery/delivery-types.js';
import { createQueue, type QueueOptions } from '../../../src/delivery/store/create-queue.js';
import { createReporter } from '../../../src/delivery/create-reporter.js';
import type { Entry } from '../../../src/delivery/store/create-entry.js';
import { createHandoff } from '../../../src/delivery/page/create-handoff.js';
import { createGatedStore, createWebStorage } from './fakes.js';

/** A queue on a gated memory store, with a clock the test sets and every outcome recorded. */
export function setupQueue(options: Partial<QueueOptions> = {}) {
  const gated = createGatedStore();
  const reporter = createReporter();
  const outcomes: Outcome[] = [];
  reporter.onOutcome((outcome) => outcomes.push(outcome));
  const storedBatches: string[][] = [];
  let now = 1_000_000;
  let isPageGone = false;
  const webStorage = createWebStorage();
  const queue = createQueue({
    eventStore: gated.store,
    handoff: createHandoff(() => webStorage),
    reporter,
    env: { now: () => now },
    maxQueueBytes: 5_000_000,
    maxEventAgeMs: 60_000,
    onStored: (list) => storedBatches.push(list.map((entry) => entry.event.nonce)),
    isPageGone: () => isPageGone,
    ...options,
  });
  return {
    ...gated,
    queue,
    reporter,
    storedBatches,
    webStorage,
    setNow: (ms: number) => void (now = ms),
    setPageGone: (gone: boolean) => void (isPageGone = gone),
    nonces: (list: Entry[]) => list.map((entry) => entry.event.nonce),
    storedNonces: async () => (await gated.store.all()).map((record) => keyOf(record)).sort(),
    outcomesOf: (type: Outcome['type']) => outcomes.filter((outcome) => outcome.type === type).map((outcome) => outcome.nonce),
    dropReasons: () => outcomes.flatMap((outcome) => (outcome.type === 'dropped' ? [[outcome.nonce, outcome.reason]] : [])),
  };
}
