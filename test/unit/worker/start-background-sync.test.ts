import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../src/delivery/delivery-types.js';
import { SYNC_TAG } from '../../../src/delivery/page/create-background-sync.js';
import { startBackgroundSync, type BackgroundSyncHost } from '../../../src/definitions/part/start-background-sync.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page with Background Sync or without it, recording what the tag asked of the browser. */
function fakePage(options: Partial<BackgroundSyncHost['options']>, more: { hasSync?: boolean; isGranted?: boolean; tagSrc?: string } = {}) {
  const registered: Array<[string, string]> = [];
  const synced: string[] = [];
  const unregistered: string[] = [];
  const registration = {
    sync: { register: async (tag: string) => void synced.push(tag) },
    unregister: async () => void unregistered.push('worker'),
  };
  const serviceWorker = {
    register: async (url: string, { scope }: { scope: string }) => (registered.push([String(url), scope]), registration),
    ready: Promise.resolve(registration),
  };
  const target = new EventTarget();
  const win = Object.assign(target, {
    location: new URL('https://shop.example/cart'),
    navigator: { serviceWorker },
    ...(more.hasSync === false ? {} : { SyncManager: function SyncManager() {} }),
  }) as unknown as Window;
  const listeners: Array<(outcome: Outcome) => void> = [];
  startBackgroundSync({
    window: win,
    options: { url: 'https://data.example', siteCode: 'shop', ...options },
    onOutcome: (listener) => listeners.push(listener),
    isGranted: () => more.isGranted ?? true,
    tagSrc: more.tagSrc,
  });
  const emit = (type: Outcome['type'], reason?: string) =>
    listeners.forEach((listener) => listener({ type, nonce: '0123456789abcdef', eventType: 'PAGE', reason } as Outcome));
  return { registered, synced, unregistered, emit, hide: () => target.dispatchEvent(new Event('pagehide')) };
}

describe('startBackgroundSync (the page side)', () => {
  it('registers the worker beside the tag, in a scope of its own, with the options in its address', async () => {
    const page = fakePage(
      { backgroundSync: true, retryBaseMs: 250 },
      { tagSrc: 'https://shop.example/vt/visit-tag.definitions-1a2b3c4d.js' },
    );
    await flush();
    expect(page.registered).toEqual([
      [
        'https://shop.example/vt/visit-tag-sw.js?url=https%3A%2F%2Fdata.example&siteCode=shop&retryBaseMs=250',
        'https://shop.example/vt/visit-tag-sw/',
      ],
    ]);
  });

  it('asks for a sync when a send fails, and at page hide only while the last send failed', async () => {
    const page = fakePage({ backgroundSync: '/vt/visit-tag-sw.js' });
    page.hide();
    await flush();
    expect(page.synced).toEqual([]); // nothing failed: the page-hide beacon carries what is left
    page.emit('retry');
    await flush();
    expect(page.synced).toEqual([SYNC_TAG]);
    page.hide();
    await flush();
    expect(page.synced).toEqual([SYNC_TAG, SYNC_TAG]);
    page.emit('sent');
    page.hide();
    await flush();
    expect(page.synced).toHaveLength(2);
  });

  it('registers nothing before consent, and registers at the first stored event', async () => {
    const page = fakePage({ backgroundSync: '/vt/visit-tag-sw.js' }, { isGranted: false });
    await flush();
    expect(page.registered).toEqual([]);
    page.emit('stored');
    page.emit('stored');
    await flush();
    expect(page.registered).toHaveLength(1);
  });

  it('does nothing where the browser has no Background Sync (Firefox, Safari), nor without the option', async () => {
    for (const page of [fakePage({ backgroundSync: true }, { hasSync: false }), fakePage({})]) {
      page.emit('retry');
      page.hide();
      await flush();
      expect([page.registered, page.synced]).toEqual([[], []]);
    }
  });

  it('unregisters the worker when consent is withdrawn, and registers it again at the next stored event', async () => {
    const page = fakePage({ backgroundSync: '/vt/visit-tag-sw.js' });
    await flush();
    page.emit('dropped', 'consent');
    await flush();
    expect(page.unregistered).toEqual(['worker']);
    page.emit('stored');
    await flush();
    expect(page.registered).toHaveLength(2);
  });

  it("'site': asks the sync of the site's own worker, registering none", async () => {
    const page = fakePage({ backgroundSync: 'site' });
    page.emit('retry');
    await flush();
    expect([page.registered, page.synced]).toEqual([[], [SYNC_TAG]]);
  });
});
