import { type DeliveryOptions } from './delivery-options.js';
import type { EventStore } from './store/event-store.js';
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
export declare function resolveDeliveryOptions(options: DeliveryOptions): DeliverySettings;
