import { isConsentState } from '../consent/is-consent-state.js';
import type { VisitEvent } from '../wire/event-types.js';
import { createProblem } from '../wire/create-problem.js';
import { guardMethods } from '../loader/guard-methods.js';
import { createEventCheck } from './create-event-check.js';
import { createPartLink } from './create-part-link.js';
import { loadPart } from './load-part.js';
import { buildEngineDelivery } from './build-engine-delivery.js';
import { createEventStore } from '../delivery/store/create-event-store.js';
import { createStats } from '../delivery/create-stats.js';
import { MAX_HELD_EVENTS } from '../delivery/delivery-options.js';
import type { Delivery } from '../delivery/delivery-types.js';
import { startVisitor } from '../identity/start-visitor.js';
import { decorateLinks } from '../identity/decorate-links.js';
import { checkVisitorCode } from '../identity/check-visitor-code.js';
import { createVisitKeeper, type Started as VisitStarted } from './create-visit-keeper.js';
import { createRemoteData, whenRemoteData } from './create-remote-data.js';
import { replayCall } from './replay-call.js';
import { withdrawConsent } from './withdraw-consent.js';
import { createOrphanAdoption } from './adopt-orphans.js';
import { dropRefusedCall } from '../loader/drop-refused-call.js';
import type { Consent, TrackResult } from '../types/tracker-types.js';
import type { Engine, EngineParts } from '../loader/engine-types.js';
import type { Call } from '../loader/call.js';

/** What start() sets up, all at once: present exactly when the engine has started. */
interface Started extends VisitStarted {
  delivery?: Delivery; // made when consent is first granted or denied: it opens IndexedDB, which pending forbids
}

/**
 * The engine behind the loader: every call the loader answered, and every call after, goes
 * through `replay`, which runs it through the same steps, synchronously: `createEventCheck` (the
 * visitor, the call's nonce, redaction, the contract, the site's `beforeSend`), the visit (a new
 * one sends STATICDATA first), then the consent gate (held in memory while pending or before
 * `start()`, dropped when denied, else queued). Conversions and custom data go through the part
 * link, which waits for the definitions part where a call needs it. So nothing unredacted or
 * invalid is ever stored as an event. Every method catches its own errors.
 * @example
 * const engine = createEngine({ options, hub, createNonce, page: createNonce(), createFileLoading });
 * engine.start('granted', Date.now());
 * engine.replay(call); // '9f1c0a7e3b5d2468'
 */
