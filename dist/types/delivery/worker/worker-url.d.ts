import type { DeliveryOptions } from '../delivery-options.js';
/**
 * The options the tag's worker (`visit-tag-sw.js`) needs to send what the page stored, carried in
 * the query of its address: a worker has no page to read them from. Any change of them is a new
 * address, so the browser installs the worker again.
 */
export declare const WORKER_OPTIONS: readonly ["url", "siteCode", "maxQueueBytes", "maxEventAgeMs", "retryBaseMs", "retryMaxMs"];
/** What the worker knows: where to send, and the caps the site set. */
export type WorkerOptions = Pick<DeliveryOptions, (typeof WORKER_OPTIONS)[number]>;
/**
 * The worker's address with the page's options in its query (only those given), resolved against `base`.
 * @example toWorkerUrl('/vt/visit-tag-sw.js', 'https://shop.example/', { url: 'https://data.example.com', siteCode: 'shop' })
 * // 'https://shop.example/vt/visit-tag-sw.js?url=https%3A%2F%2Fdata.example.com&siteCode=shop'
 */
export declare function toWorkerUrl(worker: string, base: string, options: WorkerOptions): string;
/**
 * The options in a worker's address, read by the same rule as the script tag's `data-*` attributes
 * (readDataOptions: a name ending in `Ms` or `Bytes` is a number).
 * @example fromWorkerUrl('https://shop.example/vt/visit-tag-sw.js?url=https%3A%2F%2Fdata.example.com&siteCode=shop&retryBaseMs=250')
 * // { url: 'https://data.example.com', siteCode: 'shop', retryBaseMs: 250 }
 */
export declare function fromWorkerUrl(href: string): WorkerOptions;
