import { createCallWriter } from './create-call-writer.js';
import type { OutcomeHub } from './create-outcome-hub.js';
import type { Consent, TrackerOptions } from '../types/tracker-types.js';
import { eventTypeOf, type Call } from './call.js';
import { MAX_HELD_EVENTS } from '../delivery/delivery-options.js';

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
export function createCallLog(context: { hub: OutcomeHub; options: TrackerOptions; consent: () => Consent | undefined }): CallLog {
  const { hub } = context;
  let calls: Call[] = [];
  const stored = new WeakSet<Call>();
  const beaconed = new WeakSet<Call>();
  const unwritten: Call[] = [];
  const writer = createCallWriter();
  let firstWrite: Promise<unknown> | undefined;
  const isTrack = (call: Call) => call.method !== 'setVisitorCode';
  const held = () => calls.filter((call) => isTrack(call) && !stored.has(call));
  const drop = (list: Call[], reason: 'consent' | 'max-held') => {
    calls = calls.filter((call) => !list.includes(call));
    list.forEach((call) => hub.dropEvent({ nonce: call.nonce, eventType: eventTypeOf(call) }, reason));
  };
  const writeBatch = () => {
    const batch = unwritten.splice(0);
    // Durable: `stored`, as the engine says it of its events. A failure keeps them in memory: the
    // engine stores them again, with its own fallback.
    return writer.write(batch.map((call) => ({ call, storedAt: call.storedAt }))).then(
      () => batch.forEach((call) => hub.emit({ type: 'stored', nonce: call.nonce, eventType: eventTypeOf(call) })),
      () => batch.forEach((call) => stored.delete(call)),
    );
  };
  const write = (call: Call) => {
    stored.add(call);
    if (unwritten.push(call) > 1) return; // a write is due in this microtask already
    const writing = Promise.resolve().then(writeBatch);
    firstWrite ??= writing;
  };

  const log: CallLog = {
    admit(call, isFirst) {
      if (isTrack(call) && context.consent() === 'denied') return drop([call], 'consent');
      if (isFirst) calls.unshift(call);
      else calls.push(call);
      if (isTrack(call)) log.releaseHeld();
    },
    releaseHeld() {
      const consent = context.consent();
      const waiting = held();
      if (consent === 'granted') waiting.forEach(write);
      else if (consent === 'denied') drop(waiting, 'consent');
      else if (waiting.length > MAX_HELD_EVENTS) drop(waiting.slice(0, waiting.length - MAX_HELD_EVENTS), 'max-held');
    },
    isStored: (call) => stored.has(call),
    takeAll() {
      const all = calls;
      calls = [];
      return all;
    },
    unbeaconed: () => calls.filter((call) => call.isOwnView && !beaconed.has(call)),
    markBeaconed(list) {
      list.forEach((call) => {
        beaconed.add(call);
        hub.emit({ type: 'sent-unconfirmed', nonce: call.nonce, eventType: 'PAGE', transport: 'beacon' });
      });
    },
    whenWritten: () => firstWrite ?? Promise.resolve(),
    close: writer.close,
    countHeld: () => held().length,
  };
  return log;
}
