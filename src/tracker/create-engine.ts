import { isConsentState } from '../consent/is-consent-state.js';
import type { Delivery } from '../delivery/delivery-types.js';
import type { VisitEvent } from '../wire/event-types.js';
import { validateEvent } from '../wire/validate-event.js';
import { createProblem } from '../wire/create-problem.js';
import { guardMethods } from './guard-methods.js';
import { prepareEvent } from './prepare-event.js';
import { applyBeforeSend } from './apply-before-send.js';
import { buildEngineDelivery } from './build-engine-delivery.js';
import { createEventStore } from '../delivery/create-event-store.js';
import { createStats } from '../delivery/create-stats.js';
import { startVisitor, type CookieJar } from './start-visitor.js';
import { decorateLinks } from './decorate-links.js';
import { checkVisitorCode } from './check-visitor-code.js';
import { parseVisitState, formatVisitState, nextVisit, ACTIVITY_WRITE_MS, VISIT_TIMEOUT_MS, type VisitState } from './visit-state.js';
import { collectStaticData } from './collect-static-data.js';
import { createRemoteData, whenRemoteData } from './create-remote-data.js';
import { trackCollected } from './track-collected.js';
import { replayCall } from './replay-call.js';
import { withdrawConsent } from './withdraw-consent.js';
import { createOrphanAdoption } from './adopt-orphans.js';
import { dropRefusedCall } from '../loader/drop-refused-call.js';
import type { Consent, TrackResult } from './tracker-types.js';
import type { Engine, EngineParts } from '../loader/engine-types.js';
import type { Call } from '../loader/call.js';

/** Events held in memory before start() or while consent is pending; the oldest go first beyond. */
const MAX_HELD_EVENTS = 100;

/** What start() sets up, all at once: present exactly when the engine has started. */
interface Started {
  win: Window;
  jar: CookieJar;
  delivery?: Delivery; // made when consent is first granted or denied: it opens IndexedDB, which pending forbids
}

/**
 * The engine behind the loader: every call the loader answered, and every call after, goes
 * through `replay`, which runs it through the same steps, synchronously: `prepareEvent` (the
 * visitor, the call's nonce, redaction), `validateEvent`, the site's `beforeSend` (validated
 * again when it changed the event), the visit (a new one sends STATICDATA first), then the consent
 * gate (held in memory while pending or before `start()`, dropped when denied, else queued). So
 * nothing unredacted or invalid is ever stored as an event. Every method catches its own errors.
 * @example
 * const engine = createEngine({ options, hub, store: createEventStore(), createNonce, page: createNonce() });
 * engine.start('granted', Date.now());
 * engine.replay(call); // '9f1c0a7e3b5d2468'
 */
