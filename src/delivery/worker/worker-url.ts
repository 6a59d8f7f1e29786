import { readDataOptions } from '../../loader/read-data-options.js';
import type { DeliveryOptions } from '../delivery-options.js';

/**
 * The options the tag's worker (`visit-tag-sw.js`) needs to send what the page stored, carried in
 * the query of its address: a worker has no page to read them from. Any change of them is a new
 * address, so the browser installs the worker again.
 */
export const WORKER_OPTIONS = ['url', 'siteCode', 'maxQueueBytes', 'maxEventAgeMs', 'retryBaseMs', 'retryMaxMs'] as const;

/** What the worker knows: where to send, and the caps the site set. */
export type WorkerOptions = Pick<DeliveryOptions, (typeof WORKER_OPTIONS)[number]>;

/**
 * The worker's address with the page's options in its query (only those given), resolved against `base`.
 * @example toWorkerUrl('/vt/visit-tag-sw.js', 'https://shop.example/', { url: 'https://data.example.com', siteCode: 'shop' })
 * // 'https://shop.example/vt/visit-tag-sw.js?url=https%3A%2F%2Fdata.example.com&siteCode=shop'
 */
export function toWorkerUrl(worker: string, base: string, options: WorkerOptions): string {
  const address = new URL(worker, base);
  for (const name of WORKER_OPTIONS) if (options[name] != null) address.searchParams.set(name, String(options[name]));
  return address.href;
}

/**
 * The options in a worker's address, read by the same rule as the script tag's `data-*` attributes
 * (readDataOptions: a name ending in `Ms` or `Bytes` is a number).
 * @example fromWorkerUrl('https://shop.example/vt/visit-tag-sw.js?url=https%3A%2F%2Fdata.example.com&siteCode=shop&retryBaseMs=250')
 * // { url: 'https://data.example.com', siteCode: 'shop', retryBaseMs: 250 }
 */
export function fromWorkerUrl(href: string): WorkerOptions {
  const given = Object.fromEntries(new URL(href).searchParams);
  const read = readDataOptions(given) as Record<string, unknown>;
  return Object.fromEntries(
    WORKER_OPTIONS.filter((name) => read[name] != null).map((name) => [name, read[name]]),
  ) as unknown as WorkerOptions;
}
