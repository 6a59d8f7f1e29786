import type { OutcomeHub } from './create-outcome-hub.js';
import type { Consent, TrackerOptions } from '../types/tracker-types.js';
import { type Call } from './call.js';
/** The page's calls until the engine takes them: held, stored, beaconed. */
export interface CallLog {
    /**
     * A call the loader answered: stored at once with consent granted, held before the start or
     * while pending, dropped when denied. `isFirst`: before the calls logged so far (the first view).
     */
    admit: (call: Call, isFirst?: boolean) => void;
    /** Consent settled or changed: with it granted, what was held is stored now; denied, dropped. */
    releaseHeld: () => void;
    /** Every call, in order, for the engine; the log keeps none after. */
    takeAll: () => Call[];
    /** Whether a call is in the store (its write landed, or is under way). */
    isStored: (call: Call) => boolean;
    /** The tag's own views not beaconed yet. */
    unbeaconed: () => Call[];
    /** These views went into a beacon: `sent-unconfirmed`. */
    markBeaconed: (calls: Call[]) => void;
    /** Resolves when the first write is over (at once when nothing was written). */
    whenWritten: () => Promise<unknown>;
    /** The engine has taken over: the log's connection to the store closes. */
    close: () => void;
    countHeld: () => number;
}
/**
 * The loader's record of the page's calls. Writes are grouped per microtask into one IndexedDB
 * transaction (a burst of calls is one write). A failed write keeps the calls in memory: the
 * engine queues them again when it comes, and falls back as it does for its own writes.
 * @example const log = createCallLog({ hub, options, consent: () => 'granted' }); log.admit(call);
 */
export declare function createCallLog(context: {
    hub: OutcomeHub;
    options: TrackerOptions;
    consent: () => Consent | undefined;
}): CallLog;
