import type { DeliveryStats, DropReason, Outcome } from '../delivery/delivery-types.js';
import type { Problem, VisitEvent } from '../wire/event-types.js';
/** The tracker's outcomes: the engine's, and the drops the tracker decides itself. */
export interface OutcomeHub {
    /** Hands an outcome to the page's listeners (and logs it in the debug build with `debug`). */
    emit: (outcome: Outcome) => void;
    /**
     * An event the tracker drops before the engine (consent, the hold's cap, a repeat, a call that
     * failed the contract's check): reported, with a detail and its problems where it has them, and counted.
     */
    dropEvent: (event: Pick<VisitEvent, 'nonce' | 'eventType'>, reason: DropReason, detail?: string, problems?: Problem[]) => void;
    onOutcome: (listener: (outcome: Outcome) => void) => () => void;
    /** The engine's counters with the tracker's own drops added in. */
    withDrops: (stats: DeliveryStats) => DeliveryStats;
}
/**
 * Where the tracker's outcomes meet: the engine's pass through, and the events the tracker drops
 * itself (held in memory, so the engine never sees them) are reported the same way and counted,
 * so every `dropped` outcome shows in `getStats()` too.
 * @example const hub = createOutcomeHub(options); delivery.onOutcome(hub.emit); hub.dropEvent(event, 'consent');
 */
export declare function createOutcomeHub(options: {
    debug?: boolean;
}): OutcomeHub;
