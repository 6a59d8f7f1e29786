import { describe, expect, it } from 'vitest';
import { fromWorkerUrl, toWorkerUrl } from '../../../src/delivery/worker/worker-url.js';

describe("the worker's address and its options", () => {
  it('carries the options given (and only those) in the query, resolved against the page', () => {
    const href = toWorkerUrl('/vt/visit-tag-sw.js', 'https://shop.example/cart?x=1', {
      url: 'https://data.example.com/base',
      siteCode: 'shop 1',
      maxEventAgeMs: 86_400_000,
      retryBaseMs: undefined,
    });
    expect(href).toBe(
      'https://shop.example/vt/visit-tag-sw.js?url=https%3A%2F%2Fdata.example.com%2Fbase&siteCode=shop+1&maxEventAgeMs=86400000',
    );
  });

  it('reads them back as they were given: numbers for the caps, strings for the rest', () => {
    const options = { url: 'https://data.example.com', siteCode: '0042', maxQueueBytes: 1_000_000, retryBaseMs: 250, retryMaxMs: 5_000 };
    expect(fromWorkerUrl(toWorkerUrl('visit-tag-sw.js', 'https://shop.example/vt/', options))).toEqual(options);
  });

  it('ignores what is not an option of the worker', () => {
    expect(fromWorkerUrl('https://shop.example/vt/visit-tag-sw.js?siteCode=shop&debug=true&fetch=x')).toEqual({ siteCode: 'shop' });
  });
});
