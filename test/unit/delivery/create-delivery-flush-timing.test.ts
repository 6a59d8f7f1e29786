// When createDelivery flushes after a store by default: 250 ms later with another tab open, at once alone,
// and not at all before a same-origin navigation.
import { keyOf } from '../../../src/delivery/store/event-store.js';
import { describe, expect, it } from 'vitest';
import { fireNavigate } from './fakes.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: when the flush follows the store (flushDebounceMs not given)', () => {
  /** A BroadcastChannel on which one other live tab answers 'hello' with 'here'. */
  const withPeer = () => () => {
    const channel = {
      onmessage: null as ((event: { data: unknown }) => void) | null,
      postMessage: ([type]: [string]) => type === 'hello' && queueMicrotask(() => channel.onmessage?.({ data: ['here', 'peer'] })),
      close() {},
    };
    return channel as unknown as BroadcastChannel;
  };

  it('with another tab open: 250 ms after a store, with what was stored meanwhile in the same body', async () => {
    const t = setupDelivery({ flushDebounceMs: undefined, channel: withPeer() }); // undefined: the default
    t.delivery.start();
    await t.wait(0);
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    t.delivery.enqueue(productEvent()); // stored within the wait: rides along, does not move it
    await t.wait(100);
    expect(t.outcomesOf('stored')).toHaveLength(2);
    expect(t.requests).toHaveLength(0);
    await t.wait(100);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([2]);
    t.delivery.stop();
  });

  it('with another tab open, tracking every 100 ms does not hold the flush back', async () => {
    const t = setupDelivery({ flushDebounceMs: undefined, channel: withPeer() });
    t.delivery.start();
    await t.wait(0);
    for (let i = 0; i < 20; i++) {
      t.delivery.enqueue(productEvent());
      await t.wait(100);
    }
    // 2 s of steady tracking: sent every 250 ms or so, not held until the 10 s interval.
    expect(t.requests.length).toBeGreaterThanOrEqual(5);
    await t.wait(300);
    expect(t.requests.flatMap((request) => request.nonces)).toHaveLength(20);
    t.delivery.stop();
  });

  it('stop() then start() (consent denied, then granted) still flushes after a store', async () => {
    const t = setupDelivery({ flushDebounceMs: undefined, channel: withPeer() });
    t.delivery.start();
    await t.wait(0);
    t.delivery.enqueue(productEvent());
    await t.wait(50);
    t.delivery.stop(); // the pending flush is cancelled
    t.delivery.start();
    await t.wait(0);
    t.delivery.enqueue(productEvent());
    await t.wait(400);
    expect(t.requests.flatMap((request) => request.nonces)).toHaveLength(2);
    t.delivery.stop();
  });

  it('alone: at once', async () => {
    const t = setupDelivery({ flushDebounceMs: undefined });
    t.delivery.start();
    await t.wait(0);
    t.delivery.enqueue(productEvent());
    await t.wait(5);
    expect(t.requests).toHaveLength(1);
    t.delivery.stop();
  });

  it('tracked, then a link to a page of this origin (Navigation API): no fetch, no beacon; the event waits for the next page', async () => {
    const navigation = new EventTarget();
    const t = setupDelivery({ flushDebounceMs: undefined, navigation, home: 'https://shop.example/' });
    t.delivery.start();
    await t.wait(0);
    const event = productEvent();
    t.delivery.enqueue(event); // in a click handler; the link's navigate event follows at once
    fireNavigate(navigation, 'https://shop.example/next');
    await t.wait(100);
    expect(t.outcomesOf('stored')).toHaveLength(1);
    t.pagehide();
    await t.wait(1_000);
    expect(t.requests).toHaveLength(0); // no request in flight whose answer this page could not read
    expect(t.beacons).toHaveLength(0);
    expect((await t.store.all()).map((record) => keyOf(record))).toEqual([event.nonce]);
    t.delivery.stop();
  });
});
