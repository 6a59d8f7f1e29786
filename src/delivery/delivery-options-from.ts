import type { DeliveryOptions, TrackerDeliveryOptions } from './delivery-options.js';

/** What a tracker's options hold for its built-in engine. */
export type DeliverySource = TrackerDeliveryOptions &
  Pick<DeliveryOptions, 'fetch' | 'now' | 'debug'> & { url?: string; siteCode?: string };

/**
 * The built-in engine's options from a tracker's: where to send (checked by `start()` before the
 * engine is built), its caps, intervals and backoff, the `fetch` and the clock, each named. In the
 * debug build `debug` is read when the engine logs, so `visitTag.init({ debug: true })` after the
 * start still turns its logs on.
 * @example createDelivery(deliveryOptionsFrom(trackerOptions))
 */
export function deliveryOptionsFrom(options: DeliverySource): DeliveryOptions {
  const delivery: DeliveryOptions = {
    url: options.url!,
    siteCode: options.siteCode!,
    fetch: options.fetch,
    now: options.now,
    maxQueueBytes: options.maxQueueBytes,
    maxEventAgeMs: options.maxEventAgeMs,
    flushIntervalMs: options.flushIntervalMs,
    flushDebounceMs: options.flushDebounceMs,
    retryBaseMs: options.retryBaseMs,
    retryMaxMs: options.retryMaxMs,
  };
  if (__DEV__) Object.defineProperty(delivery, 'debug', { get: () => options.debug });
  return delivery;
}
