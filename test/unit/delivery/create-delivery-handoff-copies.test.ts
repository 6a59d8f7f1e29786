import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import type { EventStore } from '../../../src/delivery/store/event-store.js';
import { createChannelHub, createWebStorage } from './fakes.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

/** The store of one tab over the shared one, whose writes can be held: a dying page's write that lands late. */
function withHeldWrites(shared: EventStore) {
  let gate: Promise<void> | undefined;
  let open = () => {};
  const store: EventStore = { ...shared, put: (records) => (gate ?? Promise.resolve()).then(() => shared.put(records)) };
  return {
    store,
    hold: () => void (gate = new Promise<void>((resolve) => (open = resolve))),
    release: () => open(),
  };
}

describe('createDelivery: a page that leaves events to another tab at page hide', () => {
  it('does not write them itself: its write landing after the other tab sent them would bring them back, a copy each', async () => {
    const shared = createMemoryStore();
    const channel = createChannelHub();
    const webStorage = createWebStorage();
    const other = setupDelivery({ storage: shared, channel, webStorage, answer: () => 202 });
    other.delivery.start();
    await other.wait(100);
    const leavingStore = withHeldWrites(shared);
    const leaving = setupDelivery({ storage: leavingStore.store, channel, webStorage, answer: () => 202 });
    leaving.delivery.start();
    await leaving.wait(100);

    leavingStore.hold(); // the dying page's writes land only after the other tab has sent
    leaving.pagehide();
    // The site's own pagehide listener, after the tag's: tracked while the page goes away.
    const late = [productEvent(), productEvent(), productEvent(), productEvent(), productEvent()];
    late.forEach((event) => leaving.delivery.enqueue(event));
    await leaving.wait(0);
    await other.wait(2_000); // 'bye': the other tab takes what was left, sends it, deletes it
    leavingStore.release();
    await leaving.wait(0);
    await other.wait(3_000); // its next flushes find nothing of them again

    const sent = other.requests.flatMap((request) => request.nonces).filter((nonce) => late.some((event) => event.nonce === nonce));
    expect(sent.sort()).toEqual(late.map((event) => event.nonce).sort());
    expect(leaving.beacons).toEqual([]);
    expect(await shared.all()).toEqual([]); // what the store still held, a later flush or page would send again
  });

  it('back from the back/forward cache, it writes them itself after all', async () => {
    const shared = createMemoryStore();
    const channel = createChannelHub();
    const other = setupDelivery({ storage: shared, channel, answer: () => 503 });
    other.delivery.start();
    const leaving = setupDelivery({ storage: shared, channel, answer: () => 503 });
    leaving.delivery.start();
    await leaving.wait(100);
    leaving.pagehide(true);
    const late = productEvent();
    leaving.delivery.enqueue(late);
    await leaving.wait(10);
    expect(await shared.all()).toEqual([]); // left to the other tab, not written
    leaving.pageshow(true);
    await leaving.wait(10);
    expect((await shared.all()).map((record) => (record as { event: { nonce: string } }).event.nonce)).toEqual([late.nonce]);
  });
});
