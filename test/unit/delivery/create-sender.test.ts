import { describe, expect, it } from 'vitest';
import { createSender } from '../../../src/delivery/send/create-sender.js';
import { createEntry, lineOf, type Entry, type Flight } from '../../../src/delivery/store/create-entry.js';
import { KEEPALIVE_MAX_BYTES } from '../../../src/wire/event-table.js';
import { utf8Length } from '../../../src/wire/utf8-length.js';
import { createTransport, productEvent, settle, type FakeAnswer, type SentRequest } from './fakes.js';

const NOW = Date.parse('Wed, 21 Oct 2026 07:27:00 GMT');

/** A sender on a recording transport; `answer` decides each fetch. */
function setupSender(
  answer?: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>,
  beaconAccepts?: (request: SentRequest) => boolean,
) {
  const transport = createTransport(answer, beaconAccepts);
  const sender = createSender({ ...transport, now: () => NOW }, 'https://data.example/', 'site1');
  return { ...transport, sender };
}

/** Stored entries of fresh events, one per visitor code given. */
const entriesOf = (visitors: string[], ean = 'ean') =>
  visitors.map((visitor) => createEntry({ event: productEvent(visitor, ean), storedAt: 0 }, true));
const noncesOf = (list: Entry[]) => list.map((entry) => entry.event.nonce);
const bytesOf = (requests: SentRequest[]) => requests.reduce((sum, request) => sum + utf8Length(request.body), 0);

/** A fetch answer the test gives when it wants. */
function hanging() {
  let answer: (value: FakeAnswer) => void = () => {};
  const promise = new Promise<FakeAnswer>((resolve) => (answer = resolve));
  return { promise, answer };
}

describe('createSender: post', () => {
  it.each([
    [true, 'keepalive'],
    [false, 'fetch'],
  ] as const)('keepalive %s: marks the entries %s while the request runs, and idle after the answer', async (isKeepalive, flight) => {
    const pending = hanging();
    const s = setupSender(() => pending.promise);
    const list = entriesOf(['v', 'v']);
    const posted = s.sender.post(list, isKeepalive);
    expect(list.map((entry) => entry.flight)).toEqual([flight, flight]);
    expect(s.requests.map((request) => request.keepalive)).toEqual([isKeepalive]);
    pending.answer(202);
    await posted;
    expect(list.map((entry) => entry.flight)).toEqual<Flight[]>(['none', 'none']);
  });

  it('clears the in-flight mark after a network error too', async () => {
    const s = setupSender(() => 'network');
    const list = entriesOf(['v']);
    expect(await s.sender.post(list, true)).toEqual({ verdict: 'retry', status: 0, retryAfterMs: undefined, transport: 'keepalive' });
    expect(list[0].flight).toBe('none');
  });

  it('names the visitor once, in the query, and never in the lines', async () => {
    const s = setupSender();
    const list = entriesOf(['visitor/ü 1', 'visitor/ü 1']);
    await s.sender.post(list, true);
    const [request] = s.requests;
    expect(request.url.origin + request.url.pathname).toBe('https://data.example/visit/events');
    expect(request.url.searchParams.get('siteCode')).toBe('site1');
    expect(request.url.searchParams.get('visitorCode')).toBe('visitor/ü 1');
    expect(request.body.split('\n')).toEqual(list.map(lineOf));
    expect(request.body).not.toMatch(/visitorCode/);
    expect(request.nonces).toEqual(noncesOf(list));
  });

  it.each<[FakeAnswer, number, { verdict: string; status: number; retryAfterMs?: number }]>([
    [202, 2, { verdict: 'sent', status: 202 }],
    [204, 1, { verdict: 'sent', status: 204 }],
    [413, 2, { verdict: 'split', status: 413 }],
    [413, 1, { verdict: 'retry', status: 413 }],
    [400, 2, { verdict: 'rejected', status: 400 }],
    [503, 2, { verdict: 'retry', status: 503 }],
    [{ status: 429, retryAfter: '30' }, 1, { verdict: 'retry', status: 429, retryAfterMs: 30_000 }],
    [{ status: 503, retryAfter: 'Wed, 21 Oct 2026 07:29:00 GMT' }, 1, { verdict: 'retry', status: 503, retryAfterMs: 120_000 }],
    [{ status: 503, retryAfter: 'soon' }, 1, { verdict: 'retry', status: 503, retryAfterMs: undefined }],
    ['network', 1, { verdict: 'retry', status: 0, retryAfterMs: undefined }],
  ])('answer %j on %i events → %j', async (answer, count, expected) => {
    const s = setupSender(() => answer);
    expect(await s.sender.post(entriesOf(Array<string>(count).fill('v')), true)).toEqual({
      retryAfterMs: undefined,
      transport: 'keepalive',
      ...expected,
    });
  });
});

