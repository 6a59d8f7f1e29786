import type { Delivery, Outcome, DropReason } from '../delivery/delivery-types.js';
import type { Problem, ProblemCode, VisitEvent } from '../wire/event-types.js';
import { validateEvent } from '../wire/validate-event.js';
import { createNonce } from '../wire/create-nonce.js';
import { createDelivery, type DeliveryOptions } from '../delivery/create-delivery.js';
import { createStats } from '../delivery/create-stats.js';
import { createCookieJar, type CookieJar } from './create-cookie-jar.js';
import { parseVisitState, formatVisitState, type VisitState } from './visit-state.js';
import { collectStaticData } from './collect-static-data.js';
import { collectPageView } from './collect-page-view.js';
import { watchNavigation } from './watch-navigation.js';
import { buildCustomData } from './build-custom-data.js';
import { createRemoteData } from './create-remote-data.js';
import type { Consent, Tracker, TrackerOptions, TrackResult } from './tracker-types.js';

/** Events held in memory before start() or while consent is pending; the oldest go first beyond. */
const MAX_HELD_EVENTS = 100;
const VISIT_TIMEOUT_MS = 30 * 60_000;
/** The cookie's last-activity time is rewritten at most this often (it only has to beat 30 min). */
const ACTIVITY_WRITE_MS = 10_000;

