import { IDBFactory } from 'fake-indexeddb';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventStore } from '../../../src/delivery/store/create-event-store.js';
import { createTracker } from '../../../src/engine/create-tracker.js';
import { createTransport, productEvent } from './fakes.js';
import { setupDelivery } from './setup-delivery.js';
import { sleep } from '../../support/sleep.js';

// Issue 23, defect 3: a page where Web Locks, IndexedDB or cookies are refused (a third-party
// frame with blocked storage, strict privacy settings, a sandboxed frame). The tag delivers from
// memory, without the lock, with the usual retries, and says why in getStats().notDurable. The
// errors are the ones the browsers were seen to give (docs/consent.md, "Blocked storage").

vi.stubGlobal('__DEV__', true);
afterEach(() => void vi.unstubAllGlobals());

/** Chromium, a cross-site frame with third-party cookies blocked: `navigator.locks.request` rejects. */
const refusingLocks = () => ({ request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')) });
/** Chromium, the same frame: every `indexedDB.open` fails. */
const refusingIndexedDb = () => ({
  open() {
    const request = {} as IDBOpenDBRequest & { error: DOMException };
    setTimeout(() => {
      Object.assign(request, { error: new DOMException('The user denied permission to access the database.', 'UnknownError') });
      request.onerror?.(new Event('error'));
    }, 1);
    return request;
  },
  databases: () => Promise.reject(new DOMException('denied', 'UnknownError')),
});

describe('blocked locks and storage (engine)', () => {
  it('delivers from memory without the lock, retries, and says why it is not durable', async () => {
    vi.stubGlobal('indexedDB', refusingIndexedDb());
    let status = 503;
    const t = setupDelivery({ storage: createEventStore(), locks: refusingLocks(), answer: () => status, retryBaseMs: 5, retryMaxMs: 5 });
    t.delivery.start();
    const event = productEvent();
    t.delivery.enqueue(event);
    await vi.waitFor(() => expect(t.outcomesOf('retry').length).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    status = 202;
    await vi.waitFor(() => expect(t.outcomesOf('sent').map((o) => o.nonce)).toEqual([event.nonce]), { timeout: 10_000 });
    const stats = t.delivery.getStats();
    expect(stats.notDurable).toMatch(/^locks: SecurityError: The request was denied\.; storage: UnknownError: The user denied permission/);
    expect(stats.storageFallback).toMatch(/UnknownError/);
    t.delivery.stop();
  }, 30_000); // two 10 s waits: the refused store is tried and reopened before memory takes over

  it('with storage and locks that work, nothing says it is not durable', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    const t = setupDelivery({ storage: createEventStore(), answer: () => 202 });
    t.delivery.start();
    t.delivery.enqueue(productEvent());
    await vi.waitFor(() => expect(t.outcomesOf('sent')).toHaveLength(1), { timeout: 10_000 });
    expect(t.delivery.getStats().notDurable).toBeUndefined();
    t.delivery.stop();
  });
});

describe('blocked cookies (tracker)', () => {
  it('a document whose cookie throws (a sandboxed frame): start works, events are sent, consent still purges', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    const win = new Window({ url: 'https://shop.example/home' });
    Object.defineProperty(win.document, 'cookie', {
      get: () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
      set: () => {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    const { fetch, requests } = createTransport(() => 202);
    const tracker = createTracker({
      siteCode: 'site1',
      url: 'https://data.example',
      window: win as unknown as globalThis.Window,
      autoPageViews: false,
      flushDebounceMs: 0,
      deliveryEnv: {
        fetch,
        sendBeacon: () => true,
        locks: refusingLocks() as unknown as LockManager,
        channel: () => null,
        target: new EventTarget(),
      },
    });
    expect(tracker.start()).toBeUndefined();
    const nonce = tracker.trackConversion(7) as string;
    expect(nonce).toMatch(/^[0-9a-f]{16}$/);
    await vi.waitFor(() => expect(requests.flatMap((request) => request.nonces)).toContain(nonce), { timeout: 10_000 });
    expect(tracker.getStats().notDurable).toMatch(/^locks: SecurityError/);
    expect(tracker.setConsent('denied')).toBeUndefined();
    await sleep(10);
    expect(tracker.getConsent()).toBe('denied');
  });
});
