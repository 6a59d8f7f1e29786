import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../src/delivery/delivery-types.js';
import { MAX_REOPENS, createQueue, type QueueOptions } from '../../../src/delivery/create-queue.js';
import { createReporter } from '../../../src/delivery/create-reporter.js';
import { createEntry, sizeOf, type Entry } from '../../../src/delivery/entry.js';
import { createMemoryStore } from '../../../src/delivery/create-memory-store.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { createHandoff } from '../../../src/delivery/create-handoff.js';
import { createGatedStore, createWebStorage, productEvent, settle } from './fakes.js';

/** A queue on a gated memory store, with a clock the test sets and every outcome recorded. */
function setupQueue(options: Partial<QueueOptions> = {}) {
  const gated = createGatedStore();
  const reporter = createReporter();
  const outcomes: Outcome[] = [];
  reporter.onOutcome((outcome) => outcomes.push(outcome));
  const storedBatches: string[][] = [];
  let now = 1_000_000;
  let isPageGone = false;
  const webStorage = createWebStorage();
  const queue = createQueue({
    eventStore: gated.store,
    handoff: createHandoff(() => webStorage),
    reporter,
    env: { now: () => now },
    maxQueueBytes: 5_000_000,
    maxEventAgeMs: 60_000,
    onStored: (list) => storedBatches.push(list.map((entry) => entry.event.nonce)),
    isPageGone: () => isPageGone,
    ...options,
  });
  return {
    ...gated,
    queue,
    reporter,
    storedBatches,
    webStorage,
    setNow: (ms: number) => void (now = ms),
    setPageGone: (gone: boolean) => void (isPageGone = gone),
    nonces: (list: Entry[]) => list.map((entry) => entry.event.nonce),
    storedNonces: async () => (await gated.store.all()).map((record) => record.event.nonce).sort(),
    outcomesOf: (type: Outcome['type']) => outcomes.filter((outcome) => outcome.type === type).map((outcome) => outcome.nonce),
    dropReasons: () => outcomes.flatMap((outcome) => (outcome.type === 'dropped' ? [[outcome.nonce, outcome.reason]] : [])),
  };
}

describe('createQueue: writes', () => {
  it('writes a burst in one put (group commit) and reports each event stored once', async () => {
    const q = setupQueue();
    const events = Array.from({ length: 30 }, () => productEvent());
    events.forEach((event) => q.queue.admit(event));
    expect(q.puts).toHaveLength(0); // admit only appends to memory
    await settle();
    expect(q.puts.map((records) => records.length)).toEqual([30]);
    expect(q.outcomesOf('stored')).toEqual(events.map((event) => event.nonce));
    expect(q.storedBatches).toEqual([events.map((event) => event.nonce)]);
    expect(await q.storedNonces()).toEqual(events.map((event) => event.nonce).sort());
  });

  it('reports stored only once the write has completed, and only then offers the entry for sending', async () => {
    const q = setupQueue();
    q.hold();
    const event = productEvent();
    q.queue.admit(event);
    await settle();
    expect(q.puts).toHaveLength(1); // the write has started, not completed
    expect(q.outcomesOf('stored')).toEqual([]);
    expect(q.storedBatches).toEqual([]);
    expect(q.queue.listByAge().map((entry) => entry.isStored)).toEqual([false]);
    expect(q.queue.takeSendable()).toEqual([]);
    q.release();
    await settle();
    expect(q.outcomesOf('stored')).toEqual([event.nonce]);
    expect(q.nonces(q.queue.takeSendable())).toEqual([event.nonce]);
  });

  it('starts the next write only when the one under way has completed, with everything admitted meanwhile', async () => {
    const q = setupQueue();
    q.hold();
    const first = productEvent();
    q.queue.admit(first);
    await settle();
    const later = [productEvent(), productEvent()];
    later.forEach((event) => q.queue.admit(event));
    await settle();
    expect(q.puts).toHaveLength(1);
    q.release();
    await settle();
    expect(q.puts.map((records) => records.map((record) => record.event.nonce))).toEqual([
      [first.nonce],
      later.map((event) => event.nonce),
    ]);
    expect(q.storedBatches).toEqual([[first.nonce], later.map((event) => event.nonce)]);
  });

  it('falls back to memory once the reopened store fails too, with the first reason in the stats, and still keeps the event (not reported stored)', async () => {
    const q = setupQueue();
    q.failWrites(new DOMException('quota', 'QuotaExceededError'));
    const event = productEvent();
    q.queue.admit(event);
    await settle();
    expect(q.reporter.getStats(0).storageFallback).toMatch(/QuotaExceededError/);
    expect(q.outcomesOf('stored')).toEqual([]); // written again, to memory: not durable, so not `stored`
    q.queue.fallBack(new Error('a second failure'));
    expect(q.reporter.getStats(0).storageFallback).toMatch(/QuotaExceededError/);
    expect(q.puts).toHaveLength(1 + MAX_REOPENS); // the first try and each reopen; then never again
    await q.queue.readStore();
    expect(q.nonces(q.queue.takeSendable())).toEqual([event.nonce]);
  });

  it('does not fall back while the page is gone (the store was closed): the write waits for the page to come back', async () => {
    const q = setupQueue();
    q.setPageGone(true);
    q.failWrites(new DOMException('closed', 'InvalidStateError'));
    const event = productEvent();
    q.queue.admit(event);
    await settle();
    expect(q.reporter.getStats(0).storageFallback).toBeUndefined();
    expect(q.puts).toHaveLength(1); // no retry loop while gone
    expect(q.outcomesOf('stored')).toEqual([]);
    q.setPageGone(false);
    q.healWrites();
    q.queue.reopen();
    await settle();
    expect(q.outcomesOf('stored')).toEqual([event.nonce]);
    expect(await q.storedNonces()).toEqual([event.nonce]); // in the original store, not in memory
  });
});

