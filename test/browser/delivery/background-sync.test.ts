import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { syncTagsOf } from '../../support/background/sync-tags-of.js';
import { useSyncBrowser, type SyncContext } from '../../support/background/use-sync-browser.js';
import { createInspector, type Inspector } from '../../support/engines/create-inspector.js';
import { ENGINE_FIXTURES_PREFIX, tagPageUrl } from '../../support/engines/tag-page-url.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';
import { sleep } from '../../support/sleep.js';

// Issue 42: what the last page leaves stored, sent by the tag's own service worker when the browser
// fires its Background Sync, with no page of the site open (Chromium). The DevTools Protocol
// dispatches the sync (ServiceWorker.dispatchSyncEvent) to a worker stopped first, so it starts
// cold, as after the browser closed. What the service received is the only judge.
const env = useSyncBrowser();

/** Long enough for the sync the closing page asked for to run its course (the worker waits up to 3 s for a closing page to go). */
const AFTER_CLOSE_MS = 5_000;
const nonces = async (site: Inspector) => (await site.events('CONVERSION')).map((event) => event.nonce).sort();

/** A tagged page with the background drain on, the engine ready and the worker registered. */
async function openTagged(sync: SyncContext, site: Inspector): Promise<Page> {
  const page = await sync.context.newPage();
  await page.goto(tagPageUrl(env.server.url, { site: site.siteCode, attrs: { 'background-sync': '', 'retry-base-ms': '250' } }));
  await whenTagReady(page);
  await sync.tagRegistration();
  return page;
}

/** Tracks `count` conversions and flushes; returns their nonces. */
const track = (page: Page, count: number) =>
  page.evaluate((n) => {
    const tag = (window as unknown as TagWindow).visitTag;
    const tracked = Array.from({ length: n }, (_, i) => tag.trackConversion(7, { revenue: i + 1 }) as string);
    void tag.flush();
    return tracked;
  }, count);

/** With the service answering 503: a page tracks `count` conversions, sees its send fail, and closes; nothing of the site stays open. */
async function leaveStored(sync: SyncContext, site: Inspector, count: number, more?: (page: Page) => Promise<unknown>): Promise<string[]> {
  await site.clearFaults();
  await site.fault({ status: 503, count: 1e9 });
  const page = await openTagged(sync, site);
  const tracked = await track(page, count);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats().retried), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await more?.(page);
  await page.close();
  await sleep(AFTER_CLOSE_MS);
  expect(await site.events('CONVERSION')).toEqual([]);
  return tracked;
}

