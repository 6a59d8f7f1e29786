import { isConsentState } from '../consent/is-consent-state.js';
import { createStats } from '../delivery/create-stats.js';
import { createOutcomeHub } from './create-outcome-hub.js';
import { deferWhilePrerendering } from './defer-while-prerendering.js';
import { guardMethods } from './guard-methods.js';
import { initialConsent } from './initial-consent.js';
import type { Consent, Tracker, TrackerOptions, TrackResult } from '../types/tracker-types.js';
import { watchNavigation } from '../page-views/watch-navigation.js';
import { createNonce } from '../wire/create-nonce.js';
import { createProblem } from '../wire/create-problem.js';
import { beaconOwnViews } from './beacon-own-views.js';
import { CALL_VERSION, TRACK_METHODS, type Call } from './call.js';
import { captureView } from './capture-view.js';
import { checkCall } from './check-call.js';
import { readOwnVisitorCode } from './read-own-visitor-code.js';
import { createCallLog } from './create-call-log.js';
import { createFileLoading } from './create-file-loading.js';
import type { Engine, EngineSource, StartEngine } from './engine-types.js';

/**
 * The public API before and after the engine (`ready` resolves once the engine is there).
 * @example await tracker.ready; tracker.trackConversion(12) // problems now come back at once
 */
export type LoadedTracker = Tracker;

/**
 * The public API at once, the engine after it. Until the engine is ready, a track method checks
 * only the basic form of its arguments (`checkCall`), answers with the event's nonce and stores
 * the call in IndexedDB at once (consent granted; held in memory while it is pending or before
 * `start()`, never stored in a prerender); the engine checks each call against the whole contract
 * later, in the order of the calls, and a call that fails ends `dropped` (`invalid`) with its
 * problems. Once the engine is ready, every call goes straight to it and its problems come back at
 * once. A site's own track call makes the engine load at once; the tag's own page view leaves it
 * to an idle moment after the first write. Touches no global until `start()`.
 * @example
 * const tracker = createLoader({ siteCode: 'abc', url: 'https://data.example.com' }, { load });
 * tracker.start();
 * tracker.trackConversion(12, { revenue: 9.5 }); // '9f1c0a7e3b5d2468'
 */
