// The QA demo page around the tag, in real Chromium: with a TCF consent platform, driven as
// headless Chromium against a server that filters bots, and restored from the back/forward cache.
import { describe, expect, it } from 'vitest';
import { launchChromium, newContext } from '../../support/chromium.js';
import { accepted, browser, byNonce, clickFor, inspect, page, server, siteCode, useDemoPage } from './use-demo-page.js';

useDemoPage();

// The page must stay eligible for the back/forward cache, so that QA sees restores on it (the tag
// counts one as a PAGE view). Before the server revalidated its files instead of sending
// Cache-Control: no-store, Chromium refused: { restored: false, notRestored: ['response-cache-control-no-store'] }.
// Retried: under CPU load Chromium itself may decline to cache a page (TimeoutPuttingInCache); a
// page the server keeps out of the cache fails every try.
describe('the QA demo page with a consent platform', () => {
  it('loads a TCF CMP (@iabtcf/cmpapi) and the bridge: pending, then accept sends, reject drops', async () => {
    const site = `${siteCode}cmp`;
    await page.goto(`${server.url}/?site=${site}`);
    await page.waitForSelector('#tag-outcomes li[data-type="sent"]');
    await page.click('#cmp-load');
    await page.click('#cmp-banner');
    await page.waitForFunction(() => document.querySelector('#bridge-state')?.textContent === 'pending');
    await page.waitForFunction(() => document.querySelector('#bridge-tag-state')?.textContent === 'pending');
    await page.selectOption('#event-type', 'PRODUCT');
    await page.fill('#field-ean', 'held-by-cmp');
    const held = await clickFor('#event-send', '#event-result');
    await page.waitForFunction(() => /1 held in memory/.test(document.querySelector('#bridge-events')?.textContent ?? ''));
    await page.click('#cmp-accept');
    await page.waitForFunction(() => document.querySelector('#bridge-state')?.textContent === 'granted');
    await page.waitForFunction(() => document.querySelector('#bridge-tag-state')?.textContent === 'granted');
    await accepted(byNonce(held), 'the event held until the CMP granted', 20_000, site);
    await page.click('#cmp-reject');
    await page.waitForFunction(() => document.querySelector('#bridge-tag-state')?.textContent === 'denied');
    await page.fill('#field-ean', 'dropped-by-cmp');
    const dropped = await clickFor('#event-send', '#event-result');
    await page.waitForFunction(() => /1 dropped for consent/.test(document.querySelector('#bridge-events')?.textContent ?? ''));
    expect((await inspect(site)).accepted.some(byNonce(dropped))).toBe(false);
  });
});

describe('the QA demo page driven as headless Chromium, against a server that filters bots', () => {
  it("shows why the server refused the tag's requests: the bot rule's reason, in Rejected, and why and in the request list", async () => {
    // Headless Chromium's own agent, as QA's Playwright script sends it (the context override
    // reaches the page's fetch requests, which is where the tag sends from while the page lives).
    const headless = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/${browser.version()} Safari/537.36`;
    const context = await browser.newContext({ userAgent: headless });
    try {
      const page = await context.newPage();
      const site = `${siteCode}hl`;
      await page.goto(`${server.url}/?site=${site}`);
      const refusal = await page.waitForSelector('#server-rejected li[data-status="403"]');
      const why = (await refusal.textContent())!;
      expect(why).toMatch(/refused whole \(403\): bot-user-agent: .*HeadlessChrome/);
      expect(why).toContain(`User-Agent: ${headless}`);
      expect(await page.textContent('#server-requests li[data-status="403"]')).toMatch(
        /→ 403\b.*: bot-user-agent: "Mozilla.*HeadlessChrome/,
      );
      const dropped = await page.waitForSelector('#tag-outcomes li[data-type="dropped"]');
      expect(await dropped.textContent()).toMatch(/rejected \(status 403\); the server's reason is under "Rejected, and why"/);
      expect((await inspect(site)).accepted).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the QA demo page and the back/forward cache', { retry: 2 }, () => {
  it('is restored from the cache after navigating away and back (pageshow persisted), and the restore is a PAGE view', async () => {
    const bfcacheBrowser = await launchChromium({ bfcache: true });
    try {
      const context = await newContext(bfcacheBrowser);
      // In every document: pageshow's persisted flag, cleared at pagehide so that only the page that
      // shows after going back can set it (true: restored from the cache; false: loaded anew).
      await context.addInitScript(() => {
        addEventListener('pageshow', (e) => ((window as { restored?: boolean }).restored = e.persisted));
        addEventListener('pagehide', () => delete (window as { restored?: boolean }).restored);
      });
      const page = await context.newPage();
      const site = `${siteCode}bf${Date.now().toString(36)}`;
      const url = `${server.url}/?site=${site}`;
      const pageViews = async () =>
        (await inspect(site)).accepted.filter((a) => a.event.eventType === 'PAGE' && a.event.href === url).length;
      await page.goto(url);
      await page.waitForSelector('#tag-outcomes li[data-type="sent"]');
      await accepted((a) => a.event.eventType === 'PAGE' && a.event.href === url, 'the first PAGE view', 20_000, site);
      await page.goto(`${server.url}/test/fixtures/tracker/other.html`);
      await page.goBack({ waitUntil: 'commit' }); // a restore fires no load event
      await page.waitForFunction(() => typeof (window as { restored?: boolean }).restored === 'boolean');
      // notRestoredReasons (on the document that loaded instead) says why Chromium did not restore.
      const outcome = await page.evaluate(() => ({
        restored: (window as { restored?: boolean }).restored,
        notRestored: (
          (performance.getEntriesByType('navigation')[0] as { notRestoredReasons?: { reasons?: { reason: string }[] } | null } | undefined)
            ?.notRestoredReasons?.reasons ?? []
        ).map((r) => r.reason),
      }));
      expect(outcome).toEqual({ restored: true, notRestored: [] });
      const until = Date.now() + 20_000;
      while ((await pageViews()) < 2 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await pageViews()).toBe(2);
      await context.close();
    } finally {
      await bfcacheBrowser.close();
    }
  });
});