describe('createQueue: the store shared with other tabs', () => {
  it('adds what other tabs and earlier pages stored, as stored entries, oldest first', async () => {
    const q = setupQueue();
    const [older, newer] = [productEvent(), productEvent()];
    await q.store.put([
      { event: newer, storedAt: 999_000 },
      { event: older, storedAt: 998_000 },
    ]);
    await q.queue.readStore();
    expect(q.queue.listByAge().map((entry) => [entry.event.nonce, entry.isStored, entry.flight])).toEqual([
      [older.nonce, true, 'none'],
      [newer.nonce, true, 'none'],
    ]);
    expect(q.queue.countQueued()).toBe(2);
  });

  it('moves what pages left in Web Storage at their page hide into the store, then removes it there (an event whose write landed too stays one record)', async () => {
    const q = setupQueue();
    const [landed, onlyLeft] = [productEvent(), productEvent()];
    await q.store.put([{ event: landed, storedAt: 998_000 }]);
    createHandoff(() => q.webStorage).leave([
      { event: landed, storedAt: 998_000 },
      { event: onlyLeft, storedAt: 999_000 },
    ]);
    await q.queue.readStore();
    expect(q.queue.listByAge().map((entry) => [entry.event.nonce, entry.isStored])).toEqual([
      [landed.nonce, true],
      [onlyLeft.nonce, true],
    ]);
    expect(await q.storedNonces()).toEqual([landed.nonce, onlyLeft.nonce].sort());
    expect(q.webStorage.length).toBe(0);
  });

  it('leaves what pages left in Web Storage when the store cannot take it (in memory it would die with this page)', async () => {
    const q = setupQueue();
    q.queue.fallBack(new Error('quota'));
    createHandoff(() => q.webStorage).leave([{ event: productEvent(), storedAt: 999_000 }]);
    await q.queue.readStore();
    expect(q.queue.countQueued()).toBe(0);
    expect(q.webStorage.length).toBe(1);
  });

  it('forgets stored idle entries another tab deleted, keeps those in flight and those not written yet', async () => {
    const q = setupQueue();
    const [idle, inFlight, beaconed] = [productEvent(), productEvent(), productEvent()];
    [idle, inFlight, beaconed].forEach((event) => q.queue.admit(event));
    await settle();
    q.hold();
    const unwritten = productEvent();
    q.queue.admit(unwritten);
    const byNonce = new Map(q.queue.listByAge().map((entry) => [entry.event.nonce, entry]));
    byNonce.get(inFlight.nonce)!.flight = 'fetch';
    byNonce.get(beaconed.nonce)!.flight = 'beacon';
    await q.store.del([idle.nonce, inFlight.nonce, beaconed.nonce]); // another tab sent them
    await q.queue.readStore();
    expect(q.queue.listByAge().map((entry) => entry.event.nonce)).toEqual([inFlight.nonce, beaconed.nonce, unwritten.nonce]);
    expect(q.dropReasons()).toEqual([]); // forgotten, not dropped: the other tab reported them
  });

  it('forget() removes entries here and in the store', async () => {
    const q = setupQueue();
    const [sent, kept] = [productEvent(), productEvent()];
    q.queue.admit(sent);
    q.queue.admit(kept);
    await settle();
    const [sentEntry] = q.queue.listByAge();
    await q.queue.forget([sentEntry]);
    expect(q.queue.listByAge().map((entry) => entry.event.nonce)).toEqual([kept.nonce]);
    expect(q.queue.isQueued(sentEntry)).toBe(false);
    expect(await q.storedNonces()).toEqual([kept.nonce]);
  });

  it('reopen() after the back/forward cache forgets every in-flight mark', async () => {
    const q = setupQueue();
    q.queue.admit(productEvent());
    q.queue.admit(productEvent());
    await settle();
    const [keepalive, beacon] = q.queue.listByAge();
    keepalive.flight = 'keepalive';
    beacon.flight = 'beacon';
    expect(q.queue.takeSendable()).toEqual([]);
    q.queue.reopen();
    expect(q.queue.takeSendable()).toHaveLength(2);
  });
});

