import type { Delivery } from '../delivery/delivery-types.js';
import type { VisitEvent } from '../wire/event-types.js';
import { validateEvent } from '../wire/validate-event.js';
import { createProblem } from '../wire/create-problem.js';
import { guardMethods } from './guard-methods.js';
import { createTrackMethods, type TrackMethods } from './create-track-methods.js';
import { prepareEvent } from './prepare-event.js';
import { applyBeforeSend } from './apply-before-send.js';
import { createDelivery } from '../delivery/create-delivery.js';
import { createEventStore } from '../delivery/create-event-store.js';
import { createStats } from '../delivery/create-stats.js';
import { startVisitor, type CookieJar } from './start-visitor.js';
import { decorateLinks } from './decorate-links.js';
import { checkVisitorCode } from './check-visitor-code.js';
import { parseVisitState, formatVisitState, nextVisit, ACTIVITY_WRITE_MS, VISIT_TIMEOUT_MS, type VisitState } from './visit-state.js';
import { collectStaticData } from './collect-static-data.js';
import { collectPageView } from './collect-page-view.js';
import { buildCustomData } from './build-custom-data.js';
import { createRemoteData, whenRemoteData } from './create-remote-data.js';
import { trackCollected } from './track-collected.js';
import { withdrawConsent } from './withdraw-consent.js';
import { createOrphanAdoption } from './adopt-orphans.js';
import { dropRefusedCall } from '../loader/drop-refused-call.js';
import type { Consent, TrackResult } from './tracker-types.js';
import type { Engine, EngineParts } from '../loader/engine-types.js';
import type { Call } from '../loader/call.js';

/** Events held in memory before start() or while consent is pending; the oldest go first beyond. */
const MAX_HELD_EVENTS = 100;
const CONSENTS: unknown[] = ['granted', 'pending', 'denied'];

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
    if (event != prepared) problems = validate(event); // the hook changed it
    if (problems.length) return problems;
    if (started && event.eventType != 'STATICDATA') touchVisit(at);
    if (__DEV__ && options.debug) console.info('[visit-tag] track', event);
    dispatch(event as VisitEvent, at);
    return event.nonce as string;
  };

  const dispatch = (event: VisitEvent, at: number) => {
    if (consent == 'denied') drop(event, 'consent');
    else if (started?.delivery && consent == 'granted') started.delivery.enqueue(event, at);
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
    if (consent == 'granted' && visit) started!.jar.write(formatVisitState({ ...visit, visitorCode: visitorCode! }));
  };

  // Any answer, in any order, any number of times. Delivery is built at the first grant or denial;
  // it opens no storage until it stores something.
  const applyConsent = () => {
    const current = started!;
    if (consent == 'pending') return current.delivery?.stop();
    if (!current.delivery) {
      current.delivery = options.delivery ?? buildDelivery();
      // A call the loader stored was reported `stored` then: not again when its event replaces it.
      current.delivery.onOutcome((outcome) => {
        if (outcome.type != 'stored' || !reportedStored.delete(outcome.nonce)) hub.emit(outcome);
      });
    }
    const delivery = current.delivery;
    const release = held;
    held = [];
    if (consent == 'granted') {
      delivery.start();
      saveVisit();
      release.forEach(({ event, at }) => delivery.enqueue({ ...event, visitorCode: event.visitorCode ?? visitorCode }, at));
    } else {
      withdrawConsent(
        delivery,
        release.map(({ event }) => event),
        drop,
        current.jar,
      );
    }
  };

  const buildDelivery = () => {
    const delivery = createDelivery({
      ...options.deliveryEnv,
      url: options.url!,
      siteCode: options.siteCode!,
      storage: store,
      fetch: options.fetch ?? options.deliveryEnv?.fetch,
      now: options.now ?? options.deliveryEnv?.now,
      maxQueueBytes: options.maxQueueBytes,
      maxEventAgeMs: options.maxEventAgeMs,
      flushIntervalMs: options.flushIntervalMs,
      flushDebounceMs: options.flushDebounceMs,
      retryBaseMs: options.retryBaseMs,
      retryMaxMs: options.retryMaxMs,
      debug: options.debug,
      onCalls: (records) => adoptOrphans(records, now()),
    });
    return delivery;
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
      // STATICDATA goes first, then the first view, then what the page tracked before the start,
      // as if tracked at the start.
      const early = held;
      held = [];
      touchVisit(at);
      if (firstView) engine.replay(firstView);
      held.push(...early.map((entry) => ({ event: entry.event, at: Math.max(entry.at, at) })));
      applyConsent();
      if (options.linkDomains)
        decorateLinks(win, options.linkDomains, () => consent == 'granted' && { ...visit!, visitorCode: visitorCode! }, now);
      return undefined;
    },
    adoptCalls(calls, isStored = () => true) {
      for (const call of calls) {
        if (isStored(call) && call.page == parts.page) reportedStored.add(call.nonce); // this page's loader said `stored`
        const result = engine.replay(call);
        if (typeof result != 'string' && result && call.method != 'setVisitorCode') {
          dropRefusedCall(hub, call, result, isStored(call) ? store : undefined);
        }
      }
    },
    replay(call) {
      const { nonce, storedAt: at, args } = call;
      const withNonce = (input: Record<string, unknown>) => track({ ...input, nonce }, at);
      switch (call.method) {
        case 'setVisitorCode':
          return engine.setVisitorCode(args[0] as string);
        case 'track':
          return withNonce(args[0] as Record<string, unknown>);
        case 'trackPageView': {
          const overrides = args[0] as Record<string, unknown> | undefined;
          return trackCollected(withNonce, { eventType: 'PAGE', ...collectPageView(call.view!, options), ...overrides }, overrides);
        }
        case 'setCustomData': {
          const event = buildCustomData(args[0] as string, args[1] as string, args[2] as object, options.customData);
          return Array.isArray(event) ? event : withNonce(event);
        }
        default:
          return (createTrackMethods(withNonce)[call.method] as (...values: unknown[]) => TrackResult)(...args);
      }
    },
    setVisitorCode(code) {
      const problems = checkVisitorCode(code);
      if (problems.length) return problems;
      if (code != visitorCode) {
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
      if (!CONSENTS.includes(value)) return [createProblem('consent', 'enum', 'expected granted, pending or denied')];
      // Applying the same state again would start the engine twice.
      if (value != consent) {
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

export type { TrackMethods };