export function createEngine(parts: EngineParts): Engine {
  const { options, hub } = parts;
  let started: Started | undefined;
  let consent: Consent | undefined;
  let visitorCode: string | undefined;
  let held: Array<{ event: VisitEvent; at: number }> = [];
  const now = () => (options.now ?? Date.now)();
  const drop = hub.dropEvent;
  const getRemoteData = createRemoteData(options);
  const debug = (what: string, ...args: unknown[]) => __DEV__ && options.debug && console.info(`[visit-tag] ${what}`, ...args);
  const check = createEventCheck(
    options,
    () => !!started,
    () => visitorCode,
  );
  const isGranted = () => consent === 'granted';

  const send = (event: VisitEvent, at = now()) => {
    if (started && event.eventType !== 'STATICDATA') visits.touchVisit(started, at);
    debug('track', event);
    dispatch(event, at);
    if (event.eventType === 'PAGE') link.onPageView(event.href);
  };
  const track = (input: Record<string, unknown>, at?: number): TrackResult => {
    const event = check(input);
    if (Array.isArray(event)) return event;
    send(event, at);
    return event.nonce;
  };
  const link = createPartLink(options, track, drop, parts.createFileLoading);
  const visits = createVisitKeeper(
    options,
    (input, at) => track({ ...input, nonce: parts.createNonce() }, at),
    isGranted,
    () => visitorCode!,
  );

  const dispatch = (event: VisitEvent, at: number) => {
    if (consent === 'denied') drop(event, 'consent');
    else if (started?.delivery && isGranted()) started.delivery.enqueue(event, at);
    else if (held.push({ event, at }) > MAX_HELD_EVENTS) drop(held.shift()!.event, 'max-held');
  };

  // Any answer, in any order, any number of times. Delivery is built at the first grant or denial;
  // it opens no storage until it stores something.
  const applyConsent = () => {
    const current = started!;
    if (consent === 'pending') return current.delivery?.stop();
    if (!current.delivery) {
      current.delivery = options.delivery ?? buildEngineDelivery(options, store, (records) => orphans.adoptFrom(records, now()));
      // A call the loader stored was reported `stored` then: not again when its event replaces it.
      current.delivery.onOutcome((outcome) => {
        if (outcome.type !== 'stored' || !reportedStored.delete(outcome.nonce)) hub.emit(outcome);
      });
    }
    const delivery = current.delivery;
    const release = held;
    held = [];
    if (isGranted()) {
      delivery.start();
      visits.saveVisit(current);
      link.persistMemory();
      release.forEach(({ event, at }) => delivery.enqueue({ ...event, visitorCode: event.visitorCode ?? visitorCode }, at));
    } else {
      link.forgetMemory(); // what the tag kept on the device (order ids, local-only data) goes with the cookie
      const events = release.map((entry) => entry.event);
      withdrawConsent(delivery, events, drop, current.jar);
    }
  };

  const store = options.storage ?? createEventStore();
  const reportedStored = new Set<string>();
  const orphans = createOrphanAdoption(
    parts.page,
    (call: Call) => engine.adoptCalls([call]),
    () => void engine.getQueued(),
  );

  const engine: Engine = {
    start(given, at, firstView) {
      if (started) return undefined;
      const win = options.window ?? window;
      consent ??= given;
      const storageName = options.cookieName || 'visitTag';
      const visitor = startVisitor(win, options, storageName, at, visitorCode, parts.createNonce);
      visitorCode = visitor.visitorCode;
      const current: Started = (started = { win, jar: visitor.jar, visit: visitor.visit, storageName });
      // STATICDATA first, the first view, then what the page tracked before, as if tracked now.
      const early = held;
      held = [];
      visits.touchVisit(current, at);
      if (firstView) engine.replay(firstView);
      held.push(...early.map((entry) => ({ event: entry.event, at: Math.max(entry.at, at) })));
      applyConsent();
      const visitKey = () => `${visitorCode} ${current.visit?.visitNumber}`;
      const host = { options, checkEvent: check, sendEvent: send, dropEvent: drop, now, debugLog: debug, isGranted };
      const { onOutcome } = hub;
      link.start({ ...host, window: win, storageName, visitKey, onOutcome, tagSrc: parts.tagSrc }, () => loadPart(parts.loadFile));
      if (options.linkDomains)
        decorateLinks(win, options.linkDomains, () => isGranted() && { ...current.visit!, visitorCode: visitorCode! }, now);
      return undefined;
    },
    adoptCalls(calls, isStored = () => true) {
      for (const call of calls) {
        if (isStored(call) && call.page === parts.page) reportedStored.add(call.nonce); // this page's loader said `stored`
        const result = engine.replay(call, true);
        if (typeof result != 'string' && result && call.method !== 'setVisitorCode') {
          dropRefusedCall(hub, call, result, isStored(call) ? store : undefined);
        }
      }
    },
    replay: (call, isAnswered) =>
      call.method === 'setVisitorCode' ? engine.setVisitorCode(call.args[0] as string) : replayCall(call, track, link, options, isAnswered),
    setVisitorCode(code) {
      const problems = checkVisitorCode(code);
      if (problems.length) return problems;
      if (code !== visitorCode) {
        visitorCode = code;
        // The service knows a visitor's browser only from STATICDATA: tell it about the new code.
        if (started) {
          visits.saveVisit(started);
          visits.sendStaticData(started, now());
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
    getCustomData: link.getCustomData,
    getStats: () => ({
      ...hub.withDrops(started?.delivery?.getStats() ?? createStats()),
      held: held.length + link.waitingCalls(),
      otherPagesCalls: orphans.countYoung(),
      definitions: link.partStats(),
    }),
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
