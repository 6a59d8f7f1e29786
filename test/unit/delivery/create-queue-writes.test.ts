// createQueue's writes: a burst in one put, `stored` only once written, one write at a time, and the
// fall back to memory (not while the page is gone).
import { keyOf } from '../../../src/delivery/store/event-store.js';
import { describe, expect, it } from 'vitest';
import { MAX_REOPENS } from '../../../src/delivery/store/create-queue.js';
import { productEvent, settle } from './fakes.js';
import { setupQueue } from './setup-queue.js';

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
    expect(q.puts.map((records) => records.map((record) => keyOf(record)))).toEqual([[first.nonce], later.map((event) => event.nonce)]);
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
