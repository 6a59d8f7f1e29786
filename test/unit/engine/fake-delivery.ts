import type { Delivery, Outcome } from '../../../src/delivery/delivery-types.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { createStats } from '../../../src/delivery/create-stats.js';

/** A Delivery that records what the tracker hands it (unit tests only; browser tests use the real engine). */
export function createFakeDelivery() {
  const events: VisitEvent[] = [];
  const calls: string[] = [];
  const listeners = new Set<(outcome: Outcome) => void>();
  const delivery: Delivery & { events: VisitEvent[]; calls: string[] } = {
    events,
    calls,
    enqueue: (event) => void events.push(event),
    flush: async () => void calls.push('flush'),
    onOutcome(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStats: () => ({
      stored: events.length,
      sent: 0,
      sentUnconfirmed: 0,
      retried: 0,
      queued: events.length,
      dropped: createStats().dropped,
    }),
    getQueued: async () => [...events],
    async purge() {
      calls.push('purge');
      for (const event of events.splice(0)) {
        listeners.forEach((l) => l({ type: 'dropped', nonce: event.nonce, eventType: event.eventType, reason: 'consent' }));
      }
    },
    start: () => void calls.push('start'),
    stop: () => void calls.push('stop'),
  };
  return delivery;
}