describe('createQueue: caps', () => {
  const lineBytesOf = (event: VisitEvent) => sizeOf(createEntry({ event, storedAt: 0 }, true));

  it.each([
    // ages of four entries (ms before now), the age cap → what is dropped max-age
    [[90_000, 61_000, 59_000, 0], 60_000, [0, 1]],
    [[10, 5, 1, 0], 60_000, []],
    [[3_000, 2_000, 1_000, 0], 1_500, [0, 1]],
  ])('ages %j with maxEventAgeMs %i: drops %j as max-age, offers the rest oldest first', async (ages, maxEventAgeMs, droppedIndices) => {
    const q = setupQueue({ maxEventAgeMs });
    const events = ages.map(() => productEvent());
    await q.store.put(events.map((event, i) => ({ event, storedAt: 1_000_000 - ages[i] })));
    await q.queue.readStore();
    const sendable = q.queue.takeSendable();
    const dropped = droppedIndices.map((i) => events[i].nonce);
    expect(q.dropReasons().sort()).toEqual(dropped.map((nonce) => [nonce, 'max-age']));
    expect(q.nonces(sendable)).toEqual(events.map((event) => event.nonce).filter((nonce) => !dropped.includes(nonce)));
    await settle();
    expect(await q.storedNonces()).toEqual(q.nonces(sendable).sort());
  });

  it.each([
    [10, 3, 7],
    [10, 10, 0],
    [5, 1, 4],
    [4, 0, 4],
  ])('%i entries, room for %i: keeps the newest, drops the %i oldest as max-bytes', async (count, room, droppedCount) => {
    const events = Array.from({ length: count }, () => productEvent('v', 'same-size'));
    const q = setupQueue({ maxQueueBytes: lineBytesOf(events[0]) * room });
    await q.store.put(events.map((event, i) => ({ event, storedAt: 1_000_000 - count + i })));
    await q.queue.readStore();
    const sendable = q.queue.takeSendable();
    const nonces = events.map((event) => event.nonce);
    expect(q.dropReasons().sort()).toEqual(nonces.slice(0, droppedCount).map((nonce) => [nonce, 'max-bytes']));
    expect(q.nonces(sendable)).toEqual(nonces.slice(droppedCount));
  });

  it('counts entries in flight against the byte cap without dropping or offering them', async () => {
    const events = Array.from({ length: 4 }, () => productEvent('v', 'same-size'));
    const q = setupQueue({ maxQueueBytes: lineBytesOf(events[0]) * 2 });
    await q.store.put(events.map((event, i) => ({ event, storedAt: 999_000 + i })));
    await q.queue.readStore();
    const newest = q.queue.listByAge()[3];
    newest.flight = 'keepalive';
    expect(q.nonces(q.queue.takeSendable())).toEqual([events[2].nonce]);
    expect(q.dropReasons()).toEqual([
      [events[1].nonce, 'max-bytes'],
      [events[0].nonce, 'max-bytes'],
    ]);
    expect(q.queue.isQueued(newest)).toBe(true);
  });
});

describe('createQueue: purge', () => {
  it('drops everything, stored, unwritten, from other tabs and left in Web Storage, as consent, each once, and empties both', async () => {
    const q = setupQueue();
    const stored = productEvent();
    q.queue.admit(stored);
    await settle();
    const fromOtherTab = productEvent();
    await q.store.put([{ event: fromOtherTab, storedAt: 1 }]);
    const unwritten = productEvent();
    q.queue.admit(unwritten);
    const left = productEvent(); // left in Web Storage by a page at its page hide
    createHandoff(() => q.webStorage).leave([
      { event: left, storedAt: 2 },
      { event: fromOtherTab, storedAt: 1 },
    ]);
    await q.queue.purge();
    const all = [stored.nonce, fromOtherTab.nonce, unwritten.nonce, left.nonce];
    expect(q.dropReasons().sort()).toEqual(all.map((nonce) => [nonce, 'consent']).sort());
    expect(q.queue.countQueued()).toBe(0);
    await settle();
    expect(await q.storedNonces()).toEqual([]);
    expect(q.webStorage.length).toBe(0);
    expect(q.reporter.getStats(0).dropped.consent).toBe(4);
  });

  it('a read of the store begun before the purge brings none of its records back', async () => {
    const inner = createMemoryStore();
    // The store answers a read only when the test says so: the purge comes while it is under way.
    const gate = { read: Promise.resolve() };
    const slowReads = { ...inner, all: async () => (await Promise.all([inner.all(), gate.read]))[0] };
    const q = setupQueue({ eventStore: slowReads });
    const event = productEvent();
    q.queue.admit(event);
    await settle();
    let answerRead = () => {};
    gate.read = new Promise<void>((resolve) => (answerRead = resolve));
    const reading = q.queue.readStore();
    await settle();
    const purging = q.queue.purge();
    answerRead();
    await Promise.all([reading, purging]);
    expect(q.queue.countQueued()).toBe(0);
    expect(q.queue.listByAge()).toEqual([]);
  });
});
