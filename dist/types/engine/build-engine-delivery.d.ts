import type { Delivery } from '../delivery/delivery-types.js';
import type { EventStore } from '../delivery/store/event-store.js';
import type { StoredCall } from '../loader/call.js';
import type { TrackerOptions } from '../types/tracker-types.js';
/**
 * The engine's delivery, its options built explicitly from the tracker's (nothing reaches it by
 * a matching name): where to send, the store, the caps and intervals, the environment given for
 * tests, and what to do with the calls loaders left in the store.
 * @example const delivery = buildEngineDelivery(options, createEventStore(), (records) => adopt(records));
 */
export declare function buildEngineDelivery(options: TrackerOptions, store: EventStore, onCalls: (records: StoredCall[]) => void): Delivery;
