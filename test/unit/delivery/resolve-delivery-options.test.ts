import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import { deliveryOptionsFrom } from '../../../src/delivery/delivery-options-from.js';
import { resolveDeliveryOptions } from '../../../src/delivery/resolve-delivery-options.js';

const WHERE = { url: 'https://data.example', siteCode: 'site1' };

describe('resolveDeliveryOptions', () => {
  it('gives every default of the engine when nothing is given', () => {
    const settings = resolveDeliveryOptions(WHERE);
    expect(settings).toMatchObject({
      maxQueueBytes: 5_000_000,
      maxEventAgeMs: 7 * 24 * 3600_000,
      flushIntervalMs: 10_000,
      retryBaseMs: 1_000,
      retryMaxMs: 60_000,
    });
    expect(settings.eventStore).toBeDefined();
    expect(settings.debounceMs(true)).toBe(250); // a page of ours sends the store if this one goes away
    expect(settings.debounceMs(false)).toBe(0); // alone: at once
  });

  it('keeps what is given, 0 included, and reads undefined as not given', () => {
    const storage = createMemoryStore();
    const settings = resolveDeliveryOptions({
      ...WHERE,
      storage,
      maxQueueBytes: 10,
      maxEventAgeMs: undefined,
      flushIntervalMs: 0,
      flushDebounceMs: 0,
      retryBaseMs: 1,
      retryMaxMs: 2,
    });
    expect(settings).toMatchObject({ eventStore: storage, maxQueueBytes: 10, maxEventAgeMs: 7 * 24 * 3600_000, flushIntervalMs: 0 });
    expect([settings.debounceMs(true), settings.debounceMs(false)]).toEqual([0, 0]);
    expect([settings.retryBaseMs, settings.retryMaxMs]).toEqual([1, 2]);
  });
});

describe('deliveryOptionsFrom', () => {
  it('hands the built-in engine each of its options by name, and nothing else of the tracker', () => {
    const fetch = async () => ({ status: 202, headers: new Headers() });
    const now = () => 1;
    const options = deliveryOptionsFrom({
      ...WHERE,
      fetch,
      now,
      maxQueueBytes: 1,
      maxEventAgeMs: 2,
      flushIntervalMs: 3,
      flushDebounceMs: 4,
      retryBaseMs: 5, // data-retry-base-ms reaches the engine this way
      retryMaxMs: 6,
      ...{ cookieName: 'vt', window: {} },
    });
    expect({ ...options }).toEqual({
      ...WHERE,
      fetch,
      now,
      maxQueueBytes: 1,
      maxEventAgeMs: 2,
      flushIntervalMs: 3,
      flushDebounceMs: 4,
      retryBaseMs: 5,
      retryMaxMs: 6,
    });
  });

  it('reads debug when the engine logs (debug build), so turning it on later still counts', () => {
    const trackerOptions = { ...WHERE, debug: false };
    const options = deliveryOptionsFrom(trackerOptions);
    trackerOptions.debug = true; // visitTag.init({ debug: true }) after the engine was built

    expect(options.debug).toBe(true);
  });
});
