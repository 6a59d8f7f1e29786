import type { Delivery } from '../delivery/delivery-types.js';
import type { VisitEvent } from '../wire/event-types.js';
import { createProblem } from '../wire/create-problem.js';
import { guardMethods } from './guard-methods.js';
import { createTrackMethods } from './create-track-methods.js';
import { createEventCheck } from './create-event-check.js';
import { createPartLink } from './create-part-link.js';
import type { TagScript } from './load-part.js';
import { createDelivery, deliveryOptionsFrom } from '../delivery/create-delivery.js';
import { createStats } from '../delivery/create-stats.js';
import { createOutcomeHub } from './create-outcome-hub.js';
import { startVisitor } from '../identity/start-visitor.js';
import { decorateLinks } from '../identity/decorate-links.js';
import { checkVisitorCode } from '../identity/check-visitor-code.js';
import { createVisitKeeper, type Started } from './create-visit-keeper.js';
import { collectPageView } from '../page-views/collect-page-view.js';
import { watchNavigation } from '../page-views/watch-navigation.js';
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
export function createTracker(options: TrackerOptions = {}, tagScript?: TagScript): Tracker {
  let started: Started | undefined; // what start() found: the question "has it run?" is asked of it alone
  let delivery: Delivery | undefined; // made when consent is first granted or denied: it opens IndexedDB, which pending forbids
  let consent: Consent | undefined;
  let visitorCode: string | undefined;
  let lastHref: string | undefined;
  let held: VisitEvent[] = [];
  const hub = createOutcomeHub(options);
  const now = () => (options.now ?? Date.now)();
  const drop = hub.dropEvent;
  const getRemoteData = createRemoteData(options);
  const debug = (what: string, ...args: unknown[]) => __DEV__ && options.debug && console.info(`[visit-tag] ${what}`, ...args);
  const check = createEventCheck(
    options,
    () => !!started,
    () => visitorCode,
  );

  const send = (event: VisitEvent) => {
    if (started && event.eventType !== 'STATICDATA') visits.touchVisit(started);
    debug('track', event);
    dispatch(event);
    if (event.eventType === 'PAGE') link.onPageView(event.href);
  };
  const track = (input: Record<string, unknown>): TrackResult => {
    const event = check(input);
    if (Array.isArray(event)) return event;
    send(event);
    return event.nonce;
  };
  const link = createPartLink(options, track, drop);
  const partHost = {
    options,
    checkEvent: check,
    sendEvent: send,
    dropEvent: drop,
    now,
    debugLog: debug,
    isGranted: () => consent === 'granted',
  };
  const visits = createVisitKeeper(
    options,
    now,
    track,
    () => consent === 'granted',
    () => visitorCode!,
  );

  const dispatch = (event: VisitEvent) => {
    if (consent === 'denied') drop(event, 'consent');
    else if (delivery && consent === 'granted') delivery.enqueue(event);
    else if (held.push(event) > MAX_HELD_EVENTS) drop(held.shift()!, 'max-held');
  };

  const trackPageView = (overrides?: Record<string, unknown>) => {
    const doc = (started?.win ?? options.window ?? window).document;
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
      visits.saveVisit(started);
      link.persistMemory();
      release.forEach((event) => engine.enqueue({ ...event, visitorCode: event.visitorCode ?? visitorCode }));
    } else {
      link.forgetMemory(); // what the tag kept on the device (order ids, local-only data) goes with the cookie
      withdrawConsent(engine, release, drop, started!.jar);
    }
  };

  const tracker: Tracker = {
    start() {
      if (started) return undefined;
      if (!options.siteCode || !options.url) return [createProblem(options.siteCode ? 'url' : 'siteCode', 'required')];
      if (!__DEV__ && options.debug) console.info('visit-tag: debug logging is in visit-tag.debug.js');
      const win = options.window ?? window;
      if (deferWhilePrerendering(win.document, () => tracker.start())) return undefined;
      const cookieName = options.cookieName || 'visitTag';
      // The tag writes its own cookie: it must never be the one the server keeps.
      if (options.serverVisitorCookie === cookieName) return [createProblem('serverVisitorCookie', 'enum', 'must differ from cookieName')];
      consent ??= initialConsent(options, win.navigator);
      const visitor = startVisitor(win, options, cookieName, now(), visitorCode);
      visitorCode = visitor.visitorCode;
      const at: Started = (started = { win, jar: visitor.jar, visit: visitor.visit, storageName: cookieName });
      // STATICDATA and PAGE go first, then what the page tracked before the start.
      const early = held;
      held = [];
      visits.touchVisit(at);
      if (options.autoPageViews !== false) {
        trackPageView();
        watchNavigation(win, options.hashRouting, () => trackPageView());
      }
      held.push(...early);
      applyConsent();
      const visitKey = () => `${visitorCode} ${at.visit?.visitNumber}`;
      link.start({ ...partHost, window: win, storageName: cookieName, visitKey }, tagScript);
      if (options.linkDomains)
        decorateLinks(win, options.linkDomains, () => consent === 'granted' && { ...at.visit!, visitorCode: visitorCode! }, now);
      return undefined;
    },
    track,
    trackPageView,
    ...createTrackMethods(track),
    trackConversion: link.trackConversion,
    setCustomData: link.setCustomData,
    getCustomData: link.getCustomData,
    setVisitorCode(code) {
      const problems = checkVisitorCode(code);
      if (problems.length) return problems;
      if (code !== visitorCode) {
        visitorCode = code;
        // The service knows a visitor's browser only from STATICDATA: tell it about the new code.
        if (started) {
          visits.saveVisit(started);
          visits.sendStaticData(started);
        }
      }
      return undefined;
    },
    getVisitorCode: () => visitorCode ?? '',
    getCookieDomain: () => started?.jar.domain(),
    setConsent(value) {
      if (!CONSENTS.includes(value)) return [createProblem('consent', 'enum', 'expected granted, pending or denied')];
      // Applying the same state again would start the engine twice.
      if (value !== consent) {
        consent = value;
        if (started) applyConsent();
      }
      return undefined;
    },
    getConsent: () => consent ?? (options.requireConsent ? 'pending' : 'granted'),
    retrieveDataFromRemoteSource: (key, callback) => whenRemoteData(getRemoteData, key, callback, options),
    getRemoteData,
    onOutcome: hub.onOutcome,
    getStats: () => ({
      ...hub.withDrops(delivery?.getStats() ?? createStats()),
      held: held.length + link.waitingCalls(),
      definitions: link.partStats(),
    }),
    flush: () => Promise.resolve(delivery?.flush()).catch(() => {}), // resolves whatever happens: a rejection would reach the page
    getQueued: () =>
      Promise.resolve(delivery?.getQueued()).then(
        (stored = []) => [...stored, ...held],
        () => held.slice(),
      ),
  };
  return guardMethods(tracker, options);
}
