import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventStore } from '../../../src/delivery/event-store.js';
import { createHandoff } from '../../../src/delivery/create-handoff.js';
import { createMemoryStore } from '../../../src/delivery/create-memory-store.js';
import { fireNavigate } from './fakes.js';
import { productEvent, setupDelivery } from './setup-delivery.js';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A delivery whose first request failed (503), then sent its event alone, answered 2xx; 7 s later, its recovery is over. */
async function afterOneFailureAndItsRecovery() {
  const statuses = [503];
  const t = setupDelivery({ answer: () => statuses.shift() ?? 202 });
  t.delivery.start();
  t.delivery.enqueue(productEvent());
  await t.wait(2_000); // 503, then the event alone, answered 2xx
  await t.wait(5_000); // the recovery is over
  return t;
}

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
    expect(t.outcomesOf('sent')[0]).toMatchObject({ status: 202, transport: 'fetch', eventType: 'PRODUCT' });
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

  it('after a failed request the next body carries one event, then four times more per 2xx (a lost answer costs few copies)', async () => {
    const statuses = [503];
    const t = setupDelivery({ answer: () => statuses.shift() ?? 202, retryBaseMs: 10, retryMaxMs: 10 });
    const events = Array.from({ length: 30 }, () => productEvent());
    t.delivery.start();
    events.forEach((event) => t.delivery.enqueue(event));
    await t.wait(1_000);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 1, 4, 8, 8, 8, 1]);
    expect(t.requests.map((request) => request.keepalive)).toEqual([false, false, false, false, false, false, true]); // the last: all that is left
    expect(t.requests.slice(1).flatMap((request) => request.nonces)).toEqual(events.map((event) => event.nonce));
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });

  it('recovers one step per retryBaseMs: one request per step, the backlog waits stored, and a failure in the recovery starts it again', async () => {
    const statuses = [503, 202, 503];
    const sentAt: number[] = [];
    const answer = () => {
      sentAt.push(Date.now());
      return statuses.shift() ?? 202;
    };
    const t = setupDelivery({ answer, retryBaseMs: 100, retryMaxMs: 100 });
    const events = Array.from({ length: 100 }, () => productEvent());
    t.delivery.start();
    events.forEach((event) => t.delivery.enqueue(event));
    await t.wait(3_000);
    // 8 lost; 1 sent; 4 lost (a lossy period); again 1, 4, 8; then 8 at a time (wary of more trouble).
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 1, 4, 1, 4, 8, ...Array(10).fill(8), 6]);
    const gaps = sentAt.slice(1).map((at, index) => at - sentAt[index]);
    for (const index of [1, 4, 5, 6]) expect(gaps[index]).toBeGreaterThanOrEqual(100); // after a 2xx in the recovery
    expect(new Set(t.requests.slice(1).flatMap((request) => request.nonces)).size).toBe(100);
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });

  it('for a minute after trouble bodies stay at 8 events, however many 2xx; then four times more per 2xx again', async () => {
    const t = await afterOneFailureAndItsRecovery();
    Array.from({ length: 100 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1, 4, ...Array(12).fill(8)]);
    await t.wait(60_000); // a minute without trouble
    Array.from({ length: 100 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    expect(t.requests.slice(15).map((request) => request.nonces.length)).toEqual([8, 32, 60]);
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });

  it('after the recovery the cap still grows by answers: one 2xx since the failure allows four events, not everything', async () => {
    const t = await afterOneFailureAndItsRecovery();
    Array.from({ length: 30 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1, 4, 8, 8, 8, 2]);
    t.delivery.stop();
  });

  it('after a 2xx slower than 1 s the next body carries one event, with no wait, then four times more per second, one request per second', async () => {
    let delayMs = 1_500;
    const t = setupDelivery({ answer: () => new Promise((resolve) => setTimeout(() => resolve(202), delayMs)) });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(100); // the first request is under way, slowly
    const events = Array.from({ length: 20 }, () => productEvent());
    events.forEach((event) => t.delivery.enqueue(event));
    delayMs = 10;
    await t.wait(1_500);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1]); // the rest waits stored
    await t.wait(3_000);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1, 4, 8, 7]);
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });

  it('drains a backlog in plain fetches of 8 events, then four times more per 2xx (a lost answer costs at most the body)', async () => {
    const store = createMemoryStore();
    const backlog = Array.from({ length: 2_000 }, () => productEvent('v', 'x'.repeat(90)));
    await store.put(backlog.map((event) => ({ event, storedAt: Date.now() })));
    const t = setupDelivery({ storage: store });
    await t.delivery.flush();
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 32, 128, 512, 1_320]);
    expect(t.requests.map((request) => request.keepalive)).toEqual([false, false, false, false, false]);
    expect(t.requests[3].body.length).toBeGreaterThan(65_536);
    expect(t.requests.flatMap((request) => request.nonces)).toEqual(backlog.map((event) => event.nonce));
  });

  it('a drain in small bodies reads the whole store once per 10 s, not once per body (only the keys of each body)', async () => {
    const store = createMemoryStore();
    const backlog = Array.from({ length: 400 }, () => productEvent('v'));
    await store.put(backlog.map((event) => ({ event, storedAt: Date.now() })));
    let wholeReads = 0;
    const counted = {
      ...store,
      all() {
        wholeReads++;
        return store.all();
      },
    };
    // Every other answer lost: the bodies stay small, so the drain takes many of them.
    let count = 0;
    const t = setupDelivery({ storage: counted, answer: () => (count++ % 2 ? 503 : 202), retryBaseMs: 20, retryMaxMs: 20 });
    t.delivery.start();
    await t.wait(30_000);
    expect(await store.all()).toEqual([]);
    expect(t.requests.length).toBeGreaterThan(300);
    // One read per 10 s of the drain (three at most here), one when the view has nothing left, one at the end.
    expect(wholeReads).toBeLessThanOrEqual(5);
    t.delivery.stop();
  });

  it('keeps every body within 64 KiB while the page is hidden', async () => {
    const store = createMemoryStore();
    await store.put(Array.from({ length: 2_000 }, () => ({ event: productEvent('v', 'x'.repeat(90)), storedAt: Date.now() })));
    const t = setupDelivery({ storage: store });
    t.setHidden(true);
    await t.wait(0);
    await t.delivery.flush();
    expect(t.requests.length).toBeGreaterThan(2);
    for (const request of t.requests) {
      expect(request.keepalive).toBe(true);
      expect(new TextEncoder().encode(request.body).length).toBeLessThanOrEqual(65_536);
    }
    expect(new Set(t.requests.flatMap((request) => request.nonces)).size).toBe(2_000);
  });
});

