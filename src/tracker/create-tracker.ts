import type { Delivery } from '../delivery/delivery-types.js';
import type { VisitEvent } from '../wire/event-types.js';
import { validateEvent } from '../wire/validate-event.js';
import { createProblem } from '../wire/create-problem.js';
import { guardMethods } from './guard-methods.js';
import { createTrackMethods } from './create-track-methods.js';
import { prepareEvent } from './prepare-event.js';
import { applyBeforeSend } from './apply-before-send.js';
import { createDelivery, deliveryOptionsFrom } from '../delivery/create-delivery.js';
import { createStats } from '../delivery/create-stats.js';
import { createOutcomeHub } from './create-outcome-hub.js';
import { startVisitor, type CookieJar, type VisitState } from '../identity/start-visitor.js';
import { decorateLinks } from '../identity/decorate-links.js';
import { checkVisitorCode } from '../identity/check-visitor-code.js';
import { parseVisitState, formatVisitState, nextVisit, ACTIVITY_WRITE_MS, VISIT_TIMEOUT_MS } from '../identity/visit-state.js';
import { collectStaticData } from './collect-static-data.js';
import { collectPageView } from '../page-views/collect-page-view.js';
import { watchNavigation } from '../page-views/watch-navigation.js';
import { buildCustomData } from './build-custom-data.js';
import { createRemoteData, whenRemoteData } from './create-remote-data.js';
import { initialConsent } from './initial-consent.js';
import { trackCollected } from './track-collected.js';
import { deferWhilePrerendering } from './defer-while-prerendering.js';
import { withdrawConsent } from './withdraw-consent.js';
import type { Consent, Tracker, TrackerOptions, TrackResult } from './tracker-types.js';

/** Events held in memory before start() or while consent is pending; the oldest go first beyond. */
const MAX_HELD_EVENTS = 100;
const CONSENTS: unknown[] = ['granted', 'pending', 'denied'];

/**
 * Creates the public API. Touches no global (window, document, cookie, storage, network) until
 * `start()`; events tracked before are validated and held in memory. Every method catches its own
 * errors: the host page never sees an exception, misuse comes back as `Problem[]`.
 * @example
 * const tracker = createTracker({ siteCode: 'abc', url: 'https://data.example.com', customData: { plan: 4 } });
 * tracker.start();
 * tracker.setCustomData('plan', 'pro'); // '9f1c0a7e3b5d2468'
 */
