import type { DeliveryStats, Outcome, TransportState } from './delivery-types.js';
import type { Entry } from './store/create-entry.js';
/** What an outcome says besides its type, nonce and event type. */
type Details<T extends Outcome['type']> = Omit<Extract<Outcome, {
    type: T;
}>, 'type' | 'nonce' | 'eventType'>;
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
export declare function createReporter(): Reporter;
export {};