describe('createDelivery: when the flush follows the store (flushDebounceMs not given)', () => {
  /** A BroadcastChannel on which one other live tab answers 'hello' with 'here'. */
  const withPeer = () => () => {
    const channel = {
      onmessage: null as ((event: { data: unknown }) => void) | null,
      postMessage: ([type]: [string]) => type == 'hello' && queueMicrotask(() => channel.onmessage?.({ data: ['here', 'peer'] })),
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
    expect((await t.store.all()).map((record) => record.event.nonce)).toEqual([event.nonce]);
    t.delivery.stop();
  });
});

describe('createDelivery: retries', () => {
  it('retries a 503 with backoff and the same nonces, then sends', async () => {
    let failing = 2;
    const t = setupDelivery({ answer: () => (failing-- > 0 ? 503 : 202), random: () => 1 });
    const event = productEvent();
    t.delivery.enqueue(event);
    await t.wait(100);
    expect(t.requests).toHaveLength(1);
    expect(t.outcomesOf('retry')).toEqual([expect.objectContaining({ reason: 'status 503', attempt: 1, delayMs: 1_000 })]);
    await t.wait(850); // the 503 came at once: the retry is due at 1000 ms
    expect(t.requests).toHaveLength(1); // backoff respected, also by a flush() call
    await t.delivery.flush();
    expect(t.requests).toHaveLength(1);
    await t.wait(100);
    expect(t.requests).toHaveLength(2);
    expect(t.outcomesOf('retry')[1]).toMatchObject({ attempt: 2, delayMs: 2_000 });
    await t.wait(2_000);
    expect(t.requests.map((request) => request.nonces)).toEqual([[event.nonce], [event.nonce], [event.nonce]]);
    expect(t.outcomesOf('sent')).toHaveLength(1);
    expect(t.delivery.getStats()).toMatchObject({ retried: 2, sent: 1, queued: 0 });
  });

  it('honours Retry-After (seconds and HTTP date)', async () => {
    vi.setSystemTime(Date.parse('Wed, 21 Oct 2026 07:27:00 GMT')); // a whole second: HTTP dates have no milliseconds
    const answers = [{ status: 429, retryAfter: '30' }, { status: 503, retryAfter: 'Wed, 21 Oct 2026 07:28:30 GMT' }, 202];
    const t = setupDelivery({ answer: () => answers.shift()!, random: () => 0 });
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.outcomesOf('retry')[0]).toMatchObject({ reason: 'status 429', delayMs: 30_000 });
    await t.wait(29_000);
    expect(t.requests).toHaveLength(1);
    await t.wait(1_000);
    expect(t.requests).toHaveLength(2);
    // The second answer came at 07:27:30 and names 07:28:30.
    expect(t.outcomesOf('retry')[1]).toMatchObject({ type: 'retry', reason: 'status 503', attempt: 2, delayMs: 60_000 });
    await t.wait(59_800);
    expect(t.requests).toHaveLength(2);
    await t.wait(200);
    expect(t.requests).toHaveLength(3);
    expect(t.outcomesOf('sent')).toHaveLength(1);
  });

  it('retries network errors, and the online event cuts the wait short', async () => {
    let isOnline = false;
    const t = setupDelivery({ answer: () => (isOnline ? 202 : 'network') });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.outcomesOf('retry')[0]).toMatchObject({ reason: 'network' });
    isOnline = true;
    t.fire('online');
    await t.wait(0);
    expect(t.outcomesOf('sent')).toHaveLength(1);
    t.delivery.stop();
  });

  it('back online: the backlog of the offline period goes in a recovery, one event at once, then four times more per second', async () => {
    let isOnline = false;
    const t = setupDelivery({ answer: () => (isOnline ? 202 : 'network') });
    t.delivery.start();
    Array.from({ length: 20 }, () => t.delivery.enqueue(productEvent()));
    await t.wait(100);
    isOnline = true;
    t.fire('online');
    await t.wait(0);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 1]);
    await t.wait(4_000);
    expect(t.requests.map((request) => request.nonces.length)).toEqual([8, 1, 4, 8, 7]);
    expect(await t.store.all()).toEqual([]);
    t.delivery.stop();
  });

  it('a retry timer that fires a moment early by the clock still retries then, not at the next 10 s interval', async () => {
    let lag = 0;
    const statuses = [503];
    const t = setupDelivery({ answer: () => statuses.shift() ?? 202, now: () => Date.now() - lag });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(10); // 503: a backoff of 1 s (random() is 1 here)
    lag = 1; // the clock now reads 1 ms behind the timers (a sandboxed frame in Chromium waited for the interval)
    await t.wait(1_100);
    expect(t.requests).toHaveLength(2);
    expect(t.outcomesOf('sent')).toHaveLength(1);
    t.delivery.stop();
  });

  it('a new event does not cut a backoff short', async () => {
    let failing = true;
    const t = setupDelivery({ answer: () => (failing ? 500 : 202) });
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    failing = false;
    t.delivery.enqueue(productEvent());
    await t.wait(500);
    expect(t.requests).toHaveLength(1);
    await t.wait(1_500);
    // After the backoff: the failed event alone first (the recovery after a failure), a second later the new one.
    expect(t.requests.map((request) => request.nonces.length)).toEqual([1, 1, 1]);
    expect(new Set(t.requests.flatMap((request) => request.nonces)).size).toBe(2);
  });
});

