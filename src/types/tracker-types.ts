import type { DeliveryStats, Outcome, Delivery } from '../delivery/delivery-types.js';
import type { TrackerDeliveryOptions } from '../delivery/delivery-options.js';
import type { FileStatus } from '../lib/file-status.js';
import type { EventStore } from '../delivery/store/event-store.js';
import type { DeliveryEnv } from '../delivery/resolve-delivery-env.js';
import type { EventInput, EventOf, Int64, Problem, VisitEvent, ConversionMetadata } from '../wire/event-types.js';
import type { DefinedValue, Definitions, DefinitionsOptions } from '../definitions/file/definitions.js';
import type { PartStats } from '../definitions/part/part-types.js';

/**
 * Consent state. `granted`: events are stored and sent. `pending`: nothing is written to storage
 * or sent; events wait in memory. `denied`: events are dropped, the stored queue and the cookie
 * are deleted.
 * @example tracker.setConsent('granted')
 */
export type Consent = 'granted' | 'pending' | 'denied';

/**
 * A URL rule for PAGE `keyPageIndices` / `referrerIndices`: `match` as a string matches when the
 * complete URL contains it (or equals it, with `exact: true`); as a RegExp when it tests true.
 * @example { index: 3, match: '/checkout' } // every URL containing /checkout gets index 3
 */
export interface UrlRule {
  index: number;
  match: string | RegExp;
  exact?: boolean;
}

/**
 * Options of {@link Tracker} (`createTracker`, `visitTag.init`, the script tag's `data-*`).
 * Read when they are needed, so `visitTag.init` after the start still updates `customData`,
 * URL rules, `debug` and the remote-data options.
 * @example createTracker({ siteCode: 'abc', url: 'https://data.example.com', requireConsent: true, customData: { plan: 4 } })
 */
export interface TrackerOptions extends DefinitionsOptions, TrackerDeliveryOptions {
  /** The project's site code (query `siteCode`). Required before `start()`. */
  siteCode?: string;
  /** Base address of the data interface, e.g. `https://data.example.com`. Required before `start()`. */
  url?: string;
  /** First-party cookie holding the visitor code and visit state. Default `visitTag`. */
  cookieName?: string;
  /**
   * A first-party cookie your own server sets (not `HttpOnly`) holding the visitor code
   * (`data-server-visitor-cookie="vt_vid"`). When present and valid (at most 100 characters) it is
   * the visitor code; the tag only reads it, never writes it, and keeps its visit state in
   * `cookieName`. Safari keeps such a cookie as long as the server says; one written by script
   * lasts 7 days. Must differ from `cookieName`.
   */
  serverVisitorCookie?: string;
  /**
   * Where the tag's cookie lives (`data-cookie-domain`). `'auto'` (the default): the widest domain
   * the browser accepts, found by trial writes from the top (a public suffix such as `co.uk` or
   * `github.io` is refused by the browser itself), never wider than the page's host, so every
   * subdomain of the site shares one visitor and one visit; IP addresses and `localhost` stay
   * host-only. A domain name (`'shop.example'`) writes there (host-only if the browser refuses it);
   * `'none'` keeps the cookie host-only.
   */
  cookieDomain?: string;
  /**
   * Other domains of the same site (`data-link-domains="pay-shop.example,other.example"`, or a
   * list). A link or form to one of them (or its subdomains) gets the visitor in one query
   * parameter (`_vt`) at click or submit time, and a tag that lists this domain adopts it when it
   * is at most 2 minutes old. List the domains on both sides. Nothing is added while consent is
   * pending or denied, or under Global Privacy Control.
   */
  linkDomains?: string[] | string;
  /** A PAGE event on start, on every SPA URL change and on back/forward-cache restore. Default true. */
  autoPageViews?: boolean;
  /** Count URL changes that differ only in `#hash` as page views (hash routers). Default false. */
  hashRouting?: boolean;
  /** Start with consent `pending` (nothing stored or sent until `setConsent('granted')`). */
  requireConsent?: boolean;
  /** `navigator.globalPrivacyControl === true` starts with consent `denied`. Default true. */
  respectGpc?: boolean;
  /** Custom data names to their configured indices, for `setCustomData('plan', …)`; the definitions' names come first. */
  customData?: Record<string, number>;
  /**
   * The project's goals and custom data items (`data-definitions="/definitions.json"`): the object
   * `npx visit-tag definitions` writes, or the URL of that file. The tag then converts ACTIVE URL,
   * CLICK, PAGE_VIEWS, SCROLL and TIME_SPENT goals itself, counts a goal of `hasMultipleConversions:
   * false` once per visit, and sends custom data by its definition (index, type, format, TC and
   * dataLayer variables, local-only items). Read by a part loaded only when given, never on the
   * boot path; definitions that cannot be read are reported and the tag runs without them.
   */
  definitions?: Definitions | string;
  /** Browser name to STATICDATA `browserIndex`. Default {@link DEFAULT_BROWSER_INDICES}. */
  browserIndices?: Record<string, number>;
  /** OS name to STATICDATA `osIndex`. Default {@link DEFAULT_OS_INDICES}. */
  osIndices?: Record<string, number>;
  /** Rules that give PAGE `keyPageIndices` from the page URL. */
  keyPages?: UrlRule[];
  /** Rules that give PAGE `referrerIndices` from the referrer URL. */
  referrers?: UrlRule[];
  /** Log every event, problem and outcome to the console (debug build only). */
  debug?: boolean;
  /** Inactivity after which the next event starts a new visit (new STATICDATA). Default 30 min. */
  visitTimeoutMs?: number;
  /** Remote data: give up (callback gets null) after this long. Default 5000. */
  remoteDataTimeoutMs?: number;
  /** Remote data: keep answers per key for the life of the page. Default true. */
  remoteDataCache?: boolean;
  /** A delivery engine to use instead of the built-in one (tests, custom transports). */
  delivery?: Delivery;
  /** The store of the built-in engine (tests). Default IndexedDB (`createEventStore()`), opened at its first use. */
  storage?: EventStore;
  /**
   * The built-in engine's environment, each field read from the browser when not given: transport,
   * locks, the channel between tabs, the event target (tests, hosts without a browser).
   */
  deliveryEnv?: Partial<DeliveryEnv>;
  /** The `fetch` used for remote data (and handed to the built-in engine too). Default the global one. */
  fetch?: typeof fetch;
  /** The window to track (tests, iframes). Default the global `window`, read at `start()`. */
  window?: Window;
  /**
   * Query parameters whose values are replaced by `REDACTED` in `href`, `canonicalHref` and
   * `referrerHref` before any event is stored (`data-redact-query="email,token"`, or a JSON list).
   * Names are compared without case.
   */
  redactQuery?: string[] | string;
  /**
   * Called with every valid event before it is queued: return it (changed or not) to keep it, or
   * null to skip it (`track` then returns the problem `skipped`). A changed event is validated
   * again; a hook that throws leaves the event as it was.
   */
  beforeSend?: (event: VisitEvent) => VisitEvent | null;
  /** The clock (ms since epoch) for visits and for the built-in engine. Default `Date.now`. */
  now?: () => number;
}

