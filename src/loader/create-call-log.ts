import { createEventStore } from '../delivery/create-event-store.js';
import type { EventStore } from '../delivery/event-store.js';
import type { OutcomeHub } from '../tracker/create-outcome-hub.js';
import type { Consent, TrackerOptions } from '../tracker/tracker-types.js';
import type { Problem } from '../wire/event-types.js';
import { eventTypeOf, type Call } from './call.js';
import { dropRefusedCall } from './drop-refused-call.js';

/** Track calls held in memory before `start()` or while consent is pending; the oldest go first beyond. */
export const MAX_HELD_CALLS = 100;

/** The page's calls until the engine takes them: held, stored, beaconed. */
export interface CallLog {
  /**
   * A call the loader answered: stored at once with consent granted, held before the start or
   * while pending, dropped when denied. `isFirst`: before the calls logged so far (the first view).
   */
  admit: (call: Call, isFirst?: boolean) => void;
  /** Consent settled or changed: with it granted, what was held is stored now; denied, dropped. */
  release: () => void;
  /** Every call, in order, for the engine; the log keeps none after. */
  takeAll: () => Call[];
  /** The engine refused a call the loader had answered: `dropped` (`invalid`, or `skipped` by `beforeSend`), and out of the store. */
  dropAnswered: (call: Call, problems: Problem[]) => void;
  /** The tag's own views not beaconed yet. */
  unbeaconed: () => Call[];
  /** These views went into a beacon: `sent-unconfirmed`. */
  markBeaconed: (calls: Call[]) => void;
  /** Resolves when the first write is over (at once when nothing was written). */
  written: () => Promise<unknown>;
  /** The store the calls go into, made at the first write (the engine's store too). */
  store: () => EventStore;
  countHeld: () => number;
}

/**
 * The loader's record of the page's calls. Writes are grouped per microtask into one IndexedDB
 * transaction (a burst of calls is one write). A failed write keeps the calls in memory: the
 * engine queues them again when it comes, and falls back as it does for its own writes.
 * @example const log = createCallLog({ hub, options, consent: () => 'granted' }); log.admit(call);
 */
export function createCallLog(context: { hub: OutcomeHub; options: TrackerOptions; consent: () => Consent | undefined }): CallLog {
  const { hub } = context;
  let calls: Call[] = [];
  const stored = new WeakSet<Call>();
  const beaconed = new WeakSet<Call>();
  let unwritten: Call[] = [];
  let eventStore: EventStore | undefined;
  let firstWrite: Promise<unknown> | undefined;
  const isTrack = (call: Call) => call.method != 'setVisitorCode';
  const held = () => calls.filter((call) => isTrack(call) && !stored.has(call));
  const drop = (list: Call[], reason: 'consent' | 'max-held') => {
    calls = calls.filter((call) => !list.includes(call));
    list.forEach((call) => hub.dropEvent({ nonce: call.nonce, eventType: eventTypeOf(call) }, reason));
  };
  const writeBatch = () => {
    const batch = unwritten.splice(0);
    return log
      .store()
      .put(batch.map((call) => ({ call, storedAt: call.storedAt })))
      .catch(() => {}); // kept in memory: the engine stores them with its own fallback
  };
  const write = (call: Call) => {
    stored.add(call);
    if (unwritten.push(call) > 1) return; // a write is due in this microtask already
    const writing = Promise.resolve().then(writeBatch);
    firstWrite ??= writing;
  };

  const log: CallLog = {
    admit(call, isFirst) {
      if (isTrack(call) && context.consent() == 'denied') return drop([call], 'consent');
      if (isFirst) calls.unshift(call);
      else calls.push(call);
      if (isTrack(call)) log.release();
    },
    release() {
      const consent = context.consent();
      const waiting = held();
      if (consent == 'granted') waiting.forEach(write);
      else if (consent == 'denied') drop(waiting, 'consent');
      else if (waiting.length > MAX_HELD_CALLS) drop(waiting.slice(0, waiting.length - MAX_HELD_CALLS), 'max-held');
    },
    takeAll() {
      const all = calls;
      calls = [];
      return all;
    },
    dropAnswered: (call, problems) => dropRefusedCall(hub, call, problems, stored.has(call) ? log.store() : undefined),
    unbeaconed: () => calls.filter((call) => call.isOwnView && !beaconed.has(call)),
    markBeaconed(list) {
      list.forEach((call) => {
        beaconed.add(call);
        hub.emit({ type: 'sent-unconfirmed', nonce: call.nonce, eventType: 'PAGE', transport: 'beacon' });
      });
    },
    written: () => firstWrite ?? Promise.resolve(),
    store: () => (eventStore ??= createEventStore()),
    countHeld: () => held().length,
  };
  return log;
}