describe('createDelivery: 413 and rejections', () => {
  it('splits a 413 batch in halves until it fits', async () => {
    const t = setupDelivery({ answer: (request) => (request.nonces.length > 2 ? 413 : 202) });
    const events = [productEvent('v'), productEvent('v'), productEvent('v'), productEvent('v'), productEvent('v'), productEvent('v')];
    events.forEach((event) => t.delivery.enqueue(event));
    await t.wait(100);
    // 6 → 413; [3] → 413 → [2] ok, [1] ok; [3] → 413 → [2] ok, [1] ok
    expect(t.requests.map((request) => request.nonces.length)).toEqual([6, 3, 2, 1, 3, 2, 1]);
    expect(
      t
        .outcomesOf('sent')
        .map((outcome) => outcome.nonce)
        .sort(),
    ).toEqual(events.map((event) => event.nonce).sort());
    expect(t.outcomesOf('dropped')).toEqual([]);
    expect(await t.store.all()).toEqual([]);
  });

  it('retries a 413 on a single event far below 3 MB with backoff (a service hiccup), same nonce, nothing dropped', async () => {
    let refusals = 2;
    const t = setupDelivery({ answer: () => (refusals-- > 0 ? 413 : 202) });
    const event = productEvent('v');
    t.delivery.enqueue(event);
    await t.wait(100);
    expect(t.requests).toHaveLength(1);
    await t.wait(120_000);
    expect(t.requests.map((request) => request.nonces)).toEqual([[event.nonce], [event.nonce], [event.nonce]]);
    expect(t.outcomesOf('retry').map((outcome) => (outcome as { reason?: string }).reason)).toEqual(['status 413', 'status 413']);
    expect(t.outcomesOf('sent').map((outcome) => outcome.nonce)).toEqual([event.nonce]);
    expect(t.outcomesOf('dropped')).toEqual([]);
  });

  it.each([408, 425, 429, 500, 302, 101])('retries a batch answered %i, then sends it', async (status) => {
    let first = true;
    const t = setupDelivery({ answer: () => (first ? ((first = false), status) : 202) });
    const event = productEvent();
    t.delivery.enqueue(event);
    await t.wait(70_000);
    expect(t.requests.map((request) => request.nonces)).toEqual([[event.nonce], [event.nonce]]);
    expect(t.outcomesOf('dropped')).toEqual([]);
    expect(t.outcomesOf('sent').map((outcome) => outcome.nonce)).toEqual([event.nonce]);
  });

  it.each([400, 401, 403, 404])('drops a batch answered %i as rejected, with the status', async (status) => {
    const t = setupDelivery({ answer: () => status });
    t.delivery.enqueue(productEvent());
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.outcomesOf('dropped')).toEqual([
      expect.objectContaining({ reason: 'rejected', detail: `status ${status}` }),
      expect.objectContaining({ reason: 'rejected', detail: `status ${status}` }),
    ]);
    expect(t.delivery.getStats().dropped.rejected).toBe(2);
    expect(await t.store.all()).toEqual([]);
    await t.wait(120_000);
    expect(t.requests).toHaveLength(1);
  });

  it('drops an event larger than 3 MB without sending it', async () => {
    const t = setupDelivery({ maxQueueBytes: 50_000_000 });
    const big = productEvent('v', 'é'.repeat(600_000)); // 3.6 MB encoded
    t.delivery.enqueue(big);
    t.delivery.enqueue(productEvent('v'));
    await t.wait(100);
    expect(t.outcomesOf('dropped')).toEqual([expect.objectContaining({ nonce: big.nonce, reason: 'oversized' })]);
    expect(t.requests.flatMap((request) => request.nonces)).not.toContain(big.nonce);
    expect(t.outcomesOf('sent')).toHaveLength(1);
  });
});

