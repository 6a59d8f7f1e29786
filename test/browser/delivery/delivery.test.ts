import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, DESKTOP_CHROME_UA, newContext } from '../../support/chromium.js';
import { HARNESS_PREFIX, waitForArrival, type Arrival } from './delivery-page.js';
import { useDeliveryHarness } from './use-delivery-harness.js';

// Each scenario tracks events in real Chromium against the stand-in server, disturbs the page, and
// checks what the server accepted: every tracked nonce at least once, no nonce nobody tracked
// (a resend always keeps its nonce), and prints the duplicate rate.
const rates: [string, number, number, string][] = [];
const env = useDeliveryHarness(() =>
  console.log(['delivery duplicates (scenario, tracked, copies, rate):', ...rates.map((row) => row.join('\t'))].join('\n')),
);

const pageUrl = (site: string) => `${env.server.url}${HARNESS_PREFIX}index.html?site=${site}&base=100&max=1000&interval=1000`;
const open = async (site: string, target = env.context) => {
  const page = await target.newPage();
  await page.goto(pageUrl(site));
  return page;
};
const track = (page: Page, count: number) => page.evaluate((n) => (window as unknown as { track(n: number): string[] }).track(n), count);
const fault = (rules: object) =>
  fetch(`${env.server.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function expectAllArrived(name: string, site: string, tracked: string[]): Promise<Arrival> {
  const arrival = await waitForArrival(env.server.url, site, tracked);
  rates.push([name, tracked.length, arrival.duplicates, arrival.rate]);
  expect(arrival.missing).toEqual([]);
  expect(arrival.unknown).toEqual([]);
  return arrival;
}

describe('delivery in Chromium', () => {
  it('reload in the middle of a flush, ten times', async () => {
    env.context = await newContext(env.browser);
    const page = await open('reload');
    const tracked: string[] = [];
    for (let i = 0; i < 10; i++) {
      tracked.push(...(await track(page, 20)));
      await page.reload();
    }
    await expectAllArrived('reload', 'reload', tracked);
  });

  it('navigate away in the middle of a flush, then come back', async () => {
    env.context = await newContext(env.browser);
    const page = await open('navigate');
    const tracked: string[] = [];
    for (let i = 0; i < 5; i++) {
      tracked.push(...(await track(page, 20)));
      await page.goto(`${env.server.url}${HARNESS_PREFIX}blank.html`);
      await page.goto(pageUrl('navigate'));
    }
    await expectAllArrived('navigate', 'navigate', tracked);
  });

  it('renderer crash (CDP Page.crash) while a request hangs, then a new page', async () => {
    env.context = await newContext(env.browser);
    const page = await open('crash');
    await fault({ delayMs: 2_000, count: 1 });
    const tracked = await track(page, 30);
    await sleep(100);
    tracked.push(...(await track(page, 10))); // stored, waiting behind the hanging request
    await sleep(100);
    const cdp = await env.context.newCDPSession(page);
    const crashed = new Promise((resolve) => page.once('crash', resolve));
    void cdp.send('Page.crash').catch(() => {}); // never answers
    await crashed;
    await open('crash');
    await expectAllArrived('crash', 'crash', tracked);
  });

  it('offline, then online', async () => {
    env.context = await newContext(env.browser);
    const page = await open('offline');
    await env.context.setOffline(true);
    const tracked = await track(page, 20);
    await sleep(700); // a few failed attempts
    tracked.push(...(await track(page, 5)));
    const retries = await page.evaluate(
      () => (window as unknown as { outcomes: { type: string }[] }).outcomes.filter((o) => o.type === 'retry').length,
    );
    expect(retries).toBeGreaterThan(0);
    await env.context.setOffline(false);
    await expectAllArrived('offline', 'offline', tracked);
  });

  it('5xx bursts and a dropped socket', async () => {
    env.context = await newContext(env.browser);
    const page = await open('burst');
    await fault([
      { status: 503, count: 3 },
      { status: 500, count: 2 },
      { drop: true, count: 1 },
      { status: 502, count: 1 },
    ]);
    const tracked: string[] = [];
    for (let i = 0; i < 5; i++) {
      tracked.push(...(await track(page, 10)));
      await sleep(50);
    }
    await expectAllArrived('5xx', 'burst', tracked);
  });

  it('429 with Retry-After: the next request waits that long', async () => {
    env.context = await newContext(env.browser);
    const page = await open('ratelimit');
    await fault({ status: 429, retryAfter: '1', count: 1 });
    const tracked = await track(page, 10);
    await expectAllArrived('429', 'ratelimit', tracked);
    const inspect = (await (await fetch(`${env.server.url}/__inspect/events?siteCode=ratelimit`)).json()) as {
      requests: { at: string | number; status: number }[];
    };
    const limited = inspect.requests.findIndex((request) => request.status === 429);
    expect(limited).toBeGreaterThanOrEqual(0);
    const next = inspect.requests[limited + 1];
    expect(new Date(next.at).getTime() - new Date(inspect.requests[limited].at).getTime()).toBeGreaterThanOrEqual(950);
  });

  it('413: the batch is split in halves until it fits', async () => {
    env.context = await newContext(env.browser);
    const page = await open('split');
    await fault({ status: 413, count: 2 });
    const tracked = await track(page, 8);
    await expectAllArrived('413', 'split', tracked);
    const inspect = (await (await fetch(`${env.server.url}/__inspect/events?siteCode=split`)).json()) as {
      requests: { status: number; events: number }[];
    };
    expect(inspect.requests.map((request) => request.status)).toEqual([413, 413, 202, 202, 202]);
  });

  it.each([2, 3])('%i tabs writing at once', async (tabs) => {
    env.context = await newContext(env.browser);
    const site = `tabs${tabs}`;
    const pages = await Promise.all(Array.from({ length: tabs }, () => open(site)));
    const tracked: string[] = [];
    for (let round = 0; round < 5; round++) {
      const batches = await Promise.all(pages.map((page) => track(page, 10)));
      tracked.push(...batches.flat());
      await sleep(30);
    }
    await expectAllArrived(`${tabs} tabs`, site, tracked);
  });

  it('a page closed beside another tab, with events tracked at its own page hide: the other tab sends every one', async () => {
    env.context = await newContext(env.browser);
    const site = 'leftbeside';
    const other = await open(site);
    const leaving = await open(site);
    const tracked = await track(leaving, 3);
    await expectAllArrived('left beside: before', site, tracked);
    // The site's own pagehide listener runs after the tag's: these five are not stored at page hide.
    await leaving.evaluate(() => addEventListener('pagehide', () => (window as unknown as { track(n: number): string[] }).track(5)));
    await leaving.close({ runBeforeUnload: true });
    const inspect = async () =>
      ((await (await fetch(`${env.server.url}/__inspect/events?siteCode=${site}`)).json()) as { accepted: { copies: number }[] }).accepted;
    await expect.poll(async () => (await inspect()).length, { timeout: 10_000 }).toBe(8);
    await sleep(1_500); // a beacon and the other tab's send would both have landed
    // The five go two ways, as Web Storage from a closing tab may not reach the other tab
    // (docs/browser-facts.md, "Web Storage from a closing tab"): left there, and written to
    // IndexedDB by the dying page. None is beaconed. A write that lands after the other tab has sent
    // them from Web Storage brings them back: a copy, the price of not losing them.
    const copies = (await inspect()).map((accepted) => accepted.copies);
    const extra = copies.slice(3).reduce((sum, n) => sum + n - 1, 0);
    rates.push(['left beside: page hide', 5, extra, `${(20 * extra).toFixed(1)} %`]);
    expect(copies.slice(0, 3)).toEqual([1, 1, 1]);
    expect(copies.slice(3).every((n) => n === 1 || n === 2)).toBe(true);
    expect(await other.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });

  it('page.close during a flush, then a new page', async () => {
    env.context = await newContext(env.browser);
    const page = await open('pageclose');
    await fault({ delayMs: 500, count: 1 });
    const tracked = await track(page, 20);
    await sleep(50);
    tracked.push(...(await track(page, 10)));
    await page.close();
    await open('pageclose');
    await expectAllArrived('page.close', 'pageclose', tracked);
  });

  it('context.close right after tracking: every event is on a request that outlives the page', async () => {
    env.context = await newContext(env.browser);
    const onWire = new Set<string>();
    env.context.on('request', (request) => {
      if (request.url().includes('/visit/events')) for (const nonce of request.postData()?.match(/[0-9a-f]{16}/g) ?? []) onWire.add(nonce);
    });
    const page = await open('contextclose');
    const tracked = await track(page, 20);
    await sleep(5);
    tracked.push(...(await track(page, 10)));
    await env.context.close();
    const arrival = await waitForArrival(env.server.url, 'contextclose', tracked);
    rates.push(['context.close', tracked.length, arrival.duplicates, arrival.rate]);
    // Disposing a context (the last private window closed) takes its storage with it: what the page
    // put on a keepalive fetch or beacon is all there is. Chromium usually carries those (20/20
    // idle), but under load it once dropped a keepalive fetch issued as the context went away, 22 of
    // 30 (docs/browser-facts.md, "Leaving the page"): the browser's loss, not the tag's. What the tag
    // owes: every event on a request before the page died, and no nonce nobody tracked.
    const lostByBrowser = arrival.missing.filter((nonce) => onWire.has(nonce));
    if (lostByBrowser.length)
      console.log(`context.close: ${lostByBrowser.length} of ${tracked.length} on a request Chromium did not deliver`);
    expect(arrival.missing.filter((nonce) => !onWire.has(nonce))).toEqual([]);
    expect(arrival.unknown).toEqual([]);
  });

  it('context.close during a hanging flush (persistent profile): the next session sends the rest', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'visit-tag-profile-'));
    const launch = () =>
      chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
        userAgent: DESKTOP_CHROME_UA,
      });
    try {
      env.context = await launch();
      const page = await open('persistent');
      await fault({ delayMs: 1_000, count: 1 }); // the server reads the body only after the context is gone
      const tracked = await track(page, 20);
      await sleep(50);
      tracked.push(...(await track(page, 10)));
      // Closing the browser runs no page hide: only what was stored survives it (a write still under
      // way is the documented gap). On a loaded machine the writes can take longer than the sleep.
      await page.waitForFunction((nonces) => {
        const { outcomes } = window as unknown as { outcomes: { type: string; nonce: string }[] };
        return nonces.every((nonce) => outcomes.some((outcome) => outcome.type === 'stored' && outcome.nonce === nonce));
      }, tracked);
      await env.context.close();
      env.context = await launch();
      await open('persistent');
      await expectAllArrived('context.close (persistent)', 'persistent', tracked);
    } finally {
      await env.context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