export function createEngine(parts: EngineParts): Engine {
  const { options, hub } = parts;
  let started: Started | undefined;
  let consent: Consent | undefined;
  let visitorCode: string | undefined;
  let visit: VisitState | undefined;
  let held: Array<{ event: VisitEvent; at: number }> = [];
  const now = () => (options.now ?? Date.now)();
  const drop = hub.dropEvent;
  const getRemoteData = createRemoteData(options);

  const track = (input: Record<string, unknown>, at: number): TrackResult => {
    const prepared = prepareEvent(input, visitorCode, options.redactQuery);
    // Before start() the visitor code may not be known yet: it is filled in when the event leaves memory.
    const validate = (event: Record<string, unknown>) => validateEvent(event, { visitorCodeInQuery: !started });
    let problems = validate(prepared);
    if (problems.length) return problems;
    const event = applyBeforeSend(prepared as VisitEvent, options.beforeSend, options);
    if (!event) return [createProblem('', 'skipped', 'skipped by beforeSend')];
    if (event !== prepared) problems = validate(event); // the hook changed it
    if (problems.length) return problems;
    if (started && event.eventType !== 'STATICDATA') touchVisit(at);
    if (__DEV__ && options.debug) console.info('[visit-tag] track', event);
    dispatch(event as VisitEvent, at);
    return event.nonce as string;
  };

  const dispatch = (event: VisitEvent, at: number) => {
    if (consent === 'denied') drop(event, 'consent');
    else if (started?.delivery && consent === 'granted') started.delivery.enqueue(event, at);
    else if (held.push({ event, at }) > MAX_HELD_EVENTS) drop(held.shift()!.event, 'max-held');
  };

  const sendStaticData = (at: number, timeSincePreviousVisit?: number) =>
    trackCollected((input) => track({ ...input, nonce: parts.createNonce() }, at), {
      eventType: 'STATICDATA',
      ...collectStaticData(started!.win, options),
      visitNumber: visit!.visitNumber,
      timeSincePreviousVisit,
    });

  // A visit ends after visitTimeoutMs without events; the next event starts the next visit and
  // sends STATICDATA first. The cookie is read each time, so tabs of one visitor share visits.
  const touchVisit = (at: number) => {
    const stored = parseVisitState(started!.jar.read());
    const step = nextVisit(stored, visit, visitorCode!, at, options.visitTimeoutMs ?? VISIT_TIMEOUT_MS);
    visit = step.visit;
    if (step.isNew || !stored || at - stored.lastActivity > ACTIVITY_WRITE_MS) saveVisit();
    if (step.isNew) sendStaticData(at, step.previous && at - step.previous.lastActivity);
  };

  // Nothing is written while consent is pending or denied.
  const saveVisit = () => {
    if (consent === 'granted' && visit) started!.jar.write(formatVisitState({ ...visit, visitorCode: visitorCode! }));
  };

  // Any answer, in any order, any number of times. Delivery is built at the first grant or denial;
  // it opens no storage until it stores something.
  const applyConsent = () => {
    const current = started!;
    if (consent === 'pending') return current.delivery?.stop();
    if (!current.delivery) {
      current.delivery = options.delivery ?? buildEngineDelivery(options, store, (records) => adoptOrphans(records, now()));
      // A call the loader stored was reported `stored` then: not again when its event replaces it.
      current.delivery.onOutcome((outcome) => {
        if (outcome.type !== 'stored' || !reportedStored.delete(outcome.nonce)) hub.emit(outcome);
      });
    }
    const delivery = current.delivery;
    const release = held;
    held = [];
    if (consent === 'granted') {
      delivery.start();
      saveVisit();
      release.forEach(({ event, at }) => delivery.enqueue({ ...event, visitorCode: event.visitorCode ?? visitorCode }, at));
    } else {
      const events = release.map(({ event }) => event);
      withdrawConsent(delivery, events, drop, current.jar);
    }
  };

  const store = options.storage ?? createEventStore();
  const reportedStored = new Set<string>();
  const adoptOrphans = createOrphanAdoption(parts.page, (call: Call) => engine.adoptCalls([call]));

  const engine: Engine = {
    start(given, at, firstView) {
      if (started) return undefined;
      const win = options.window ?? window;
      consent ??= given;
      const visitor = startVisitor(win, options, options.cookieName || 'visitTag', at, visitorCode, parts.createNonce);
      ({ visitorCode, visit } = visitor);
      started = { win, jar: visitor.jar };
      // STATICDATA first, the first view, then what the page tracked before, as if tracked now.
      const early = held;
      held = [];
      touchVisit(at);
      if (firstView) engine.replay(firstView);
      held.push(...early.map((entry) => ({ event: entry.event, at: Math.max(entry.at, at) })));
      applyConsent();
      if (options.linkDomains)
        decorateLinks(win, options.linkDomains, () => consent === 'granted' && { ...visit!, visitorCode: visitorCode! }, now);
      return undefined;
    },
    adoptCalls(calls, isStored = () => true) {
      for (const call of calls) {
        if (isStored(call) && call.page === parts.page) reportedStored.add(call.nonce); // this page's loader said `stored`
        const result = engine.replay(call);
        if (typeof result != 'string' && result && call.method !== 'setVisitorCode') {
          dropRefusedCall(hub, call, result, isStored(call) ? store : undefined);
        }
      }
    },
    replay: (call) => (call.method === 'setVisitorCode' ? engine.setVisitorCode(call.args[0] as string) : replayCall(call, track, options)),
    setVisitorCode(code) {
      const problems = checkVisitorCode(code);
      if (problems.length) return problems;
      if (code !== visitorCode) {
        visitorCode = code;
        // The service knows a visitor's browser only from STATICDATA: tell it about the new code.
        if (started) {
          saveVisit();
          sendStaticData(now());
        }
      }
      return undefined;
    },
    getVisitorCode: () => visitorCode ?? '',
    getCookieDomain: () => started?.jar.domain(),
    setConsent(value) {
      if (!isConsentState(value)) return [createProblem('consent', 'enum', 'expected granted, pending or denied')];
      // Applying the same state again would start the engine twice.
      if (value !== consent) {
        consent = value;
        if (started) applyConsent();
      }
      return undefined;
    },
    getConsent: () => consent ?? 'pending',
    retrieveDataFromRemoteSource: (key, callback) => whenRemoteData(getRemoteData, key, callback, options),
    getRemoteData,
    getStats: () => ({ ...hub.withDrops(started?.delivery?.getStats() ?? createStats()), held: held.length }),
    flush: () => Promise.resolve(started?.delivery?.flush()).catch(() => {}), // resolves whatever happens: a rejection would reach the page
    getQueued: () =>
      Promise.resolve(started?.delivery?.getQueued()).then(
        (stored = []) => [...stored, ...held.map(({ event }) => event)],
        () => held.map(({ event }) => event),
      ),
  };
  // The loader's guard logs what the site's calls were refused: this one only keeps errors in.
  return guardMethods(engine, {});
}
