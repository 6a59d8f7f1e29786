import type { DeliveryStats, DropReason, Outcome } from '../delivery/delivery-types.js';
import type { Problem, VisitEvent } from '../wire/event-types.js';
import { addListener } from '../lib/add-listener.js';
import { notifyListeners } from '../lib/notify-listeners.js';

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
export function createOutcomeHub(options: { debug?: boolean }): OutcomeHub {
  const listeners = new Set<(outcome: Outcome) => void>();
  const drops: Partial<Record<DropReason, number>> = {};
  const emit = (outcome: Outcome) => {
    if (__DEV__ && options.debug) console.info('[visit-tag]', outcome.type, outcome);
    notifyListeners(listeners, outcome);
  };
  return {
    emit,
    dropEvent(event, reason, detail, problems) {
      drops[reason] = (drops[reason] ?? 0) + 1;
      emit({ type: 'dropped', nonce: event.nonce, eventType: event.eventType, reason, detail, problems });
    },
    onOutcome: (listener) => addListener(listeners, listener),
    withDrops(stats) {
      const dropped = { ...stats.dropped };
      for (const reason of Object.keys(drops) as DropReason[]) dropped[reason] += drops[reason]!;
      return { ...stats, dropped };
    },
  };
}