describe('createSender: beacon', () => {
  it('sends one body per visitor, oldest visitor first, visitor in the query, and marks what it handed over', () => {
    const s = setupSender();
    const list = entriesOf(['a', 'b', 'a']);
    const handedOver = s.sender.beacon(list);
    expect(s.beacons.map((beacon) => [beacon.url.searchParams.get('visitorCode'), beacon.nonces])).toEqual([
      ['a', noncesOf([list[0], list[2]])],
      ['b', noncesOf([list[1]])],
    ]);
    expect(s.beacons.every((beacon) => !beacon.body.includes('visitorCode'))).toBe(true);
    expect(noncesOf(handedOver).sort()).toEqual(noncesOf(list).sort());
    expect(list.map((entry) => entry.flight)).toEqual<Flight[]>(['beacon', 'beacon', 'beacon']);
  });

  it('a body the browser refuses goes by a keepalive fetch instead; with no fetch either, it stops there and the rest stays idle', () => {
    const s = setupSender(undefined, (request) => request.url.searchParams.get('visitorCode') !== 'b');
    const list = entriesOf(['a', 'b', 'c']);
    expect(noncesOf(s.sender.beacon(list))).toEqual(noncesOf(list));
    expect(s.beacons.map((beacon) => beacon.url.searchParams.get('visitorCode'))).toEqual(['a', 'c']);
    expect(s.requests.map((request) => [request.url.searchParams.get('visitorCode'), request.keepalive])).toEqual([['b', true]]);
    const none = createTransport(undefined, (request) => request.url.searchParams.get('visitorCode') !== 'b');
    const alone = createSender({ ...none, fetch: undefined, now: () => NOW }, 'https://data.example/', 'site1');
    const rest = entriesOf(['a', 'b', 'c']);
    expect(noncesOf(alone.beacon(rest))).toEqual(noncesOf([rest[0]]));
    expect(rest.map((entry) => entry.flight)).toEqual<Flight[]>(['beacon', 'none', 'none']);
  });

  it.each([
    // what is in flight when the page hides → the bytes left for beacons
    ['nothing', undefined, KEEPALIVE_MAX_BYTES],
    ['a plain fetch (it dies with the page)', false, KEEPALIVE_MAX_BYTES],
    ['a keepalive fetch', true, 'the rest'],
  ] as const)('with %s in flight, beacons get at most what the keepalive quota leaves', async (_what, inFlight, room) => {
    const pending = hanging();
    const s = setupSender(() => pending.promise);
    const posted = entriesOf(Array<string>(150).fill('v'), 'p'.repeat(200)); // about 37 KB
    if (inFlight !== undefined) void s.sender.post(posted, inFlight);
    const inFlightBytes = bytesOf(s.requests);
    const free = room === 'the rest' ? KEEPALIVE_MAX_BYTES - inFlightBytes : room;
    const waiting = entriesOf(Array<string>(400).fill('v'), 'w'.repeat(200)); // about 100 KB
    const handedOver = s.sender.beacon(waiting);
    const lineBytes = utf8Length(lineOf(waiting[0])) + 1;
    expect(bytesOf(s.beacons)).toBeLessThanOrEqual(free);
    expect(bytesOf(s.beacons)).toBeGreaterThan(free - lineBytes); // and it fills the room
    expect(handedOver.length).toBeLessThan(waiting.length);
    expect(waiting.filter((entry) => entry.flight === 'none')).toHaveLength(waiting.length - handedOver.length);
    pending.answer(202);
    await settle();
  });

  it('gives the whole quota back once the keepalive fetch is answered', async () => {
    const s = setupSender();
    await s.sender.post(entriesOf(Array<string>(150).fill('v'), 'p'.repeat(200)), true);
    s.sender.beacon(entriesOf(Array<string>(400).fill('v'), 'w'.repeat(200)));
    expect(bytesOf(s.beacons)).toBeGreaterThan(KEEPALIVE_MAX_BYTES - 300);
  });
});