describe('background drain (Chromium)', () => {
  it('the last page closed while the service was down: the worker, started cold, sends every event once with its own nonce', async () => {
    const sync = await env.newSyncContext();
    const site = createInspector(env.server.url, 'bg-down');
    const tracked = await leaveStored(sync, site, 5);
    await site.clearFaults();
    await sync.dispatchColdSync();
    await expect.poll(() => nonces(site), { timeout: 20_000 }).toEqual([...tracked].sort());
    expect((await site.inspect()).counts.duplicates).toBe(0);
    await sync.close();
  });

  it('a send that failed before the part file came: the page still asks for the sync, and the worker sends what it left', async () => {
    const sync = await env.newSyncContext();
    const site = createInspector(env.server.url, 'bg-early');
    await site.fault({ status: 503, count: 1e9 });
    // The part file (which asks for syncs) is held until the page's one send has failed; the
    // backoff is long, so no later failure could ask for it instead.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await sync.context.route(/visit-tag\.definitions-/, async (route) => (await held, route.continue()));
    const page = await sync.context.newPage();
    await page.goto(tagPageUrl(env.server.url, { site: site.siteCode, attrs: { 'background-sync': '', 'retry-base-ms': '60000' } }));
    await whenTagReady(page);
    const tracked = await track(page, 3);
    const stats = () => page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats());
    await expect.poll(async () => (await stats()).retried, { timeout: 10_000 }).toBeGreaterThan(0);
    const failedBefore = (await stats()).retried;
    release();
    await sync.tagRegistration();
    await expect.poll(() => syncTagsOf(page, '/visit-tag-sw/'), { timeout: 10_000 }).toContain('visit-tag-flush');
    expect((await stats()).retried).toBe(failedBefore); // no failure after the part came: the one before it asked
    await page.close();
    await site.clearFaults();
    await sync.dispatchColdSync();
    await expect.poll(() => nonces(site), { timeout: 20_000 }).toEqual([...tracked].sort());
    expect((await site.inspect()).counts.duplicates).toBe(0);
    await sync.close();
  });

  it('a tab of the site opened while the worker drains: it waits for the lock, and no event is sent twice', async () => {
    const sync = await env.newSyncContext();
    const site = createInspector(env.server.url, 'bg-tab');
    const tracked = await leaveStored(sync, site, 100);
    await site.clearFaults();
    // Slow answers: the worker's drain (bodies of 8, 32, then the rest) lasts some seconds.
    await site.fault({ delayMs: 800, count: 6 });
    await sync.dispatchColdSync();
    await expect.poll(async () => (await nonces(site)).length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    const tab = await openTagged(sync, site);
    const arrivedWhenOpen = (await nonces(site)).length;
    expect(arrivedWhenOpen).toBeLessThan(tracked.length); // the tab really opened during the drain
    await expect.poll(() => nonces(site), { timeout: 30_000 }).toEqual([...tracked].sort());
    await tab.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
    await sleep(1_500);
    const { accepted, counts } = await site.inspect();
    expect(counts.duplicates).toBe(0);
    expect(accepted.filter((event) => event.copies !== 1)).toEqual([]); // each received once
    await sync.close();
  });

  it('the service answers 503 during the sync: the records stay, and the next sync sends them', async () => {
    const sync = await env.newSyncContext();
    const site = createInspector(env.server.url, 'bg-503');
    const tracked = await leaveStored(sync, site, 5);
    const before = (await site.inspect()).requests.length;
    await sync.dispatchColdSync(); // the service still answers 503
    await expect.poll(async () => (await site.inspect()).requests.slice(before).map((r) => r.status), { timeout: 15_000 }).toContain(503);
    expect(await site.events('CONVERSION')).toEqual([]);
    await site.clearFaults();
    await sync.dispatchColdSync();
    await expect.poll(() => nonces(site), { timeout: 20_000 }).toEqual([...tracked].sort());
    await sync.close();
  });

  it("consent withdrawn: the tag's worker is unregistered at once, nothing is sent, and no database is left", async () => {
    const sync = await env.newSyncContext();
    const site = createInspector(env.server.url, 'bg-consent');
    await leaveStored(sync, site, 5, (page) => page.evaluate(() => (window as unknown as TagWindow).visitTag.setConsent('denied')));
    await site.clearFaults();
    const before = (await site.inspect()).requests.length;
    // Unregistered by the withdrawal itself, before the purge could end: no sync can reach it.
    const live = () => [...sync.registrations.values()].filter((r) => !r.isDeleted && r.scopeURL.endsWith('/visit-tag-sw/'));
    await expect.poll(live, { timeout: 10_000 }).toEqual([]);
    await sleep(AFTER_CLOSE_MS);
    expect((await site.inspect()).requests.slice(before)).toEqual([]);
    // A page of the site without the tag: the origin holds no database of the tag's.
    const blank = await sync.context.newPage();
    await blank.goto(`${env.server.url}${ENGINE_FIXTURES_PREFIX}blank.html`);
    expect(await blank.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).not.toContain('visit-tag');
    await sync.close();
  });

  it.for([
    ['allow', 1],
    ['strict', 0],
  ] as const)(
    "under Trusted Types: registered with the tag's policy where the site allows its duplicate, else refused quietly (%s)",
    async ([name, registrations]) => {
      const sync = await env.newSyncContext();
      const site = createInspector(env.server.url, `bg-csp-${name}`);
      const page = await sync.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${env.server.url}${ENGINE_FIXTURES_PREFIX}csp-worker-${name}.html`);
      await whenTagReady(page);
      const tracked = await track(page, 2);
      await expect.poll(() => nonces(site), { timeout: 10_000 }).toEqual([...tracked].sort());
      const tagWorkers = () => [...sync.registrations.values()].filter((r) => !r.isDeleted && r.scopeURL.endsWith('/visit-tag-sw/'));
      if (registrations)
        await sync.tagRegistration(); // the part registers it once it has loaded
      else await sleep(2_000);
      expect(tagWorkers()).toHaveLength(registrations);
      expect(errors).toEqual([]);
      await sync.close();
    },
  );
});
