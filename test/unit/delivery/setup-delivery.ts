import { vi } from 'vitest';
import type { Outcome } from '../../../src/delivery/delivery-types.js';
import { createDelivery } from '../../../src/delivery/create-delivery.js';
import { createMemoryStore } from '../../../src/delivery/create-memory-store.js';
import type { DeliveryOptions } from '../../../src/delivery/delivery-options.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { parseLines } from '../../../src/wire/parse-lines.js';

export interface SentRequest {
  url: URL;
  body: string;
  keepalive: boolean;
  nonces: string[];
}

/** What the fake service answers: a status, optionally with Retry-After, or 'network' to reject. */
export type Answer = number | 'network' | { status: number; retryAfter?: string };

/**
 * A delivery with a fake service, fake beacon and memory store; time is vitest's fake clock.
 * `answer` decides each fetch's fate from the request.
 */
export function setupDelivery(options: Partial<DeliveryOptions> & { answer?: (request: SentRequest) => Answer | Promise<Answer> } = {}) {
  const requests: SentRequest[] = [];
  const beacons: SentRequest[] = [];
  const outcomes: Outcome[] = [];
  const target = new EventTarget();
  let isHidden = false;
  const read = (url: string, body: string, keepalive: boolean): SentRequest => {
    const parsed = new URL(url);
    const visitorCode = parsed.searchParams.get('visitorCode') ?? undefined;
    const nonces = parseLines(body, { visitorCode }).events.map((parsedEvent) => parsedEvent.event.nonce);
    return { url: parsed, body, keepalive, nonces };
  };
  const { answer = () => 202, ...rest } = options;
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
    fetch: async (url, init) => {
      const request = read(url, init.body as string, !!init.keepalive);
      requests.push(request);
      const result = await answer(request);
      if (result === 'network') throw new TypeError('Failed to fetch');
      const { status, retryAfter } = typeof result === 'number' ? { status: result, retryAfter: undefined } : result;
      return { status, headers: new Headers(retryAfter ? { 'retry-after': retryAfter } : {}) };
    },
    sendBeacon: (url, body) => {
      beacons.push(read(url, body, true));
      return true;
    },
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
    pagehide(persisted = false) {
      target.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
    },
    pageshow(persisted = true) {
      target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    },
    fire(type: string) {
      target.dispatchEvent(new Event(type));
    },
    /** Lets timers (fake) and the microtasks behind them run. */
    wait: (ms = 0) => vi.advanceTimersByTimeAsync(ms),
    outcomesOf: (type: Outcome['type']) => outcomes.filter((outcome) => outcome.type === type),
  };
}

let counter = 0;
/** A valid PRODUCT event with a fresh nonce. */
export function productEvent(visitorCode = 'visitor-1', ean = 'ean'): VisitEvent {
  return { eventType: 'PRODUCT', nonce: 'a' + String(++counter).padStart(15, '0'), visitorCode, ean };
}
