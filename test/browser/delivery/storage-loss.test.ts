import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DeliveryStats } from '../../../src/delivery/delivery-types.js';
import { STORE_TIMEOUT_MS } from '../../../src/delivery/store/create-event-store.js';
import { MAX_REOPENS } from '../../../src/delivery/store/create-store-access.js';
import { newContext } from '../../support/chromium.js';
import { HARNESS_PREFIX, waitForArrival } from './delivery-page.js';
import { useDeliveryHarness } from './use-delivery-harness.js';
import { sleep } from '../../support/sleep.js';

// Storage that goes away under a running tag, for real in Chromium (ARCHITECTURE.md, "Storage that
// goes away"): the tag reopens its store and the events that follow stay durable; it falls back to
// memory only when the reopened store fails as well, and getStats() says which case happened.
const env = useDeliveryHarness();

type HarnessWindow = { track(n: number): string[]; delivery: { getStats(): DeliveryStats }; outcomes: { type: string; nonce: string }[] };
const pageUrl = (site: string) => `${env.server.url}${HARNESS_PREFIX}index.html?site=${site}&base=100&max=1000&interval=1000`;
const open = async (site: string) => {
  const page = await env.context.newPage();
  await page.goto(pageUrl(site));
  return page;
};
const track = (page: Page, count: number) => page.evaluate((n) => (window as unknown as HarnessWindow).track(n), count);
const stats = (page: Page) => page.evaluate(() => (window as unknown as HarnessWindow).delivery.getStats());
const storedCount = (page: Page, nonces: string[]) =>
  page.evaluate(
    (list) => (window as unknown as HarnessWindow).outcomes.filter((o) => o.type === 'stored' && list.includes(o.nonce)).length,
    nonces,
  );
/** The service answers 503 to everything until `serviceUp()`: what the tag tracks meanwhile lives only in its store. */
const serviceDown = () =>
  fetch(`${env.server.url}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 503, count: 1e9 }),
  });
const serviceUp = () => fetch(`${env.server.url}/__faults`, { method: 'DELETE' });
// How long the tag may take, by its own rules, to store an event after a clear: each operation
// tries up to MAX_REOPENS + 1 connections, each given STORE_TIMEOUT_MS while a clear still under way
// keeps new connections hanging, and a write waits for the one ahead of it (group commit).
const STORED_AFTER_CLEAR_MS = 2 * (MAX_REOPENS + 1) * STORE_TIMEOUT_MS + 2_000;

/** Crashes the renderer (nothing leaves the page: no pagehide, no beacon), then opens a new page that sends what was stored. */
async function crashAndReopen(page: Page, site: string): Promise<Page> {
  const cdp = await env.context.newCDPSession(page);
  const crashed = new Promise((resolve) => page.once('crash', resolve));
  void cdp.send('Page.crash').catch(() => {}); // never answers
  await crashed;
  await serviceUp();
  return open(site);
}

async function clearSiteData(cdp: CDPSession, storageTypes: string): Promise<void> {
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(env.server.url).origin, storageTypes });
}

describe('storage that goes away (Chromium)', () => {
  it.for(['indexeddb', 'all'])(
    'site data cleared (%s) while the tab is open: the tag reopens, later events are durable',
    async (types, ctx) => {
      env.context = await newContext(env.browser);
      const site = `cleared-${types}`;
      const page = await open(site);
      const before = await track(page, 5);
      expect((await waitForArrival(env.server.url, site, before)).missing).toEqual([]);
      const cdp = await env.context.newCDPSession(page);
      await serviceDown(); // from here on, only the store keeps them
      // Tracking goes on while the browser clears, so writes meet the connection as it is force-closed
      // (the clear deletes what was stored before it: that is what clearing means). A clear that
      // happens to meet no write is absorbed by idb-keyval's own reopen on the next operation: up to
      // eight clears until one meets a write.
      for (let clear = 0; clear < 8 && !(await stats(page)).storageReopened; clear++) {
        const tracking = page.evaluate(async () => {
          for (let i = 0; i < 100; i++) {
            (window as unknown as HarnessWindow).track(5);
            await new Promise((resolve) => setTimeout(resolve, 1));
          }
        });
        await sleep(20);
        await clearSiteData(cdp, types);
        await tracking;
      }
      // Whether a clear meets a write is the browser's timing: when none did, this run shows nothing
      // about reopening (a clear between writes is absorbed without any failure) and says so.
      if (!(await stats(page)).storageReopened) ctx.skip('no clear met a write in this run: nothing to reopen');
      const trackedAt = Date.now();
      const after = await track(page, 5);
      await sleep(300);
      after.push(...(await track(page, 5)));
      await expect.poll(() => storedCount(page, after), { timeout: STORED_AFTER_CLEAR_MS, interval: 50 }).toBe(after.length);
      const seen = await stats(page);
      console.log(`cleared ${types}: stored after ${Date.now() - trackedAt} ms,`, JSON.stringify({ ...seen, dropped: undefined }));
      expect(seen.storageFallback).toBeUndefined();
      expect(seen.storageReopened).toBeGreaterThanOrEqual(1);
      // Chromium: "Connection is closing because of: Force close delete origin", "The connection was
      // closed.", or "Error: timeout" when a write never settled after the clear.
      expect(seen.storageLost).toMatch(/clos|timeout/i);
      await crashAndReopen(page, site);
      const arrival = await waitForArrival(env.server.url, site, after);
      expect(arrival.missing).toEqual([]);
    },
  );

  it('quota exceeded: the reopened store fails too, so the tag falls back to memory and says why', async () => {
    env.context = await newContext(env.browser);
    const site = 'quota';
    const page = await open(site);
    const cdp = await env.context.newCDPSession(page);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(env.server.url).origin, quotaSize: 1 });
    const tracked = await track(page, 10);
    await expect.poll(async () => (await stats(page)).storageFallback, { timeout: 5_000 }).toMatch(/QuotaExceededError/);
    const seen = await stats(page);
    expect(seen.storageReopened).toBe(2); // MAX_REOPENS: each new connection failed the same way
    expect(seen.storageLost).toMatch(/QuotaExceededError/);
    // In memory: the page still sends them while it lives.
    expect((await waitForArrival(env.server.url, site, tracked)).missing).toEqual([]);
  });
});
