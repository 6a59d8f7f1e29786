import { afterEach, beforeEach, vi } from 'vitest';
import type { Outcome } from '../../../src/delivery/delivery-types.js';
import { createDelivery } from '../../../src/delivery/create-delivery.js';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import type { DeliveryOptions } from '../../../src/delivery/delivery-options.js';
import { createTransport, createWebStorage, firePageTransition, type FakeAnswer, type SentRequest } from './fakes.js';

export { productEvent, type SentRequest } from './fakes.js';

/** What the fake service answers: a status, optionally with Retry-After, or 'network' to reject. */
export type Answer = FakeAnswer;

/**
 * A delivery with a fake service, fake beacon and memory store; time is vitest's fake clock.
 * `answer` decides each fetch's fate from the request.
 */
export function setupDelivery(options: Partial<DeliveryOptions> & { answer?: (request: SentRequest) => Answer | Promise<Answer> } = {}) {
  const outcomes: Outcome[] = [];
  const target = new EventTarget();
  let isHidden = false;
  const { answer, ...rest } = options;
  const { fetch, sendBeacon, requests, beacons } = createTransport(answer);
  const store = options.storage ?? createMemoryStore();
  const delivery = createDelivery({
    url: 'https://data.example',
    siteCode: 'site1',
    storage: store,
    locks: null,
    channel: () => null,
    target,
    isHidden: () => isHidden,
    now: () => Date.now(),
    random: () => 1,
    flushDebounceMs: 0, // a flush right after each store keeps the timing simple; the default has its own test
    fetch,
    sendBeacon,
    webStorage: createWebStorage(), // the tabs of one site share one: give it
    ...rest,
  });
  delivery.onOutcome((outcome) => outcomes.push(outcome));
  return {
    delivery,
    store,
    requests,
    beacons,
    outcomes,
    /** Sets what document.visibilityState says and fires visibilitychange. */
    setHidden(hidden: boolean) {
      isHidden = hidden;
      target.dispatchEvent(new Event('visibilitychange'));
    },
    pagehide: (persisted = false) => firePageTransition(target, 'pagehide', persisted),
    pageshow: (persisted = true) => firePageTransition(target, 'pageshow', persisted),
    fire(type: string) {
      target.dispatchEvent(new Event(type));
    },
    /** Lets timers (fake) and the microtasks behind them run. */
    wait: (ms = 0) => vi.advanceTimersByTimeAsync(ms),
    outcomesOf: (type: Outcome['type']) => outcomes.filter((outcome) => outcome.type === type),
  };
}

/** Fakes the timers and Date around each test of the calling file: the clock that setupDelivery's `wait` advances. Call once per file. */
export function useFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
