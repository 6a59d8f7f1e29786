import type { DeliveryStats, Outcome, TransportState } from './delivery-types.js';
import { createStats } from './create-stats.js';
import type { Entry } from './store/create-entry.js';
import { notifyListeners } from '../lib/notify-listeners.js';
import { addListener } from '../lib/add-listener.js';

/** The counter of `DeliveryStats` each outcome type adds to (`dropped` counts per reason). */
const COUNTER_OF = { stored: 'stored', sent: 'sent', 'sent-unconfirmed': 'sentUnconfirmed', retry: 'retried' } as const;

/** What an outcome says besides its type, nonce and event type. */
type Details<T extends Outcome['type']> = Omit<Extract<Outcome, { type: T }>, 'type' | 'nonce' | 'eventType'>;

/** Counts every outcome and hands it to the listeners. */
export interface Reporter {
  /** Reports one outcome for each entry. */
  report: <T extends Outcome['type']>(type: T, list: Entry[], details: Details<T>) => void;
  onOutcome: (listener: (outcome: Outcome) => void) => () => void;
  /** A copy of the counters, with the size of the queue now. */
  getStats: (queued: number) => DeliveryStats;
  /** Why storage fell back to memory, once. */
  setStorageFallback: (reason: string) => void;
  /** The store went away and was reopened: counted, with the reason. */
  setStorageLost: (reason: string) => void;
  /** Web Locks refused: tabs send without the lock from now on. */
  setLocksRefused: (reason: string) => void;
  /** What the sender found of fetch and sendBeacon, when it changed. */
  setTransport: (state: TransportState) => void;
}

/**
 * The engine's reports: one outcome per event and step, counted in the stats and handed to every
 * listener. A listener that throws does not stop the others, nor delivery.
 * @example
 * const reporter = createReporter();
 * reporter.report('dropped', [entry], { reason: 'max-age' });
 * reporter.getStats(0).dropped['max-age'] // 1
 */
export function createReporter(): Reporter {
  const stats = createStats();
  const listeners = new Set<(outcome: Outcome) => void>();
  // In the order they happened, `locks: …; storage: …`; each comes once (the queue falls back once,
  // the tabs give up the lock once).
  const notDurable = (cause: string, reason: string) => {
    stats.notDurable = (stats.notDurable ? stats.notDurable + '; ' : '') + `${cause}: ${reason}`;
  };
  return {
    report(type, list, details) {
      for (const { event } of list) {
        const outcome = { type, nonce: event.nonce, eventType: event.eventType, ...details } as Outcome;
        if (outcome.type === 'dropped') stats.dropped[outcome.reason]++;
        else stats[COUNTER_OF[outcome.type]]++;
        notifyListeners(listeners, outcome);
      }
    },
    onOutcome: (listener) => addListener(listeners, listener),
    getStats: (queued) => ({ ...stats, dropped: { ...stats.dropped }, queued }),
    setStorageFallback(reason) {
      stats.storageFallback ??= reason;
      notDurable('storage', reason);
    },
    setLocksRefused: (reason) => notDurable('locks', reason),
    setTransport: (state) => (stats.transport = state),
    setStorageLost(reason) {
      stats.storageReopened = (stats.storageReopened ?? 0) + 1;
      stats.storageLost = reason;
    },
  };
}