export function createTracker(options: TrackerOptions = {}): Tracker {
  let isStarted = false;
  let delivery: Delivery | undefined; // made when consent is first granted or denied: it opens IndexedDB, which pending forbids
  let consent: Consent | undefined;
  let visitorCode: string | undefined;
  let visit: VisitState | undefined;
  let jar: CookieJar | undefined;
  let win: Window | undefined;
  let lastHref: string | undefined;
  let held: VisitEvent[] = [];
  const hub = createOutcomeHub(options);
  const now = () => (options.now ?? Date.now)();
  const drop = hub.dropEvent;
  const getRemoteData = createRemoteData(options);

  const track = (input: Record<string, unknown>): TrackResult => {
    const prepared = prepareEvent(input, visitorCode, options.redactQuery);
    // Before start() the visitor code may not be known yet: it is filled in when the event leaves memory.
    const validate = (event: Record<string, unknown>) => validateEvent(event, { visitorCodeInQuery: !isStarted });
    let problems = validate(prepared);
    if (problems.length) return problems;
    const event = applyBeforeSend(prepared as VisitEvent, options.beforeSend, options);
    if (!event) return [createProblem('', 'skipped', 'skipped by beforeSend')];
    if (event !== prepared) problems = validate(event); // the hook changed it
    if (problems.length) return problems;
    if (isStarted && event.eventType !== 'STATICDATA') touchVisit();
    if (__DEV__ && options.debug) console.info('[visit-tag] track', event);
    dispatch(event as VisitEvent);
    return event.nonce as string;
  };

  const dispatch = (event: VisitEvent) => {
    if (consent === 'denied') drop(event, 'consent');
    else if (delivery && consent === 'granted') delivery.enqueue(event);
    else if (held.push(event) > MAX_HELD_EVENTS) drop(held.shift()!, 'max-held');
  };

  const sendStaticData = (timeSincePreviousVisit?: number) =>
    trackCollected(track, {
      eventType: 'STATICDATA',
      ...collectStaticData(win!, options),
      visitNumber: visit!.visitNumber,
      timeSincePreviousVisit,
    });

  // A visit ends after visitTimeoutMs without events; the next event starts the next visit and
  // sends STATICDATA first. The cookie is read each time, so tabs of one visitor share visits.
  const touchVisit = () => {
    const at = now();
    const stored = parseVisitState(jar!.read());
    const step = nextVisit(stored, visit, visitorCode!, at, options.visitTimeoutMs ?? VISIT_TIMEOUT_MS);
    visit = step.visit;
    if (step.isNew || !stored || at - stored.lastActivity > ACTIVITY_WRITE_MS) saveVisit();
    if (step.isNew) sendStaticData(step.previous && at - step.previous.lastActivity);
  };

  // Nothing is written while consent is pending or denied.
  const saveVisit = () => {
    if (consent === 'granted' && visit) jar!.write(formatVisitState({ ...visit, visitorCode: visitorCode! }));
  };

  const trackPageView = (overrides?: Record<string, unknown>) => {
    const doc = (win ?? options.window ?? window).document;
    const event = { eventType: 'PAGE', ...collectPageView(doc, lastHref ?? doc.referrer, options), ...overrides };
    lastHref = doc.URL;
    return trackCollected(track, event, overrides);
  };

  // Any answer, in any order, any number of times. The engine is built at the first grant or denial
  // (start() has checked url and siteCode); it opens no storage until it stores something.
  const applyConsent = () => {
    if (consent === 'pending') return delivery?.stop();
    if (!delivery) {
      delivery = options.delivery ?? createDelivery(deliveryOptionsFrom(options));
      delivery.onOutcome(hub.emit);
    }
    const engine = delivery;
    const release = held;
    held = [];
    if (consent === 'granted') {
      engine.start();
      saveVisit();
      release.forEach((event) => engine.enqueue({ ...event, visitorCode: event.visitorCode ?? visitorCode }));
    } else {
      withdrawConsent(engine, release, drop, jar!);
    }
  };

  const tracker: Tracker = {
    start() {
      if (isStarted) return undefined;
      if (!options.siteCode || !options.url) return [createProblem(options.siteCode ? 'url' : 'siteCode', 'required')];
      if (!__DEV__ && options.debug) console.info('visit-tag: debug logging is in visit-tag.debug.js');
      win = options.window ?? window;
      if (deferWhilePrerendering(win.document, () => tracker.start())) return undefined;
      const cookieName = options.cookieName || 'visitTag';
      // The tag writes its own cookie: it must never be the one the server keeps.
      if (options.serverVisitorCookie === cookieName) return [createProblem('serverVisitorCookie', 'enum', 'must differ from cookieName')];
      consent ??= initialConsent(options, win.navigator);
      ({ jar, visitorCode, visit } = startVisitor(win, options, cookieName, now(), visitorCode));
      isStarted = true;
      // STATICDATA and PAGE go first, then what the page tracked before the start.
      const early = held;
      held = [];
      touchVisit();
      if (options.autoPageViews !== false) {
        trackPageView();
        watchNavigation(win, options.hashRouting, () => trackPageView());
      }
      held.push(...early);
      applyConsent();
      if (options.linkDomains)
        decorateLinks(win, options.linkDomains, () => consent === 'granted' && { ...visit!, visitorCode: visitorCode! }, now);
      return undefined;
    },
    track,
    trackPageView,
    ...createTrackMethods(track),
    setCustomData(nameOrIndex, values, more) {
      const event = buildCustomData(nameOrIndex, values, more, options.customData);
      return Array.isArray(event) ? event : track(event);
    },
    setVisitorCode(code) {
      const problems = checkVisitorCode(code);
      if (problems.length) return problems;
      if (code !== visitorCode) {
        visitorCode = code;
        // The service knows a visitor's browser only from STATICDATA: tell it about the new code.
        if (isStarted) {
          saveVisit();
          sendStaticData();
        }
      }
      return undefined;
    },
    getVisitorCode: () => visitorCode ?? '',
    getCookieDomain: () => jar?.domain(),
    setConsent(value) {
      if (!CONSENTS.includes(value)) return [createProblem('consent', 'enum', 'expected granted, pending or denied')];
      // Applying the same state again would start the engine twice.
      if (value !== consent) {
        consent = value;
        if (isStarted) applyConsent();
      }
      return undefined;
    },
    getConsent: () => consent ?? (options.requireConsent ? 'pending' : 'granted'),
    retrieveDataFromRemoteSource: (key, callback) => whenRemoteData(getRemoteData, key, callback, options),
    getRemoteData,
    onOutcome: hub.onOutcome,
    getStats: () => ({ ...hub.withDrops(delivery?.getStats() ?? createStats()), held: held.length }),
    flush: () => Promise.resolve(delivery?.flush()).catch(() => {}), // resolves whatever happens: a rejection would reach the page
    getQueued: () =>
      Promise.resolve(delivery?.getQueued()).then(
        (stored = []) => [...stored, ...held],
        () => held.slice(),
      ),
  };
  return guardMethods(tracker, options);
}