describe('createDelivery: caps', () => {
  it('drops events older than maxEventAgeMs, counted', async () => {
    const store = createMemoryStore();
    const old = productEvent();
    await store.put([{ event: old, storedAt: Date.now() - 2_000 }]);
    const t = setupDelivery({ storage: store, maxEventAgeMs: 1_000 });
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.outcomesOf('dropped')).toEqual([expect.objectContaining({ nonce: old.nonce, reason: 'max-age' })]);
    expect(t.delivery.getStats().dropped['max-age']).toBe(1);
    expect(t.requests.flatMap((request) => request.nonces)).not.toContain(old.nonce);
  });

  it('keeps the newest events within maxQueueBytes, dropping the oldest', async () => {
    const t = setupDelivery({ answer: () => 503, maxQueueBytes: 500 });
    const events = Array.from({ length: 20 }, (_, i) => productEvent('v', 'e' + i));
    for (const event of events) {
      t.delivery.enqueue(event);
      await t.wait(1); // distinct storedAt
    }
    await t.wait(120_000);
    const kept = (await t.delivery.getQueued()).map((event) => event.nonce);
    const dropped = t.outcomesOf('dropped').map((outcome) => outcome.nonce);
    expect(kept.length).toBeGreaterThan(0);
    expect(dropped.length).toBeGreaterThan(0);
    expect([...dropped, ...kept].sort()).toEqual(events.map((event) => event.nonce).sort());
    expect(dropped.sort()).toEqual(
      events
        .slice(0, dropped.length)
        .map((event) => event.nonce)
        .sort(),
    ); // the oldest
    expect(t.delivery.getStats().dropped['max-bytes']).toBe(dropped.length);
  });
});

