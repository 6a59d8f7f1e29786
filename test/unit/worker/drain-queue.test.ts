import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventStore } from '../../../src/delivery/store/create-event-store.js';
import type { WorkerScope, SyncEvent } from '../../../src/delivery/worker/create-worker-env.js';
import { drainQueue, PAGE_GONE_WAIT_MS } from '../../../src/delivery/worker/drain-queue.js';
import { handleBackgroundSync } from '../../../src/delivery/worker/handle-background-sync.js';
import { SYNC_TAG } from '../../../src/delivery/page/create-background-sync.js';
import { createLocks, createTransport, productEvent, type FakeAnswer } from '../delivery/fakes.js';

// The background drain as the worker runs it, on fake-indexeddb with a fake service and fake
// pages; in Chromium, with the tag's own worker: test/browser/delivery/background-sync.test.ts.
beforeEach(() => void vi.stubGlobal('indexedDB', new IDBFactory()));
afterEach(() => void vi.unstubAllGlobals());

const OPTIONS = { url: 'https://data.example', siteCode: 'shop' };

/** A worker's scope: the test's fake IndexedDB, a fake service answering `answer`, Web Locks, and the pages listed by `pages()`. */
function fakeScope(answer: () => FakeAnswer = () => 202, pages: () => unknown[] = () => []) {
  const transport = createTransport(answer);
  const listeners: Record<string, Array<(event: never) => void>> = {};
  const locks = createLocks();
  const scope = {
    fetch: ((url: string, init: RequestInit) => transport.fetch(url, init)) as unknown as typeof fetch,
    indexedDB,
    navigator: { locks },
    location: { origin: 'https://shop.example', href: 'https://shop.example/vt/visit-tag-sw.js' },
    clients: { matchAll: async () => pages() },
    addEventListener: (type: string, listener: (event: never) => void) => (listeners[type] ??= []).push(listener),
    skipWaiting: async () => {},
  } as WorkerScope;
  return { scope, transport, locks, listeners };
}

/** What pages left: `count` events in the tag's store. */
async function leave(count: number) {
  const records = Array.from({ length: count }, (_, i) => ({ event: productEvent(), storedAt: Date.now() - 1000 + i }));
  await createEventStore().put(records);
  return records.map((record) => record.event.nonce);
}
const databases = async () => (await indexedDB.databases()).map((database) => database.name);

describe('drainQueue', () => {
  it('sends every stored event under its own nonce, then empties the store', async () => {
    const nonces = await leave(20);
    const { scope, transport } = fakeScope();
    const report = await drainQueue(scope, OPTIONS);
    expect(report).toMatchObject({ sent: 20, left: 0 });
    expect(transport.requests.flatMap((request) => request.nonces).sort()).toEqual([...nonces].sort());
    expect(transport.requests.every((request) => !request.keepalive)).toBe(true); // the worker lives until its drain ends
    expect(await createEventStore().all()).toEqual([]);
  });

  it('with no database (nothing stored, or consent withdrawn) ends at once and creates none', async () => {
    const { scope, transport } = fakeScope();
    expect(await drainQueue(scope, OPTIONS)).toMatchObject({ sent: 0, left: 0 });
    expect(transport.requests).toEqual([]);
    expect(await databases()).toEqual([]);
  });

  it('rejects while the service fails, and the records stay for the next sync', async () => {
    const nonces = await leave(3);
    const { scope } = fakeScope(() => 503);
    await expect(drainQueue(scope, OPTIONS)).rejects.toThrow('3 events left (status 503)');
    expect((await createEventStore().all()).map((record) => ('event' in record ? record.event.nonce : '')).sort()).toEqual(
      [...nonces].sort(),
    );
    const next = fakeScope();
    expect(await drainQueue(next.scope, OPTIONS)).toMatchObject({ sent: 3, left: 0 });
  });

  it('leaves the sending to a page of the site that stays open, unless it is the last chance', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await leave(2);
      const open = fakeScope(undefined, () => [{ url: 'https://shop.example/' }]);
      const refused = expect(drainQueue(open.scope, OPTIONS)).rejects.toThrow('a page of the site is open');
      await vi.advanceTimersByTimeAsync(PAGE_GONE_WAIT_MS + 500);
      await refused;
      expect(open.transport.requests).toEqual([]);
      const last = drainQueue(open.scope, OPTIONS, true);
      await vi.advanceTimersByTimeAsync(100);
      expect(await last).toMatchObject({ sent: 2, left: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('drains once a closing page is gone (still listed for a moment after its pagehide)', async () => {
    await leave(2);
    let polls = 0;
    const { scope } = fakeScope(undefined, () => (++polls <= 2 ? [{ url: 'https://shop.example/' }] : []));
    expect(await drainQueue(scope, OPTIONS)).toMatchObject({ sent: 2, left: 0 });
  });

  it('waits while a tab holds the lock, sending nothing meanwhile', async () => {
    await leave(2);
    const { scope, transport, locks } = fakeScope();
    let release!: () => void;
    void locks.request('visit-tag-flush', {}, () => new Promise<void>((resolve) => (release = resolve)));
    const draining = drainQueue(scope, OPTIONS);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(transport.requests).toEqual([]);
    release();
    expect(await draining).toMatchObject({ sent: 2, left: 0 });
  });

  it('without Web Locks sends nothing (a page could send the same events at once) and leaves them to the next page', async () => {
    await leave(2);
    const { scope, transport } = fakeScope();
    delete (scope.navigator as { locks?: unknown }).locks;
    expect(await drainQueue(scope, OPTIONS)).toMatchObject({ sent: 0, left: 0, error: 'no Web Locks: the next page sends' });
    expect(transport.requests).toEqual([]);
    expect(await createEventStore().all()).toHaveLength(2);
  });

  it("leaves a loader's call that no engine made into an event for the next page, and counts it as nothing left", async () => {
    await leave(1);
    const call = { call: { nonce: 'c000000000000001', v: 1, method: 'trackConversion', args: [7], page: 'p', at: 1 }, storedAt: 1 };
    await createEventStore().put([call as never]);
    const { scope } = fakeScope();
    expect(await drainQueue(scope, OPTIONS)).toMatchObject({ sent: 1, left: 0 });
    expect(await createEventStore().all()).toEqual([call]);
  });
});

describe('handleBackgroundSync', () => {
  it("answers the tag's sync with a drain the event waits for, and leaves other tags alone", async () => {
    await leave(1);
    const { scope, listeners } = fakeScope();
    handleBackgroundSync(scope, OPTIONS);
    const waited: Promise<unknown>[] = [];
    const sync = (tag: string): SyncEvent => ({ tag, lastChance: false, waitUntil: (promise) => void waited.push(promise) });
    listeners.sync.forEach((listener) => listener(sync('another-tag') as never));
    expect(waited).toEqual([]);
    listeners.sync.forEach((listener) => listener(sync(SYNC_TAG) as never));
    expect(waited).toHaveLength(1);
    expect(await waited[0]).toMatchObject({ sent: 1, left: 0 });
  });

  it('refuses to start without url and siteCode, with a clear error', () => {
    expect(() => handleBackgroundSync(fakeScope().scope, { url: 'https://data.example' } as never)).toThrow(
      'handleBackgroundSync needs url and siteCode',
    );
  });
});
