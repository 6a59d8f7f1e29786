// createSender where the transport fails in the page itself (issue 35): fetch missing or throwing
// at once goes by XMLHttpRequest, sendBeacon missing or refusing by a keepalive fetch; onTransport
// hears each change.
import { describe, expect, it } from 'vitest';
import { createSender } from '../../../src/delivery/send/create-sender.js';
import { createEntry, type Entry, type Flight } from '../../../src/delivery/store/create-entry.js';
import type { DeliveryEnv } from '../../../src/delivery/resolve-delivery-env.js';
import { createTransport, productEvent } from './fakes.js';

const NOW = Date.parse('Wed, 21 Oct 2026 07:27:00 GMT');
const entriesOf = (visitors: string[]) => visitors.map((visitor) => createEntry({ event: productEvent(visitor), storedAt: 0 }, true));
const noncesOf = (list: Entry[]) => list.map((entry) => entry.event.nonce);

/** A page's broken wrapper: it throws before any request leaves. */
const throwingFetch: DeliveryEnv['fetch'] = () => {
  throw new TypeError('wrapped fetch is broken');
};
/** sendBeacon gone: calling it throws. */
const throwingBeacon: DeliveryEnv['sendBeacon'] = () => {
  throw new TypeError('navigator.sendBeacon is not a function');
};

describe('createSender: a transport that fails in the page', () => {
  it.each([
    ['throws', { fetch: throwingFetch }],
    ['missing', { fetch: undefined }],
  ] as const)('fetch %s: the request goes by XMLHttpRequest and its answer is read', async (why, broken) => {
    const transport = createTransport(() => ({ status: 429, retryAfter: '7' }));
    const states: unknown[] = [];
    const sender = createSender({ ...transport, ...broken, now: () => NOW }, 'https://data.example/', 'site1', (state) =>
      states.push(state),
    );
    const list = entriesOf(['v', 'v']);
    expect(await sender.post(list, true)).toEqual({ verdict: 'retry', status: 429, retryAfterMs: 7_000, transport: 'xhr' });
    expect(transport.xhrs.map((request) => request.nonces)).toEqual([noncesOf(list)]);
    expect(states).toEqual([{ fetch: why, sendBeacon: 'ok' }]);
    expect(list.map((entry) => entry.flight)).toEqual<Flight[]>(['none', 'none']);
  });

  it('an answer names what carried it: fetch, a keepalive fetch, a beacon when sendBeacon works', async () => {
    const transport = createTransport();
    const sender = createSender({ ...transport, now: () => NOW }, 'https://data.example/', 'site1');
    expect(await sender.post(entriesOf(['v']), false)).toMatchObject({ verdict: 'sent', transport: 'fetch' });
    expect(await sender.post(entriesOf(['v']), true)).toMatchObject({ verdict: 'sent', transport: 'keepalive' });
    const carried: string[] = [];
    sender.beacon(entriesOf(['v']), (_, by) => carried.push(by));
    expect(carried).toEqual(['beacon']);
  });

  it('fetch that works again is said so; a network error (a rejection) is no local failure', async () => {
    let isBroken = true;
    const transport = createTransport((request) => (request.nonces.length > 1 ? 'network' : 202));
    const states: unknown[] = [];
    const env = {
      ...transport,
      now: () => NOW,
      fetch: (url: string, init: RequestInit) => (isBroken ? throwingFetch(url, init) : transport.fetch(url, init)),
    };
    const sender = createSender(env, 'https://data.example/', 'site1', (state) => states.push(state));
    await sender.post(entriesOf(['v']), false);
    isBroken = false;
    expect(await sender.post(entriesOf(['v', 'v']), false)).toMatchObject({ verdict: 'retry', status: 0 });
    expect(states).toEqual([
      { fetch: 'throws', sendBeacon: 'ok' },
      { fetch: 'ok', sendBeacon: 'ok' },
    ]);
  });

  it.each([
    ['refused', () => false],
    ['missing', throwingBeacon],
  ] as const)('sendBeacon %s: each body goes by a keepalive fetch, handed over like a beacon', (why, sendBeacon) => {
    const transport = createTransport();
    const states: unknown[] = [];
    const sender = createSender({ ...transport, sendBeacon, now: () => NOW }, 'https://data.example/', 'site1', (state) =>
      states.push(state),
    );
    const list = entriesOf(['a', 'b']);
    const carried: Array<[string[], string]> = [];
    expect(noncesOf(sender.beacon(list, (entries, by) => carried.push([noncesOf(entries), by])))).toEqual(noncesOf(list));
    // The outcome names what carried each body: the keepalive fetch, not the beacon that failed.
    expect(carried).toEqual([
      [noncesOf([list[0]]), 'keepalive'],
      [noncesOf([list[1]]), 'keepalive'],
    ]);
    expect(transport.requests.map((request) => [request.nonces, request.keepalive])).toEqual([
      [noncesOf([list[0]]), true],
      [noncesOf([list[1]]), true],
    ]);
    expect(states).toEqual([{ fetch: 'ok', sendBeacon: why }]);
  });
});