// The form of validateEvent's problems: "field: reason", "field: code" in the production tag.
const problem = (field: string, code: ProblemCode, reason: string): Problem[] => [
  { field, code, message: `${field}: ${__DEV__ ? reason : code}` },
];

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
  // Created when consent is first granted or denied: the engine opens IndexedDB, which pending forbids.
  let delivery: Delivery | undefined;
  let consent: Consent | undefined;
  let visitorCode: string | undefined;
  let visit: VisitState | undefined;
  let jar: CookieJar | undefined;
  let win: Window | undefined;
  let lastHref: string | undefined;
  let held: VisitEvent[] = [];
  const listeners = new Set<(outcome: Outcome) => void>();
  const emit = (outcome: Outcome) => {
    if (__DEV__ && options.debug) console.info('[visit-tag]', outcome.type, outcome);
    listeners.forEach((listener) => {
      try {
        listener(outcome);
      } catch {} // one broken listener must not stop the others, nor the engine
    });
  };
  const drop = (event: VisitEvent, reason: DropReason) => emit({ type: 'dropped', nonce: event.nonce, eventType: event.eventType, reason });
  const getRemoteData = createRemoteData(options);

  const track = (input: Record<string, unknown>): TrackResult => {
    const event: Record<string, unknown> = { visitorCode, ...input, nonce: input.nonce ?? createNonce() };
    event.href ??= event.herf; // the spec's own misspelling of the PAGE URL field
    delete event.herf;
    for (const key in event) if (event[key] === undefined) delete event[key];
    // Before start() the visitor code may not be known yet: it is filled in when the event leaves memory.
    const problems = validateEvent(event, { visitorCodeInQuery: !isStarted });
    if (problems.length) return problems;
    if (isStarted && event.eventType != 'STATICDATA') touchVisit();
    if (__DEV__ && options.debug) console.info('[visit-tag] track', event);
    dispatch(event as VisitEvent);
    return event.nonce as string;
  };

  const dispatch = (event: VisitEvent) => {
    if (consent == 'denied') drop(event, 'consent');
    else if (delivery && consent == 'granted') delivery.enqueue(event);
    else if (held.push(event) > MAX_HELD_EVENTS) drop(held.shift()!, 'max-bytes');
  };

  // Retracks without the fields the browser gave in a form the spec refuses: better a PAGE
  // without its canonical URL than no PAGE at all. A refused field the caller gave is refused.
  const trackCollected = (event: Record<string, unknown>, given: object = {}) => {
    const result = track(event);
    if (typeof result == 'string' || result.some(({ field }) => field in given)) return result;
    for (const { field } of result) delete event[field];
    return track(event);
  };

  const sendStaticData = (timeSincePreviousVisit?: number) =>
    trackCollected({
      eventType: 'STATICDATA',
      ...collectStaticData(win!, options),
      visitNumber: visit!.visitNumber,
      timeSincePreviousVisit,
    });

  // A visit ends after visitTimeoutMs without events; the next event starts the next visit and
  // sends STATICDATA first. The cookie is read each time, so tabs of one visitor share visits.
  const touchVisit = () => {
    const now = Date.now();
    const stored = parseVisitState(jar!.read());
    const last = stored && (!visit || stored.lastActivity > visit.lastActivity) ? stored : visit;
    const isNew = !last || now - last.lastActivity > (options.visitTimeoutMs ?? VISIT_TIMEOUT_MS);
    visit = { visitorCode: visitorCode!, visitNumber: (last?.visitNumber ?? 0) + +isNew, lastActivity: now };
    if (isNew || !stored || now - stored.lastActivity > ACTIVITY_WRITE_MS) saveVisit();
    if (isNew) sendStaticData(last && now - last.lastActivity);
  };

  // Nothing is written while consent is pending or denied.
  const saveVisit = () => {
    if (consent == 'granted' && visit) jar!.write(formatVisitState({ ...visit, visitorCode: visitorCode! }));
  };

  const trackPageView = (overrides?: Record<string, unknown>) => {
    const doc = (win ?? options.window ?? window).document;
    const event = { eventType: 'PAGE', ...collectPageView(doc, lastHref ?? doc.referrer, options), ...overrides };
    lastHref = doc.URL;
    return trackCollected(event, overrides);
  };

  const applyConsent = () => {
    if (consent == 'pending') return delivery?.stop();
    if (!delivery) {
      // start() has checked url and siteCode; createDelivery copies the options it is given.
      delivery = options.delivery ?? createDelivery(options as DeliveryOptions);
      delivery.onOutcome(emit);
    }
    if (consent == 'granted') {
      delivery.start();
      saveVisit();
      const release = held;
      held = [];
      release.forEach((event) => delivery!.enqueue({ ...event, visitorCode: event.visitorCode ?? visitorCode }));
    } else {
      delivery.stop();
      held.forEach((event) => drop(event, 'consent'));
      held = [];
      jar!.remove();
      delivery.purge().catch(() => {});
    }
  };

  const tracker: Tracker = {
    start() {
      if (isStarted) return undefined;
      if (!options.siteCode || !options.url) return problem(options.siteCode ? 'url' : 'siteCode', 'required', 'required');
      if (!__DEV__ && options.debug) console.info('visit-tag: debug logging is in visit-tag.debug.js');
      win = options.window ?? window;
      const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean };
      consent ??=
        options.respectGpc !== false && nav.globalPrivacyControl === true ? 'denied' : options.requireConsent ? 'pending' : 'granted';
      jar = createCookieJar(win.document, options.cookieName || 'visitTag');
      visitorCode ??= parseVisitState(jar.read())?.visitorCode ?? createNonce();
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
      return undefined;
    },
    track,
    trackPageView,
    trackConversion: (goalId, more) => track({ ...more, eventType: 'CONVERSION', goalId }),
    trackExperiment: (id, variationId) => track({ eventType: 'EXPERIMENT', id, variationId }),
    trackPersonalization: (id, variationId, unexpositionCause) =>
      track({ eventType: 'PERSONALIZATION', id, variationId, unexpositionCause }),
    trackTargetingSegment: (id) => track({ eventType: 'TARGETINGSEGMENT', id }),
    trackWeather: (weather) => track({ ...weather, eventType: 'WEATHER' }),
    trackProduct: (ean) => track({ eventType: 'PRODUCT', ean }),
    trackGeolocation: (geolocation) => track({ ...geolocation, eventType: 'GEOLOCATION' }),
    setCustomData(nameOrIndex, values, more) {
      const event = buildCustomData(nameOrIndex, values, more, options.customData);
      return Array.isArray(event) ? event : track(event);
    },
    setVisitorCode(code) {
      const problems = validateEvent({ visitorCode: code }).filter((p) => p.field == 'visitorCode');
      if (problems.length) return problems;
      if (code != visitorCode) {
        visitorCode = code;
        // The service knows a visitor's browser only from STATICDATA: tell it about the new code.
        if (isStarted) (saveVisit(), sendStaticData());
      }
      return undefined;
    },
    getVisitorCode: () => visitorCode ?? '',
    setConsent(value) {
      if (!['granted', 'pending', 'denied'].includes(value)) return problem('consent', 'enum', 'expected granted, pending or denied');
      // Applying the same state again would start the engine twice.
      if (value != consent) {
        consent = value;
        if (isStarted) applyConsent();
      }
      return undefined;
    },
    getConsent: () => consent ?? (options.requireConsent ? 'pending' : 'granted'),
    retrieveDataFromRemoteSource(key, callback) {
      getRemoteData(key).then((data) => {
        try {
          callback(data);
        } catch (error) {
          if (__DEV__ && options.debug) console.error('[visit-tag] remote data callback failed', error);
        }
      });
    },
    getRemoteData,
    onOutcome(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStats: () => ({ ...(delivery?.getStats() ?? createStats()), held: held.length }),
    // The promise methods resolve whatever happens: a rejection would reach the page as an error.
    flush: () => Promise.resolve(delivery?.flush()).catch(() => {}),
    getQueued: () =>
      Promise.resolve(delivery?.getQueued()).then(
        (stored = []) => [...stored, ...held],
        () => held.slice(),
      ),
  };
  // Every method: an exception becomes a returned problem.
  for (const name in tracker) {
    const method = (tracker as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
    (tracker as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      try {
        const result = method(...args);
        // Misuse in debug mode: every refusal of a public call is logged with its problems.
        if (__DEV__ && options.debug && Array.isArray(result) && (result[0] as Problem)?.code) {
          console.warn(`[visit-tag] ${name} refused`, args, result);
        }
        return result;
      } catch (error) {
        if (__DEV__ && options.debug) console.error(`[visit-tag] ${name} failed`, error);
        return [{ field: '', code: 'type', message: `${name}: ${error}` }];
      }
    };
  }
  return tracker;
}
