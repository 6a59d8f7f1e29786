import { keyOf, type EventStore } from '../../../src/delivery/store/event-store.js';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import { createChannelHub, createFullWebStorage, createLocks, createWebStorage, fireNavigate } from './fakes.js';
import { expectNextPageSends, HOME, leavingBesideOtherTab, leavingTab, leftItems } from './leaving-tab.js';
import { productEvent, setupDelivery, useFakeClock } from './setup-delivery.js';

useFakeClock();

describe('createDelivery: what page hide beacons', () => {
  it('alone and leaving the site: beacons stored and unstored events', async () => {
    const { t, stored, inMemory } = await leavingTab({});
    t.pagehide();
    expect(t.beacons.flatMap((beacon) => beacon.nonces)).toEqual([stored.nonce, inMemory.nonce]);
  });

  it('alone and leaving the site, the beacon lost and the write cut with the page: the next visit sends from Web Storage what was not stored', async () => {
    const store = createMemoryStore();
    let isCut = false;
    const cutting: EventStore = { ...store, put: (records) => (isCut ? new Promise(() => {}) : store.put(records)) };
    const webStorage = createWebStorage();
    const { t, stored, inMemory } = await leavingTab({ storage: cutting, webStorage }, () => (isCut = true));
    t.pagehide(); // the beacon is never delivered: nothing of it reaches the service
    expect(t.beacons.flatMap((beacon) => beacon.nonces)).toEqual([stored.nonce, inMemory.nonce]);
    expect((await store.all()).map((record) => keyOf(record))).not.toContain(inMemory.nonce);
    expect(leftItems(webStorage).length).toBe(1);
    await expectNextPageSends(store, webStorage, [stored.nonce, inMemory.nonce]);
  });

  it('alone during a recovery (the service failed a moment ago): beacons only what is not stored yet', async () => {
    const statuses = [503];
    const t = setupDelivery({ home: HOME, answer: () => statuses.shift() ?? 202 });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await t.wait(1_100); // 503, then the retry within the backoff (at most 1 s): the recovery runs
    expect(t.requests).toHaveLength(2);
    const stored = productEvent();
    t.delivery.enqueue(stored);
    await t.wait(10); // stored; the recovery's next request waits a step
    const inMemory = productEvent();
    t.delivery.enqueue(inMemory);
    t.pagehide();
    expect(t.beacons.flatMap((beacon) => beacon.nonces)).toEqual([inMemory.nonce]);
    expect((await t.store.all()).map((record) => keyOf(record))).toContain(stored.nonce);
  });

  it('another live tab: no beacon; what is not stored yet is left in Web Storage, and that tab sends it with the stored event, each once', async () => {
    const { other, t, stored, inMemory, store, webStorage } = await leavingBesideOtherTab(202);
    const before = other.requests.length;
    t.pagehide();
    expect(t.beacons).toEqual([]);
    expect(t.outcomesOf('sent-unconfirmed')).toEqual([]);
    expect(leftItems(webStorage).length).toBe(1);
    // 'bye' makes the other tab flush now (no lock here, so it does): the event that was in flight
    // first, then, a second later (the hide announced a request in flight: a recovery), the rest.
    await other.wait(2_100);
    const sent = other.requests.slice(before).flatMap((request) => request.nonces);
    expect(sent.filter((nonce) => nonce === stored.nonce || nonce === inMemory.nonce).sort()).toEqual(
      [stored.nonce, inMemory.nonce].sort(),
    );
    expect(await store.all()).toEqual([]); // the other tab's 2xx: sent once, by it
    expect(leftItems(webStorage).length).toBe(0);
  });

  it('another live tab, but Web Storage refuses (full or blocked): beacons what is not stored yet, as before', async () => {
    const { t, inMemory } = await leavingBesideOtherTab(202, createFullWebStorage());
    t.pagehide();
    expect(t.beacons.flatMap((beacon) => beacon.nonces)).toEqual([inMemory.nonce]);
    expect(t.outcomesOf('sent-unconfirmed').map((outcome) => outcome.nonce)).toEqual([inMemory.nonce]);
  });

  it('a page that leaves with a request in flight makes the tab that sends next start a recovery: one event, a second later four', async () => {
    const { other, t, stored } = await leavingBesideOtherTab(202); // its first request hangs
    const before = other.requests.length;
    t.pagehide();
    await other.wait(100);
    expect(other.requests.slice(before).map((request) => request.nonces.length)).toEqual([1]); // the rest waits stored
    await other.wait(1_000);
    const after = other.requests.slice(before);
    expect(after.map((request) => request.nonces.length)).toEqual([1, 2]); // the one in flight, then the rest (the cap is 4)
    expect(after.flatMap((request) => request.nonces)).toContain(stored.nonce);
  });

  it('navigating to a page of this origin (Navigation API): no beacon; the next page sends the stored event and what was left, each once', async () => {
    const navigation = new EventTarget();
    const webStorage = createWebStorage();
    const { t, stored, inMemory } = await leavingTab({ navigation, webStorage });
    fireNavigate(navigation, HOME + 'next');
    t.pagehide();
    expect(t.beacons).toEqual([]);
    expect((await t.store.all()).map((record) => keyOf(record))).toContain(stored.nonce);
    await expectNextPageSends(t.store, webStorage, [stored.nonce, inMemory.nonce]);
  });

  it('navigating elsewhere, or a same-document navigation before a browser-initiated leave: beacons everything', async () => {
    for (const destination of [
      { url: 'https://other.example/', sameDocument: false },
      { url: HOME + '#top', sameDocument: true },
    ]) {
      const navigation = new EventTarget();
      const { t, stored, inMemory } = await leavingTab({ navigation });
      fireNavigate(navigation, destination.url, destination.sameDocument);
      t.pagehide();
      expect(t.beacons.flatMap((beacon) => beacon.nonces)).toEqual([stored.nonce, inMemory.nonce]);
    }
  });
  it('an event tracked after page hide (a listener that runs after ours) leaves in a beacon of its own, even into the back/forward cache', async () => {
    const { t, stored, inMemory } = await leavingTab({});
    t.pagehide(true); // alone, into the cache: the store is closed until pageshow
    const late = productEvent();
    t.delivery.enqueue(late);
    expect(t.beacons.map((beacon) => beacon.nonces)).toEqual([[stored.nonce, inMemory.nonce], [late.nonce]]);
    expect(t.outcomesOf('sent-unconfirmed').map((outcome) => outcome.nonce)).toEqual([stored.nonce, inMemory.nonce, late.nonce]);
  });

  it('beside another tab, an event tracked after page hide joins what the page left in Web Storage; back from the cache, the page takes it all back', async () => {
    const { t, inMemory, webStorage } = await leavingBesideOtherTab(503);
    t.pagehide(true);
    const late = productEvent();
    t.delivery.enqueue(late);
    expect(t.beacons).toEqual([]);
    expect(
      leftItems(webStorage).map((name) =>
        (JSON.parse(webStorage.getItem(name)!) as { event: { nonce: string } }[]).map((record) => record.event.nonce),
      ),
    ).toEqual([[inMemory.nonce, late.nonce]]);
    t.pageshow(true); // this page writes and sends them itself
    expect(leftItems(webStorage).length).toBe(0);
    await t.wait(10);
    expect((await t.store.all()).map((record) => keyOf(record))).toEqual(expect.arrayContaining([inMemory.nonce, late.nonce]));
  });

  it("alone at page hide, a tab does not beacon what another tab's request carried (its view of the store was older than that request)", async () => {
    const store = createMemoryStore();
    const channel = createChannelHub();
    const locks = createLocks();
    const holdLock = () => {
      let release = () => {};
      void locks.request('visit-tag-flush', {}, () => new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    };
    const left = productEvent(); // left by an earlier page
    await store.put([{ event: left, storedAt: Date.now() }]);
    let release = holdLock(); // a third tab flushes: neither tab below can
    const b = setupDelivery({ storage: store, channel, locks, home: HOME });
    b.delivery.start();
    await b.wait(0);
    expect((await b.delivery.getQueued()).map((event) => event.nonce)).toEqual([left.nonce]); // b's view: stored, idle
    const a = setupDelivery({ storage: store, channel, locks, home: HOME, answer: () => 202 });
    a.delivery.start();
    await a.wait(0);
    release();
    await a.wait(0); // the lock is free
    await a.delivery.flush(); // a sends it (and says so), and deletes it on the 2xx
    expect(a.requests.flatMap((request) => request.nonces)).toEqual([left.nonce]);
    expect(await store.all()).toEqual([]);
    await a.wait(0);
    release = holdLock(); // b cannot look at the store again before it hides
    a.pagehide(); // 'bye': b is alone
    await b.wait(0);
    b.pagehide();
    expect(b.beacons.flatMap((beacon) => beacon.nonces)).not.toContain(left.nonce);
    expect(b.requests).toEqual([]);
    release();
  });
});
