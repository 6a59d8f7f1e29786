import type { Delivery } from './delivery-types.js';
import type { DeliveryOptions } from './delivery-options.js';
export type { DeliveryOptions } from './delivery-options.js';
export { deliveryOptionsFrom } from './delivery-options-from.js';
/**
 * The durable delivery engine: events are kept in IndexedDB (one record per nonce) from the
 * moment they are accepted until a 2xx answer confirms them, sent in batches by one tab at a time
 * (Web Locks), retried with backoff, beaconed at page hide, and every outcome is reported. This
 * function only wires the parts together: the queue, the sender, the tabs, the page lifecycle, the
 * page hide and the flush, with the options resolveDeliveryOptions resolves. The rules and why: ARCHITECTURE.md "Delivery rules".
 * @example
 * const delivery = createDelivery({ url: 'https://data.example.com', siteCode: 'demo' });
 * delivery.start();
 * delivery.enqueue({ eventType: 'PRODUCT', nonce: createNonce(), visitorCode: 'v1', ean: '42' });
 */
export declare function createDelivery(options: DeliveryOptions): Delivery;