describe('createDelivery: page hide', () => {
  it('beacons what is not riding on a keepalive fetch, reports it unconfirmed and keeps it stored', async () => {
    let release = (_answer: number) => {};
    const t = setupDelivery({ answer: () => new Promise<number>((resolve) => (release = resolve)) });
    const inFlight = productEvent();
    t.delivery.enqueue(inFlight);
    await t.wait(100);
    expect(t.requests).toHaveLength(1); // hangs: its event rides on a keepalive fetch
    const stored = productEvent();
    t.delivery.enqueue(stored);
    await t.wait(1); // stored, not sent yet (the flush waits for the hanging one)
    const inMemory = productEvent();
    t.delivery.start();
    t.delivery.enqueue(inMemory); // only in memory at page hide
    t.pagehide();
    expect(t.beacons).toHaveLength(1);
    expect(t.beacons[0].nonces).toEqual([stored.nonce, inMemory.nonce]);
    expect(t.beacons[0].url.searchParams.get('visitorCode')).toBe('visitor-1');
    expect(t.outcomesOf('sent-unconfirmed').map((outcome) => outcome.nonce)).toEqual([stored.nonce, inMemory.nonce]);
    await t.wait(0);
    // A beacon is not a delivery: both stay stored for a later page.
    expect((await t.store.all()).map((record) => record.event.nonce).sort()).toEqual([inFlight.nonce, stored.nonce, inMemory.nonce].sort());
    release(202);
    await t.wait(0);
    expect((await t.store.all()).map((record) => record.event.nonce).sort()).toEqual([stored.nonce, inMemory.nonce].sort());
    t.delivery.stop();
  });

  it('beacons within the keepalive quota; what does not fit stays stored', async () => {
    const store = createMemoryStore();
    const events = Array.from({ length: 1_000 }, () => productEvent('v', 'x'.repeat(200)));
    await store.put(events.map((event) => ({ event, storedAt: Date.now() })));
    const t = setupDelivery({ storage: store, answer: () => new Promise(() => {}) });
    t.delivery.start();
    await t.wait(0);
    expect(t.requests[0].keepalive).toBe(false); // the backlog rides on a plain fetch, which dies with the page
    t.pagehide();
    const bytes = t.beacons.reduce((sum, beacon) => sum + new TextEncoder().encode(beacon.body).length, 0);
    expect(bytes).toBeLessThanOrEqual(65_536);
    expect(bytes).toBeGreaterThan(60_000);
    expect(t.outcomesOf('sent-unconfirmed').length).toBeLessThan(1_000);
    expect(await t.store.all()).toHaveLength(1_000);
  });

  it('flushes with keepalive on visibilitychange to hidden, and resends beacons after a back/forward restore', async () => {
    let status = 503;
    const t = setupDelivery({ answer: () => status });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    status = 202;
    t.pagehide(true);
    expect(t.outcomesOf('sent-unconfirmed')).toHaveLength(0); // backoff: stored events wait
    t.delivery.enqueue(productEvent());
    t.pagehide(true);
    expect(t.outcomesOf('sent-unconfirmed')).toHaveLength(1); // memory-only events always go
    const before = t.requests.length;
    t.pageshow(true);
    await t.wait(2_000);
    expect(t.requests.slice(before).flatMap((request) => request.nonces)).toHaveLength(2);
    t.delivery.stop();
  });
});

describe('createDelivery: storage failure', () => {
  it('falls back to memory, reports the reason once, and still delivers', async () => {
    const broken: EventStore = {
      put: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
      all: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
      findStored: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
      del: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
      erase: () => Promise.reject(new DOMException('no', 'InvalidStateError')),
    };
    const t = setupDelivery({ storage: broken });
    t.delivery.enqueue(productEvent());
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    expect(t.delivery.getStats().storageFallback).toMatch(/InvalidStateError/);
    expect(t.outcomesOf('sent')).toHaveLength(2);
  });
});

describe('createDelivery: purge', () => {
  it('drops everything queued with reason consent', async () => {
    const t = setupDelivery({ answer: () => 503 });
    t.delivery.enqueue(productEvent());
    await t.wait(100);
    t.delivery.enqueue(productEvent());
    await t.delivery.purge();
    expect(t.outcomesOf('dropped').map((outcome) => outcome.type === 'dropped' && outcome.reason)).toEqual(['consent', 'consent']);
    expect(await t.delivery.getQueued()).toEqual([]);
    expect(await t.store.all()).toEqual([]);
  });

  it("removes the tag's Web Storage items too (the backoff deadline, what pages left at page hide), and creates none", async () => {
    const webStorage = new Storage();
    const t = setupDelivery({ answer: () => 503, webStorage });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(100); // 503: the deadline is kept
    createHandoff(() => webStorage).leave([{ event: productEvent(), storedAt: Date.now() }]);
    webStorage.setItem('site-setting', 'kept');
    expect(Object.keys(webStorage)).toHaveLength(3);
    await t.delivery.purge();
    expect(Object.keys(webStorage)).toEqual(['site-setting']);
    expect(t.outcomesOf('dropped')).toHaveLength(2);
    const refused = new Storage();
    await setupDelivery({ webStorage: refused }).delivery.purge(); // denied at the first answer
    expect(Object.keys(refused)).toEqual([]);
  });
});
