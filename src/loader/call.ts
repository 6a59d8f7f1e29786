import type { EventType } from '../wire/event-table.js';
import type { ViewContext } from './capture-view.js';

/**
 * The format version of a stored {@link Call}. An engine converts the calls of versions it knows
 * into events and leaves any other alone (a later release's loader may write another shape).
 * @example if (record.call.v === CALL_VERSION) engine.replay(record.call)
 */
export const CALL_VERSION = 1;

/**
 * The track methods of the public API, each with the event type it makes (`track` takes it from
 * its input) and the basic form of its arguments, one letter each: `O` an object, `o` an object
 * or nothing, `i` an id as the contract's int64 allows (a number, bigint or digit string), `s` a
 * string, `k` a string or a number, `v` any value. The loader checks only these forms before the
 * engine is there; the engine checks the whole contract.
 * @example TRACK_METHODS.trackConversion // ['CONVERSION', 'io']
 */
export const TRACK_METHODS = {
  track: [undefined, 'O'],
  trackPageView: ['PAGE', 'o'],
  trackConversion: ['CONVERSION', 'io'],
  trackExperiment: ['EXPERIMENT', 'ii'],
  trackPersonalization: ['PERSONALIZATION', 'ii'],
  trackTargetingSegment: ['TARGETINGSEGMENT', 'i'],
  trackWeather: ['WEATHER', 'O'],
  trackProduct: ['PRODUCT', 's'],
  trackGeolocation: ['GEOLOCATION', 'O'],
  setCustomData: ['CUSTOMDATA', 'kvo'],
} as const satisfies Record<string, readonly [EventType | undefined, string]>;

/**
 * A method of the public API that makes an event.
 * @example const method: TrackMethod = 'trackConversion'
 */
export type TrackMethod = keyof typeof TRACK_METHODS;

/**
 * One call of the page as the loader records it, in the order of the calls: a track call with the
 * nonce it answered (stored in IndexedDB under that nonce until an engine turns it into its event),
 * or `setVisitorCode` (kept in memory only, so the engine applies it in its place).
 * @example { v: 1, nonce: '9f1c0a7e3b5d2468', method: 'trackConversion', args: [12], storedAt: 1700000000000, page: '0a1b2c3d4e5f6789' }
 */
export interface Call {
  v: typeof CALL_VERSION;
  nonce: string;
  method: TrackMethod | 'setVisitorCode';
  args: unknown[];
  /** When the page made the call (ms since epoch): the event's age and its place in the send order. */
  storedAt: number;
  /** The page that made it: an engine adopts the calls of other pages only once they are orphans. */
  page: string;
  /** A page view: the page as it was when the view settled. */
  view?: ViewContext;
  /** A page view the tag counted itself (the first view, an SPA navigation, a restore). */
  isOwnView?: boolean;
}

/**
 * A call as IndexedDB keeps it, beside the events (`{ event, storedAt }`), under its nonce.
 * @example { call, storedAt: call.storedAt }
 */
export interface StoredCall {
  call: Call;
  storedAt: number;
}

/**
 * The event type a call makes, for its outcomes: the method's, or the input's own for `track`.
 * @example eventTypeOf(call) // 'CONVERSION'
 */
export const eventTypeOf = (call: Call): EventType =>
  (call.method === 'track' ? (call.args[0] as { eventType?: EventType } | undefined)?.eventType : undefined) ??
  (call.method === 'setVisitorCode' ? undefined : TRACK_METHODS[call.method][0]) ??
  ('' as EventType);
