import { createEventStore } from './store/create-event-store.js';
import { FLUSH_DEBOUNCE_MS, FLUSH_INTERVAL_MS, MAX_EVENT_AGE_MS, MAX_QUEUE_BYTES, type DeliveryOptions } from './delivery-options.js';
import type { EventStore } from './store/event-store.js';
import { RETRY_BASE_MS, RETRY_MAX_MS } from './send/next-retry-delay.js';

/** The engine's options with every default applied. */
export interface DeliverySettings {
  /** The store (the option `storage`). */
  eventStore: EventStore;
  maxQueueBytes: number;
  maxEventAgeMs: number;
  flushIntervalMs: number;
  /** The delay between a store and its flush: with a page of ours to send the store if this one goes away (`isCovered`), or alone. */
  debounceMs: (isCovered: boolean) => number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/**
 * Every default of the delivery layer, in one table: each option as given, or else its default
 * (delivery-options.ts and next-retry-delay.ts say why each number). `createDelivery` reads its
 * caps, intervals and backoff only from here, and hands them to the queue and the flusher as they are.
 * @example resolveDeliveryOptions({ url: 'https://data.example.com', siteCode: 'demo' }).maxQueueBytes // 5000000
 */
export function resolveDeliveryOptions(options: DeliveryOptions): DeliverySettings {
  return {
    eventStore: options.storage ?? createEventStore(),
    maxQueueBytes: options.maxQueueBytes ?? MAX_QUEUE_BYTES,
    maxEventAgeMs: options.maxEventAgeMs ?? MAX_EVENT_AGE_MS,
    flushIntervalMs: options.flushIntervalMs ?? FLUSH_INTERVAL_MS,
    // Covered: a moment later, so a page that goes away right after tracking has no request in
    // flight; alone, at once (what is unsent at page hide is beaconed). FLUSH_DEBOUNCE_MS says why.
    debounceMs: (isCovered) => options.flushDebounceMs ?? (isCovered ? FLUSH_DEBOUNCE_MS : 0),
    retryBaseMs: options.retryBaseMs ?? RETRY_BASE_MS,
    retryMaxMs: options.retryMaxMs ?? RETRY_MAX_MS,
  };
}
