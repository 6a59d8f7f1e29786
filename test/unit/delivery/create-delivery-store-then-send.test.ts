// createDelivery stores each event, then sends it: one body per visitor, the visitor in the query,
// a burst in one store write, and what earlier pages left sent at start.
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: store, then send', () => {
  it('stores, sends one body with the visitor in the query, and forgets on 202', async () => {
    const t = setupDelivery();
    const events = [productEvent(), productEvent(), productEvent()];
    events.forEach((event) => t.delivery.enqueue(event));
    expect(t.delivery.getStats().queued).toBe(3);
    await t.wait(100);
    expect(t.outcomesOf('stored').map((outcome) => outcome.nonce)).toEqual(events.map((event) => event.nonce));
    expect(t.requests).toHaveLength(1);
    const [request] = t.requests;
    expect(request.url.pathname).toBe('/visit/events');
    expect(request.url.searchParams.get('siteCode')).toBe('site1');
    expect(request.url.searchParams.get('visitorCode')).toBe('visitor-1');
    expect(request.body).not.toContain('visitorCode');
    expect(request.nonces).toEqual(events.map((event) => event.nonce));
    expect(request.keepalive).toBe(true); // small: keepalive, so it outlives the page
    expect(t.outcomesOf('sent')).toHaveLength(3);
    expect(t.outcomesOf('sent')[0]).toMatchObject({ status: 202, transport: 'keepalive', eventType: 'PRODUCT' });
    expect(await t.store.all()).toEqual([]);
    expect(t.delivery.getStats()).toMatchObject({ stored: 3, sent: 3, queued: 0 });
  });

  it('takes a data URL with a trailing slash (data-url="https://data.example/") without doubling it', async () => {
    const t = setupDelivery({ url: 'https://data.example/' });
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.requests.map((request) => request.url.href.split('?')[0])).toEqual(['https://data.example/visit/events']);
  });

  it('writes a burst in one store call (group commit), and sends nothing before it is stored', async () => {
    const store = createMemoryStore();
    const put = vi.spyOn(store, 'put');
    const t = setupDelivery({ storage: store });
    for (let i = 0; i < 50; i++) t.delivery.enqueue(productEvent());
    expect(t.requests).toHaveLength(0);
    await t.wait(100);
    expect(put).toHaveBeenCalledTimes(1);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 32, 10]); // the batch cap: 8 to start, then 32, then 128
  });

  it('a burst tracked after the store was drained starts at 8 events again, however many 2xx came before', async () => {
    const t = setupDelivery();
    Array.from({ length: 100 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 32, 60]);
    Array.from({ length: 30 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 32, 60, 8, 22]);
    expect(await t.store.all()).toEqual([]);
  });

  it('sends each visitor in its own body', async () => {
    const t = setupDelivery();
    t.delivery.enqueue(productEvent('a'));
    t.delivery.enqueue(productEvent('b'));
    t.delivery.enqueue(productEvent('a'));
    await t.wait(100);
    expect(t.requests.map((request) => [request.url.searchParams.get('visitorCode'), request.nonces.length])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('flushes what earlier pages left, at start', async () => {
    const store = createMemoryStore();
    const left = [productEvent(), productEvent()];
    await store.put(left.map((event) => ({ event, storedAt: Date.now() })));
    const t = setupDelivery({ storage: store });
    t.delivery.start();
    await t.wait(0);
    expect(t.requests.flatMap((request) => request.nonces)).toEqual(left.map((event) => event.nonce));
    t.delivery.stop();
  });
});
