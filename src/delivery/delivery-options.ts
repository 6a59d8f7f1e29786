import type { DeliveryEnv } from './resolve-delivery-env.js';
import type { EventStore } from './store/event-store.js';
import type { StoredCall } from '../loader/call.js';
import type { BackgroundSyncOption } from '../types/background-sync-option.js';

/**
 * Events (and the loader's calls) held in memory before `start()` or while consent is pending;
 * beyond, the oldest are dropped (`max-held`). The one declaration: the call log and the engine read it.
 */
export const MAX_HELD_EVENTS = 100;
/** Oldest events are dropped (`max-bytes`) once the stored lines pass this: about 15,000 events. */
export const MAX_QUEUE_BYTES = 5_000_000;
/** Events older than this are dropped (`max-age`): a week covers a long weekend offline. */
export const MAX_EVENT_AGE_MS = 7 * 24 * 3600_000;
/**
 * The batch cap, by count: every event of a body whose answer is lost (the service stored it, then
 * a 5xx or a dropped socket) is sent again, a copy; so is every event of a body in flight when its
 * page dies. A body that starts a drain (a tab's first, and the first after the store was empty)
 * carries at most this many events; each 2xx allows four times more, so a backlog still drains in
 * few requests (10,000 events in 6), and what a page tracks in one go rarely needs two. Measured
 * with `npm run chaos` (docs/delivery.md "Copies"): with 256 here, single bodies of 26 to 64
 * events were lost or left in flight by a dying page, up to 64 copies in one run of 320 events;
 * with 16, one lost body was 5 % of a run's events (15 runs per engine: copies 2.9, 2.3 and 2.7 %
 * in Chromium, Firefox ESR and WebKitGTK; with 8: 2.3, 2.6 and 1.5 %). The price is requests while
 * answers keep getting lost (the bench's drain with a fifth lost: 1.6 times as long as with 16).
 */
export const FIRST_BATCH_EVENTS = 8;
/**
 * For this long after trouble, the cap by answers grows no further than FIRST_BATCH_EVENTS: a
 * service that has just had trouble often has more (in the chaos runs one fault follows another
 * every few seconds), and a backlog held through the recovery, then released in bodies of 64 or
 * 256, went into the next lossy period (WebKitGTK seed 1: one lost 129-event body, 138 copies).
 */
export const WARY_MS = 60_000;
/** The recovery after trouble ends when its bound by time has grown to this (1, 4, 16, 64: four steps). */
export const RECOVERED_BATCH_EVENTS = 256;
/** After a failed request, a slow answer, a backoff another tab announced or a page that hid with a request in flight, the next body carries this many. */
export const RETRY_BATCH_EVENTS = 1;
/** Each 2xx multiplies the cap by this: 10,000 stored events drain in 6 requests (8, 32, 128, …). */
export const BATCH_GROWTH = 4;
/**
 * A 2xx that took longer than this counts as a warning for the batch cap (one event next, in every
 * tab, but no wait): while answers are slow, a page that dies with a request in flight costs a copy
 * of every event in it, and the events not in it wait stored, where a death costs nothing.
 */
export const SLOW_ANSWER_MS = 1000;
/** Every tab looks at the shared queue this often (events other tabs could not send, for instance). */
export const FLUSH_INTERVAL_MS = 10_000;
/**
 * With another live tab or a navigation to this origin under way (a page of ours then sends the
 * store if this one goes away), a flush follows a store this much later; alone, at once. A page
 * that goes away right after tracking then has no request in flight whose answer it cannot read
 * and the next page sends again (measured with a second tab open, 20 events tracked, 15 times:
 * page closed at once, copies 60 % at 0 ms, 33 % at 250 ms, the rest beacons of events not stored
 * yet; reloaded, 53 % and 20 %; `npm run chaos`, 60 s: copies of requests in flight at page death
 * outside slow answers, 24–50 per run at 0 ms, 0–3 at 250 ms). Alone, what is unsent at page hide
 * is beaconed, and resent by the next page too: at once leaves least unsent (a lone tab reloaded
 * right after tracking: 90–120 % copies at 0 ms, 130 % at 250 ms). Durability does not suffer:
 * events are stored first. 0: always at once.
 */
export const FLUSH_DEBOUNCE_MS = 250;
/** When another tab is flushing, look again this much later. */
export const LOCK_RETRY_MS = 1_000;

/**
 * What createDelivery takes: where to send, caps and intervals, and (for tests) the environment.
 * Their defaults are in one table: resolveDeliveryOptions (resolve-delivery-options.ts).
 */
export interface DeliveryOptions extends Partial<DeliveryEnv> {
  /** Base address of the data interface, e.g. `https://data.example.com`. */
  url: string;
  siteCode: string;
  /** Default: IndexedDB (`visit-tag`/`events`), memory when it cannot be opened. */
  storage?: EventStore;
  /** Byte cap of the stored queue: beyond it the oldest events are dropped (`max-bytes`). Default 5,000,000. */
  maxQueueBytes?: number;
  /** Age cap: events stored longer are dropped (`max-age`). Default 7 days. */
  maxEventAgeMs?: number;
  /** How often every tab looks at the shared queue. Default 10,000. */
  flushIntervalMs?: number;
  /** Delay between a store and its flush. Default 250 with another tab open or a navigation to the site under way, else 0 (0: always at once). */
  flushDebounceMs?: number;
  /** Backoff (full jitter, `Retry-After` as a floor): its first step. Default 1 s. */
  retryBaseMs?: number;
  /** Backoff: its cap. Default 60 s. */
  retryMaxMs?: number;
  /** Log storage that goes away (reopened, or fallen back to memory) to the console: debug build only. */
  debug?: boolean;
  /** The calls loaders left in the store, at every read of it (the tracker adopts those of pages gone). */
  onCalls?: (calls: StoredCall[]) => void;
}

/** The engine's caps, intervals and backoff, which a tracker takes too (`TrackerOptions` extends them), and the background drain. */
export type TrackerDeliveryOptions = Pick<
  DeliveryOptions,
  'maxQueueBytes' | 'maxEventAgeMs' | 'flushIntervalMs' | 'flushDebounceMs' | 'retryBaseMs' | 'retryMaxMs'
> &
  BackgroundSyncOption;
