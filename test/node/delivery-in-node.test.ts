// The delivery engine outside a browser: in Node there is no window, document, navigator,
// location, indexedDB or self. Built from a complete environment, it must never read one of them
// (before the engine's environment was resolved lazily, createDelivery threw `navigator is not
// defined` here). Each browser global is a getter that records who touched it, and throws.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from '../../src/delivery/delivery-types.js';
import { createDelivery } from '../../src/delivery/create-delivery.js';
import { createMemoryStore } from '../../src/delivery/store/create-memory-store.js';
import { resolveDeliveryEnv, type DeliveryEnv } from '../../src/delivery/resolve-delivery-env.js';
import { createChannelHub, createLocks, createTransport, firePageTransition, productEvent } from '../unit/delivery/fakes.js';

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'indexedDB', 'localStorage', 'self'] as const;
let touched: string[] = [];

beforeEach(() => {
  touched = [];
  for (const name of BROWSER_GLOBALS) {
    expect(name in globalThis).toBe(false); // Node 20 has none of them
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name);
        throw new ReferenceError(`${name} is not defined`);
      },
    });
  }
});
afterEach(() => {
  for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name];
});

/** Every field of the engine's environment, none from a browser. */
function completeEnv(answer?: Parameters<typeof createTransport>[0]) {
  const transport = createTransport(answer);
  const target = new EventTarget();
  const env: DeliveryEnv = {
    fetch: transport.fetch,
    xhr: transport.xhr,
    sendBeacon: transport.sendBeacon,
    now: () => Date.now(),
    random: () => 0.5,
    locks: createLocks(),
    target,
    isHidden: () => false,
    channel: createChannelHub(),
    navigation: new EventTarget(),
    home: 'https://shop.example/',
    webStorage: null,
  };
  return { env, transport, target };
}

function setupNodeDelivery(answer?: Parameters<typeof createTransport>[0]) {
  const { env, transport, target } = completeEnv(answer);
  const storage = createMemoryStore();
  const delivery = createDelivery({ ...env, url: 'https://data.example', siteCode: 'node1', storage, flushDebounceMs: 0 });
  const outcomes: Outcome[] = [];
  delivery.onOutcome((outcome) => outcomes.push(outcome));
  return { delivery, storage, transport, target, outcomes };
}

describe('createDelivery in Node, from a complete environment', () => {
  it('enqueues, stores, sends to the given fetch and reports sent, touching no browser global', async () => {
    const d = setupNodeDelivery();
    d.delivery.start();
    const event = productEvent('node-visitor');
    d.delivery.enqueue(event);
    await vi.waitFor(() => expect(d.outcomes.map((outcome) => outcome.type)).toEqual(['stored', 'sent']));
    expect(d.outcomes.map((outcome) => outcome.nonce)).toEqual([event.nonce, event.nonce]);
    expect(d.outcomes[1]).toMatchObject({ type: 'sent', status: 202, transport: 'keepalive' });
    expect(d.transport.requests.map((request) => [request.url.searchParams.get('visitorCode'), request.nonces])).toEqual([
      ['node-visitor', [event.nonce]],
    ]);
    expect(await d.storage.all()).toEqual([]);
    expect(d.delivery.getStats()).toMatchObject({ stored: 1, sent: 1, queued: 0 });
    d.delivery.stop();
    expect(touched).toEqual([]);
  });

  it('retries on the given clock and beacons at page hide on the given window, touching no browser global', async () => {
    const d = setupNodeDelivery(() => 503);
    d.delivery.start();
    const stored = productEvent();
    d.delivery.enqueue(stored);
    await vi.waitFor(() => expect(d.outcomes.map((outcome) => outcome.type)).toEqual(['stored', 'retry']));
    const inMemory = productEvent();
    d.delivery.enqueue(inMemory);
    firePageTransition(d.target, 'pagehide', false);
    expect(d.transport.beacons.flatMap((beacon) => beacon.nonces)).toEqual([inMemory.nonce]); // backoff: the stored one waits
    expect(await d.delivery.getQueued()).toEqual([stored, inMemory]);
    d.delivery.stop();
    expect(touched).toEqual([]);
  });
});

describe('resolveDeliveryEnv in Node', () => {
  const { env } = completeEnv();
  it.each(Object.keys(env) as (keyof DeliveryEnv)[])('a given %s is returned as given, without reading a browser global', (key) => {
    const resolved = resolveDeliveryEnv({ [key]: env[key] });
    expect(resolved[key]).toBe(env[key]);
    expect(touched).toEqual([]);
  });

  it('reads nothing when built, and a browser global only for a field not given, when it is used', () => {
    const resolved = resolveDeliveryEnv({});
    expect(touched).toEqual([]);
    expect(() => resolved.locks).toThrow('navigator is not defined');
    expect(() => resolved.home).toThrow('location is not defined');
    expect(touched).toEqual(['navigator', 'location']);
  });
});
