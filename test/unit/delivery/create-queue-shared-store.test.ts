// createQueue and the store it shares with other tabs: what they and earlier pages stored or left in Web
// Storage comes in, what they deleted goes, and forget() and reopen().
import { describe, expect, it } from 'vitest';
import { createHandoff } from '../../../src/delivery/page/create-handoff.js';
import { productEvent, settle } from './fakes.js';
import { setupQueue } from './setup-queue.js';

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