/**
 * What every track method returns: the queued event's nonce, or why it was refused.
 * @example const result = tracker.trackProduct(ean); if (typeof result != 'string') console.warn(result[0].message);
 */
export type TrackResult = string | Problem[];

/**
 * Counters of the delivery engine plus events held in memory (before start or consent), and
 * where the engine stands (loaded when, or why not); `otherPagesCalls`: other pages' calls under 10 s old, sent from here after.
 * @example tracker.getStats().dropped.consent // events dropped because consent was denied
 * @example tracker.getStats().engine // { state: 'ready', readyAt: 412.3, attempts: 1 }
 */
export type TrackerStats = DeliveryStats & { held: number; otherPagesCalls?: number; engine: FileStatus; definitions?: PartStats };

/**
 * The public API of visit-tag. Every method is safe to call at any time and never throws.
 * @example const tracker = createTracker({ siteCode: 'abc', url: 'https://data.example.com' }); tracker.start();
 */
export interface Tracker {
  /**
   * Resolves once the engine is ready: from then on every answer is synchronous, problems
   * included. Before, a track method answers with the nonce and the engine checks the call later.
   * It never rejects: on a page whose engine cannot load it stays pending (`getStats().engine`).
   */
  readonly ready: Promise<void>;
  /** Settles consent, counts the first PAGE and watches navigations; the engine sends STATICDATA (new visit) and starts delivery. */
  start(): Problem[] | undefined;
  track(event: EventInput | Record<string, unknown>): TrackResult;
  trackPageView(overrides?: Partial<EventOf<'PAGE'>>): TrackResult;
  /**
   * Tracks a conversion. With `orderId`, the device remembers the goal and order id for 30 days: a
   * second call with the pair (a reload of the confirmation page, another tab, a back/forward
   * restore) sends nothing and answers the first conversion's nonce. So does a second conversion
   * in one visit of a goal the definitions count once (`hasMultipleConversions: false`).
   */
  trackConversion(
    goalId: Int64,
    options?: { revenue?: number; negative?: boolean; metadata?: ConversionMetadata; orderId?: string | number },
  ): TrackResult;
  trackExperiment(id: Int64, variationId: Int64): TrackResult;
  trackPersonalization(id: Int64, variationId: Int64, unexpositionCause?: EventOf<'PERSONALIZATION'>['unexpositionCause']): TrackResult;
  trackTargetingSegment(id: Int64): TrackResult;
  trackWeather(weather: Omit<EventOf<'WEATHER'>, 'eventType' | 'nonce' | 'visitorCode'>): TrackResult;
  trackProduct(ean: string): TrackResult;
  trackGeolocation(geolocation: Omit<EventOf<'GEOLOCATION'>, 'eventType' | 'nonce' | 'visitorCode'>): TrackResult;
  setCustomData(
    nameOrIndex: string | number,
    values: string | number | boolean | Array<string | number | boolean>,
    options?: { overwrite?: boolean; mappingIdentifier?: boolean },
  ): TrackResult;
  /**
   * The values of a custom data item of the definitions: those kept on the device for a local-only
   * item (on later pages too), else those last set on this page; undefined when none, and
   * without definitions.
   * Resolves once the part file that keeps them is there, so it may be asked at once on a new page.
   */
  getCustomData(name: string): Promise<DefinedValue[] | undefined>;
  setVisitorCode(code: string): Problem[] | undefined;
  getVisitorCode(): string;
  /** The domain the tag's cookie is written on (`''`: host-only), or undefined before its first write (consent granted). */
  getCookieDomain(): string | undefined;
  setConsent(consent: Consent): Problem[] | undefined;
  getConsent(): Consent;
  retrieveDataFromRemoteSource(key: string, callback: (data: Record<string, unknown> | null) => void): void;
  getRemoteData(key: string): Promise<Record<string, unknown> | null>;
  onOutcome(listener: (outcome: Outcome) => void): () => void;
  getStats(): TrackerStats;
  flush(): Promise<void>;
  getQueued(): Promise<VisitEvent[]>;
}