export function createLoader(options: TrackerOptions, source: EngineSource): LoadedTracker {
  const hub = createOutcomeHub(options);
  const page = createNonce();
  const now = () => (options.now ?? Date.now)();
  // What start() settles: once started, the consent the page has now and when it started.
  const boot = { isStarted: false, startedAt: 0, consent: undefined as Consent | undefined, lastHref: undefined as string | undefined };
  let engine: Engine | undefined;
  let visitorCode: string | undefined; // given by setVisitorCode before the engine
  const win = () => options.window ?? window;
  // One rule for the consent before start() and after: GPC, then requireConsent. A server that
  // renders the app has no navigator (Node 20) or one without GPC (Node 21 and later).
  const consentNow = () => boot.consent ?? initialConsent(options, (options.window ?? globalThis).navigator ?? {});
  const log = createCallLog({ hub, options, consent: () => (boot.isStarted ? consentNow() : undefined) });
  const loading = createFileLoading<StartEngine>(
    { load: source.load, entry: source.engine },
    (startEngine) => {
      engine = startEngine({ options, hub, createNonce, page, loadFile: source.loadFile, createFileLoading });
      log.close();
      engine.adoptCalls(log.takeAll(), log.isStored);
      if (boot.isStarted) engine.start(boot.consent!, boot.startedAt);
    },
    (error) => __DEV__ && options.debug && console.warn('[visit-tag] the engine did not load; the calls stay stored', error),
  );
  const whenLoaded = <T>(use: (engine: Engine) => T | Promise<T>, otherwise: () => T) =>
    loading.load().then(() => (engine ? use(engine) : otherwise()));

  const record = (call: Call): TrackResult => {
    if (engine) return engine.replay(call)!;
    const problems = checkCall(call.method, call.args);
    if (problems) return problems;
    // A snapshot: what the page changes later does not reach it, and what IndexedDB cannot keep is refused now.
    call.args = structuredClone(call.args);
    log.admit(call);
    if (!call.isOwnView) void loading.load();
    return call.nonce;
  };
  const callOf = (method: Call['method'], args: unknown[]): Call => ({
    v: CALL_VERSION,
    nonce: createNonce(),
    method,
    args,
    storedAt: now(),
    page,
  });

  const viewCall = (args: unknown[], isOwnView?: boolean): Call => {
    const doc = win().document;
    const view = captureView(doc, boot.lastHref ?? doc.referrer, options.redactQuery);
    boot.lastHref = doc.URL;
    return { v: CALL_VERSION, nonce: createNonce(), method: 'trackPageView', args, storedAt: now(), page, view, isOwnView };
  };

  const methods = Object.fromEntries(
    Object.keys(TRACK_METHODS).map((method) => [method, (...args: unknown[]) => record(callOf(method as Call['method'], args))]),
  ) as Pick<Tracker, keyof typeof TRACK_METHODS>;

  const tracker: Omit<Tracker, 'ready'> = {
    ...methods,
    trackPageView: (overrides) => record(viewCall([overrides])),
    start() {
      if (boot.isStarted) return undefined;
      if (!options.siteCode || !options.url) return [createProblem(options.siteCode ? 'url' : 'siteCode', 'required')];
      // The tag writes its own cookie: it must never be the one the server keeps.
      if (options.serverVisitorCookie && options.serverVisitorCookie === (options.cookieName || 'visitTag'))
        return [createProblem('serverVisitorCookie', 'enum', 'must differ from cookieName')];
      if (!__DEV__ && options.debug) console.info('visit-tag: debug logging is in visit-tag.debug.js');
      const current = win();
      if (deferWhilePrerendering(current.document, () => tracker.start())) return undefined;
      boot.consent = consentNow();
      boot.isStarted = true;
      boot.startedAt = now();
      const firstView = options.autoPageViews !== false ? viewCall([], true) : undefined;
      if (firstView) watchNavigation(current, options.hashRouting, () => record(viewCall([], true)));
      // After the view listeners: a view that settles at page hide is in the beacon.
      current.addEventListener('pagehide', (event) => {
        if (engine || event.persisted || boot.consent !== 'granted') return;
        const sent = beaconOwnViews(log.unbeaconed(), options, current.document, (url, body) => current.navigator.sendBeacon(url, body));
        log.markBeaconed(sent);
      });
      if (engine) engine.start(boot.consent, boot.startedAt, firstView);
      else {
        // The first view goes first, as if it had come before what the page tracked before the start.
        if (firstView) log.admit(firstView, true);
        log.releaseHeld();
        // Links to listed domains need the engine from the first click, and the parameter that
        // came along must leave the address bar at once: the engine comes now.
        if (options.linkDomains) void loading.load();
        else void log.whenWritten().then(() => loading.whenIdle(current));
      }
      return undefined;
    },
    setVisitorCode(code) {
      if (engine) return engine.setVisitorCode(code);
      if (typeof code != 'string') return [createProblem('visitorCode', 'type', 'expected a string')];
      visitorCode = code;
      log.admit(callOf('setVisitorCode', [code]));
      return undefined;
    },
    // Before the engine: the code given, else the one the tag's cookie names (a new visitor's comes with the engine).
    getVisitorCode: () =>
      engine ? engine.getVisitorCode() : (visitorCode ?? ((boot.isStarted && readOwnVisitorCode(win().document, options)) || '')),
    getCookieDomain: () => engine?.getCookieDomain(),
    setConsent(value) {
      if (!isConsentState(value)) return [createProblem('consent', 'enum', 'expected granted, pending or denied')];
      boot.consent = value;
      if (engine) return engine.setConsent(value);
      log.releaseHeld();
      void loading.load(); // a withdrawal purges what is stored: the engine's work, at once
      return undefined;
    },
    getConsent: () => (engine && boot.isStarted ? engine.getConsent() : consentNow()),
    retrieveDataFromRemoteSource(key, callback) {
      if (engine) return engine.retrieveDataFromRemoteSource(key, callback);
      void whenLoaded(
        (ready) => ready.retrieveDataFromRemoteSource(key, callback),
        () => callback(null),
      );
    },
    getCustomData: (name) =>
      whenLoaded(
        (ready) => ready.getCustomData(name),
        () => undefined,
      ),
    getRemoteData: (key) =>
      whenLoaded(
        (ready) => ready.getRemoteData(key),
        () => null,
      ),
    onOutcome: hub.onOutcome,
    getStats: () => ({
      ...(engine ? engine.getStats() : { ...hub.withDrops(createStats()), held: log.countHeld() }),
      engine: loading.status(),
    }),
    flush: () =>
      whenLoaded(
        (ready) => ready.flush(),
        () => undefined,
      ),
    getQueued: () =>
      whenLoaded(
        (ready) => ready.getQueued(),
        () => [],
      ),
  };
  const guarded = guardMethods(tracker, options);
  loading.connectNow();
  return Object.defineProperty(guarded, 'ready', { value: loading.ready, enumerable: true }) as Tracker;
}
