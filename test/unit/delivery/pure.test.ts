import { describe, expect, it } from 'vitest';
import { nextRetryDelay } from '../../../src/delivery/next-retry-delay.js';
import { parseRetryAfter } from '../../../src/delivery/parse-retry-after.js';
import { createEntry, sizeOf, type Entry, type Flight } from '../../../src/delivery/create-entry.js';
import { pickBatch } from '../../../src/delivery/pick-batch.js';
import { readAnswer } from '../../../src/delivery/read-answer.js';
import { shouldBeacon, type PageHideContext } from '../../../src/delivery/should-beacon.js';
import { KEEPALIVE_MAX_BYTES } from '../../../src/wire/event-table.js';
import { productEvent } from './fakes.js';

describe('nextRetryDelay', () => {
  it.each([
    [1, 1, 1_000],
    [2, 1, 2_000],
    [3, 0.5, 2_000],
    [7, 1, 60_000], // capped: 64 s > 60 s
    [40, 1, 60_000],
    [5, 0, 0], // full jitter reaches down to 0
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(nextRetryDelay(attempt, () => random)).toBe(expected);
  });

  it('never waits less than Retry-After, and keeps a longer jitter', () => {
    expect(nextRetryDelay(1, () => 0.5, 30_000)).toBe(30_000);
    expect(nextRetryDelay(6, () => 1, 1_000)).toBe(32_000);
  });

  it('takes its base and cap as parameters', () => {
    expect(nextRetryDelay(4, () => 1, undefined, 10, 50)).toBe(50);
    expect(nextRetryDelay(2, () => 1, undefined, 10, 50)).toBe(20);
  });

  it('stays within [0, cap] for any attempt', () => {
    for (let attempt = 1; attempt < 100; attempt++) {
      const delay = nextRetryDelay(attempt, Math.random);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('Wed, 21 Oct 2026 07:27:00 GMT');
  it.each([
    ['120', 120_000],
    [' 5 ', 5_000],
    ['0', 0],
    ['Wed, 21 Oct 2026 07:28:00 GMT', 60_000],
    ['Wed, 21 Oct 2026 07:00:00 GMT', 0], // in the past: now
  ])('%j → %i ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
  it.each([[null], [undefined], [''], ['soon'], ['-5'], ['1.5']])('%j → undefined', (value) => {
    expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('readAnswer', () => {
  it.each([
    [200, 1, 'sent'],
    [202, 5, 'sent'],
    [299, 5, 'sent'],
    [413, 2, 'split'],
    [413, 1, 'retry'], // one event: the service's hiccup, an event over the body limit never reaches a request
    [400, 5, 'rejected'],
    [401, 1, 'rejected'],
    [404, 5, 'rejected'],
    [499, 5, 'rejected'],
    [408, 5, 'retry'],
    [425, 5, 'retry'],
    [429, 5, 'retry'],
    [500, 5, 'retry'],
    [503, 1, 'retry'],
    [0, 5, 'retry'], // network error
    [101, 5, 'retry'],
    [302, 5, 'retry'],
  ] as const)('status %i on %i events → %s', (status, count, verdict) => {
    expect(readAnswer(status, count)).toBe(verdict);
  });
});

describe('pickBatch', () => {
  const entries = (count: number, visitor = 'v', ean = 'ean') =>
    Array.from({ length: count }, (_, i) => createEntry({ event: productEvent(visitor, ean), storedAt: i }, true));
  const bodyBytes = (list: Entry[]) => list.reduce((sum, entry) => sum + sizeOf(entry), -1);

  it.each([false, true])('everything of one visitor within the quota (hidden %s): one keepalive body with all of it', (isHidden) => {
    const waiting = entries(20);
    expect(pickBatch(waiting, isHidden)).toEqual({ picked: waiting, isKeepalive: true, oversized: [] });
  });

  it('takes only the oldest visitor, in order', () => {
    const [a1, b1, a2] = [...entries(1, 'a'), ...entries(1, 'b'), ...entries(1, 'a')];
    expect(pickBatch([a1, b1, a2], false).picked).toEqual([a1, a2]);
  });

  it('visible, a backlog over the quota: one plain fetch with all of it (up to 3 MB)', () => {
    const waiting = entries(1_000, 'v', 'x'.repeat(200));
    const batch = pickBatch(waiting, false);
    expect(batch.isKeepalive).toBe(false);
    expect(batch.picked).toEqual(waiting);
    expect(bodyBytes(batch.picked)).toBeGreaterThan(KEEPALIVE_MAX_BYTES);
  });

  it('hidden, a backlog over the quota: a keepalive body filled up to the quota, the oldest first', () => {
    const waiting = entries(1_000, 'v', 'x'.repeat(200));
    const batch = pickBatch(waiting, true);
    expect(batch.isKeepalive).toBe(true);
    expect(batch.picked).toEqual(waiting.slice(0, batch.picked.length));
    expect(bodyBytes(batch.picked)).toBeLessThanOrEqual(KEEPALIVE_MAX_BYTES);
    expect(bodyBytes(batch.picked) + sizeOf(waiting[0])).toBeGreaterThan(KEEPALIVE_MAX_BYTES);
  });

  it('visible: an event over 3 MB is oversized and the rest goes; hidden: it is neither sent nor dropped', () => {
    const [small, huge] = [...entries(1), ...entries(1, 'v', 'é'.repeat(600_000))];
    expect(pickBatch([small, huge], false)).toEqual({ picked: [small], isKeepalive: false, oversized: [huge] });
    expect(pickBatch([small, huge], true)).toEqual({ picked: [small], isKeepalive: true, oversized: [] });
  });

  it('the batch cap bounds the body by count: the oldest events, as a plain fetch while some are left; all of them fitting: keepalive', () => {
    const waiting = entries(20);
    expect(pickBatch(waiting, false, 1)).toEqual({ picked: waiting.slice(0, 1), isKeepalive: false, oversized: [] });
    expect(pickBatch(waiting, false, 4)).toEqual({ picked: waiting.slice(0, 4), isKeepalive: false, oversized: [] });
    expect(pickBatch(waiting, false, 20)).toEqual({ picked: waiting, isKeepalive: true, oversized: [] });
    expect(pickBatch(waiting, true, 4)).toEqual({ picked: waiting.slice(0, 4), isKeepalive: true, oversized: [] });
  });

  it('hidden, capped to one event, the oldest over the quota: the next event goes (the large one waits for a visible page)', () => {
    const [huge, small] = [...entries(1, 'v', 'x'.repeat(70_000)), ...entries(1)];
    expect(pickBatch([huge, small], true, 1)).toEqual({ picked: [small], isKeepalive: true, oversized: [] });
    expect(pickBatch([huge, small], false, 1)).toEqual({ picked: [huge], isKeepalive: false, oversized: [] });
  });

  it('nothing waiting: nothing picked', () => {
    expect(pickBatch([], false)).toMatchObject({ picked: [], oversized: [] });
  });
});

describe('shouldBeacon', () => {
  const alone = { hasPeers: false, isGoingHome: false, isBackingOff: false, isInMemory: false };
  const entry = (isStored: boolean, flight: Flight) => ({ ...createEntry({ event: productEvent(), storedAt: 0 }, isStored), flight });
  it.each<[boolean, Flight, Partial<PageHideContext>, boolean]>([
    [false, 'none', {}, true],
    [false, 'none', { hasPeers: true, isGoingHome: true, isBackingOff: true }, true], // not stored: always
    [true, 'none', {}, true], // stored, and no page of ours will send it soon
    [true, 'fetch', {}, true], // a plain fetch dies with the page
    [true, 'none', { hasPeers: true }, false],
    [true, 'none', { isGoingHome: true }, false],
    [true, 'none', { isBackingOff: true }, false],
    // In memory (fallen back): no other page can see it, and it dies with this one.
    [true, 'none', { hasPeers: true, isGoingHome: true, isBackingOff: true, isInMemory: true }, true],
    [true, 'keepalive', { isInMemory: true }, false],
    [true, 'keepalive', {}, false], // that request outlives the page
    [false, 'keepalive', {}, false],
    [true, 'beacon', {}, false], // already beaconed
    [false, 'beacon', {}, false],
  ])('stored %s, flight %s, context %j → %s', (isStored, flight, context, expected) => {
    expect(shouldBeacon(entry(isStored, flight), { ...alone, ...context })).toBe(expected);
  });
});
