// Issue 23, defect 3: pages where Web Locks, IndexedDB or cookies are refused. The production tag
// in a cross-site frame (the publisher on localhost, the frame on 127.0.0.1: two sites on one
// loopback server) with third-party storage blocked, in Chromium (its default here) and in
// Firefox ESR (`network.cookie.cookieBehavior` 1); Firefox's strict tracking protection (5:
// partitioned, not blocked) for comparison; and a page without `navigator.locks` in the three
// engines. Assertions on what the stand-in server received and on what the frame's tag reports.
import { describe, expect, it } from 'vitest';
import type { DeliveryStats } from '../../../src/delivery/delivery-types.js';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES, type EnginePage } from '../../support/engines/launch-engine.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { ENGINE_FIXTURES_PREFIX, tagPageUrl } from '../../support/engines/tag-page-url.js';
import { useEngine, type EngineScenario } from '../../support/engines/use-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

/** The publisher's page on `localhost` embedding the tag's page on 127.0.0.1 (another site), which tracks conversion `goalId` at load. */
async function openCrossSiteFrame(ctx: EngineScenario, label: string, goalId: number, sandbox?: string) {
  const site = createInspector(ctx.server.url, label);
  await site.clearFaults();
  await site.fault({ status: 503, count: 2 }); // the usual retries, then the service answers
  const frame = tagPageUrl(ctx.server.url, { site: site.siteCode, queue: [['trackConversion', goalId]], report: true });
  const host = new URL(`${ENGINE_FIXTURES_PREFIX}frame-host.html`, ctx.server.url);
  host.hostname = 'localhost';
  host.searchParams.set('frame', frame);
  if (sandbox) host.searchParams.set('sandbox', sandbox);
  const page = await ctx.engine.newPage();
  await page.goto(host.href);
  return { site, page };
}

/** What the frame's tag last reported (it posts getStats() to the publisher every 100 ms). */
const frameStats = (page: EnginePage) => page.evaluate(() => (window as unknown as { frameStats: DeliveryStats | null }).frameStats);

/** The conversions the server accepted, by goal. */
const conversionGoals = async (site: ReturnType<typeof createInspector>) => (await site.events('CONVERSION')).map((e) => e.goalId);

describe('chromium: a cross-site frame with third-party storage blocked', () => {
  const ctx = useEngine('chromium');

  it('delivers from memory, without the lock, with retries, and says why it is not durable', async () => {
    const { site, page } = await openCrossSiteFrame(ctx, 'chromium-third-party', 60);
    await expect.poll(() => conversionGoals(site), { timeout: 20_000 }).toEqual([60]);
    await expect.poll(async () => (await frameStats(page))?.sent, { timeout: 5_000 }).toBeGreaterThanOrEqual(3); // STATICDATA, PAGE, CONVERSION
    const stats = (await frameStats(page))!;
    // What Chromium refuses there, as the tag saw it.
    expect(stats.notDurable).toContain('locks: SecurityError: The request was denied.');
    expect(stats.notDurable).toContain('storage: UnknownError: The user denied permission to access the database.');
    expect(stats.retried).toBeGreaterThanOrEqual(1);
    expect((await site.inspect()).requests.filter((request) => request.status === 503)).toHaveLength(2);
    await page.close();
  });
});

describe('chromium: a sandboxed frame (allow-scripts only: an opaque origin)', () => {
  const ctx = useEngine('chromium');

  it('document.cookie throws, locks and IndexedDB are refused: the tag starts, delivers, and says why', async () => {
    const { site, page } = await openCrossSiteFrame(ctx, 'chromium-sandboxed', 64, 'allow-scripts');
    await expect.poll(() => conversionGoals(site), { timeout: 20_000 }).toEqual([64]);
    await expect.poll(async () => (await frameStats(page))?.sent, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    const stats = (await frameStats(page))!;
    expect(stats.notDurable).toContain('locks: SecurityError');
    expect(stats.notDurable).toContain('storage: SecurityError');
    await page.close();
  });
});

describe('firefox: third-party cookies rejected (network.cookie.cookieBehavior 1)', () => {
  const ctx = useEngine('firefox', {
    launch: { firefoxPrefs: { 'browser.contentblocking.category': 'custom', 'network.cookie.cookieBehavior': 1 } },
  });

  it('delivers from memory, without the lock, with retries, and says why it is not durable', async () => {
    const { site, page } = await openCrossSiteFrame(ctx, 'firefox-third-party', 61);
    await expect.poll(() => conversionGoals(site), { timeout: 20_000 }).toEqual([61]);
    await expect.poll(async () => (await frameStats(page))?.sent, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    const stats = (await frameStats(page))!;
    expect(stats.notDurable).toContain('locks: SecurityError');
    expect(stats.notDurable).toContain('storage: SecurityError');
    expect(stats.retried).toBeGreaterThanOrEqual(1);
    await page.close();
  });
});

describe('firefox: every cookie rejected (network.cookie.cookieBehavior 2), on the site itself', () => {
  const ctx = useEngine('firefox', {
    launch: { firefoxPrefs: { 'browser.contentblocking.category': 'custom', 'network.cookie.cookieBehavior': 2 } },
  });

  it('delivers from memory, without the lock, and says why it is not durable', async () => {
    const site = createInspector(ctx.server.url, 'firefox-no-cookies');
    await site.clearFaults();
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode }));
    await whenTagReady(page);
    const nonce = await page.evaluate(() => (window as unknown as TagWindow).visitTag.trackConversion(65));
    await expect.poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 20_000 }).toEqual([nonce]);
    const stats = await page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats());
    expect(stats.notDurable).toContain('locks: SecurityError');
    expect(stats.notDurable).toContain('storage: SecurityError');
    expect(await page.getCookies()).toEqual([]);
    await page.close();
  });
});

describe('firefox: strict tracking protection (cookieBehavior 5, storage partitioned)', () => {
  const ctx = useEngine('firefox', { launch: { firefoxPrefs: { 'browser.contentblocking.category': 'strict' } } });

  it('the cross-site frame keeps durable, partitioned storage: delivered, nothing reported', async () => {
    const { site, page } = await openCrossSiteFrame(ctx, 'firefox-strict', 62);
    await expect.poll(() => conversionGoals(site), { timeout: 20_000 }).toEqual([62]);
    await expect.poll(async () => (await frameStats(page))?.sent, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    const stats = (await frameStats(page))!;
    expect(stats.notDurable).toBeUndefined();
    expect(stats.storageFallback).toBeUndefined();
    await page.close();
  });
});

describe.each(ENGINE_NAMES)('%s: no navigator.locks', (name) => {
  const ctx = useEngine(name);

  it('delivers, durably, each tab flushing on its own', async () => {
    const site = createInspector(ctx.server.url, `${name}-no-locks`);
    await site.clearFaults();
    await site.fault({ status: 503, count: 1 });
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, noLocks: true }));
    await whenTagReady(page);
    const seen = await page.evaluate(() => {
      const tag = (window as unknown as TagWindow).visitTag;
      return { hasLocks: 'locks' in navigator, nonce: tag.trackConversion(63) };
    });
    expect(seen.hasLocks).toBe(false);
    await expect.poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 20_000 }).toEqual([seen.nonce]);
    const stats = await page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats());
    expect(stats.stored).toBeGreaterThanOrEqual(3); // in IndexedDB: durable
    expect(stats.notDurable).toBeUndefined();
    await page.close();
  });
});
