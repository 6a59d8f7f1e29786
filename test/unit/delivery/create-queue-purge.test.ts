// createQueue's purge (consent withdrawn): everything dropped as consent, each once, wherever it was, and
// a read of the store under way brings nothing back.
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import { createHandoff } from '../../../src/delivery/page/create-handoff.js';
import { productEvent, settle } from './fakes.js';
import { setupQueue } from './setup-queue.js';

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
