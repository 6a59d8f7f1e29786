import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchChromium, newContext } from '../../support/chromium.js';
import { countType, pageHrefs, useTagHarness } from './tag-harness.js';

const env = useTagHarness();

// What an SPA router does; each step waits for the tag's view of it (settled 100 ms after the last change).
async function navigateLikeARouter(page: Page) {
  const step = async (script: string) => {
    await page.evaluate(script);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
  };
  await step(`history.pushState({}, '', '/spa/a'); document.title = 'A'`);
  await step(`history.replaceState({}, '', '/spa/a')`); // same URL: no view
  await step(`location.hash = 'section'`); // hash only: no view
  await step(`document.title = 'B'; history.pushState({}, '', '/spa/b?x=1')`);
  await step(`history.back()`); // popstate / traverse back to /spa/a#section
}

describe.each([
  ['with the Navigation API', false],
  ['without the Navigation API (history patch)', true],
])('SPA page views %s', (_name, removeNavigation) => {
  it('counts one view per real URL change, with the previous URL as referrer', async () => {
    const context = await newContext(env.browser);
    if (removeNavigation) {
      await context.addInitScript(() => {
        delete (Window.prototype as { navigation?: unknown }).navigation;
        delete (window as { navigation?: unknown }).navigation;
      });
    }
    const page = await context.newPage();
    await page.goto(`${env.harness.url}/test/fixtures/tracker/spa.html`);
    expect(await page.evaluate(() => 'navigation' in window)).toBe(!removeNavigation);
    await page.waitForFunction(() => (window as { visitTag?: unknown }).visitTag);
    await navigateLikeARouter(page);
    const base = `${env.harness.url}/spa`;
    const events = await env.harness.waitForEvents('SPA_SITE', (e) => countType(e, 'PAGE') >= 4);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const settled = await env.harness.events('SPA_SITE');
    expect(pageHrefs(settled)).toEqual([
      `${env.harness.url}/test/fixtures/tracker/spa.html`,
      `${base}/a`,
      `${base}/b?x=1`,
      `${base}/a#section`,
    ]);
    const pages = settled.filter((e) => e.eventType === 'PAGE');
    expect(pages[2]).toMatchObject({ title: 'B', referrerHref: `${base}/a`, keyPageIndices: [3] });
    expect(pages[3]).toMatchObject({ referrerHref: `${base}/b?x=1` });
    expect(pages[1]).toMatchObject({ title: 'A', referrerHref: `${env.harness.url}/test/fixtures/tracker/spa.html` });
    expect(countType(events, 'STATICDATA')).toBe(1);
    await context.close();
  });
});

describe('back/forward cache', () => {
  // Consent stays pending until the page is back, so the delivery engine is not running while the
  // page goes into the cache: this test is about the view the tag counts, not about the engine's
  // own eligibility (see the report: with delivery running, Chromium 156 says
  // "JavaScriptExecution" and does not cache the page).
  it('counts a restore from the back/forward cache as a page view', async () => {
    const bfcacheBrowser = await launchChromium({ bfcache: true });
    try {
      const context = await newContext(bfcacheBrowser);
      const page = await context.newPage();
      const options = encodeURIComponent(JSON.stringify({ siteCode: 'BFCACHE_SITE' }));
      const url = `${env.harness.url}/test/fixtures/tracker/init.html?consent=pending&options=${options}`;
      await page.goto(url);
      await page.evaluate(() => addEventListener('pageshow', (e) => ((window as { restored?: boolean }).restored = e.persisted)));
      await page.click('#next');
      await page.waitForURL(/other\.html$/);
      await page.goBack({ waitUntil: 'commit' }); // a restore fires no load event
      await page.waitForFunction(() => (window as { restored?: boolean }).restored === true);
      await page.evaluate(() => (window as unknown as { visitTag: { setConsent(c: string): void } }).visitTag.setConsent('granted'));
      const events = await env.harness.waitForEvents('BFCACHE_SITE', (e) => countType(e, 'PAGE') >= 2);
      expect(pageHrefs(events)).toEqual([url, url]);
      expect(countType(events, 'STATICDATA')).toBe(1);
      await context.close();
    } finally {
      await bfcacheBrowser.close();
    }
  });
});
