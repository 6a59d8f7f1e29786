import { describe, expect, it } from 'vitest';
import { newContext } from '../../support/chromium.js';
import { HARNESS_PREFIX } from './delivery-page.js';
import { useDeliverySteps } from './use-delivery-steps.js';

// Each scenario tracks events in real Chromium against the stand-in server, disturbs the page, and
// checks what the server accepted: every tracked nonce at least once, no nonce nobody tracked
// (a resend always keeps its nonce), and prints the duplicate rate. Closing the context: context-close.test.ts.
const { env, rates, pageUrl, open, track, fault, sleep, expectAllArrived } = useDeliverySteps();

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
});
