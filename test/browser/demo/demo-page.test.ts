// Drives the QA demo page in real Chromium, panel by panel, and checks what the stand-in server
// received through GET /__inspect/events. The tag is built fresh from src/ into a temp dir and
// served as /dist/, so the page runs the code under test. Last, the page goes into the
// back/forward cache and comes back. docs/demo.png is made by scripts/screenshot-demo.ts.
import { describe, expect, it } from 'vitest';
import { launchChromium, newContext } from '../../support/chromium.js';
import { accepted, browser, byNonce, clickFor, inspect, page, server, siteCode, useDemoPage } from './use-demo-page.js';

useDemoPage();

describe('the QA demo page', () => {
  it('installs the tag by script tag + queue: STATICDATA, PAGE and the queued custom data arrive', async () => {
    await page.goto(`${server.url}/?site=${siteCode}`);
    await page.waitForSelector('#tag-outcomes li[data-type="sent"]');
    const customData = await accepted((a) => a.event.eventType === 'CUSTOMDATA', 'the queued setCustomData');
    expect(customData.event).toMatchObject({ index: 1, valuesCountMap: { pro: 1 } }); // ['setCustomData', 'plan', 'pro'], plan → 1
    await accepted((a) => a.event.eventType === 'STATICDATA', 'STATICDATA');
    await accepted((a) => a.event.eventType === 'PAGE' && String(a.event.href).startsWith(server.url), 'the first PAGE');
    await page.waitForFunction(() => Number(document.querySelector('[data-count="accepted"]')?.textContent) >= 3);
    expect(await page.textContent('#install-tag')).toContain(`data-site-code="${siteCode}"`);
  });

  it('shows the engine and the part it loaded, and a call made before the engine that the check refused', async () => {
    const tab = await page.context().newPage();
    // A site's queued command, run by the loader before the engine is there: answered with a nonce.
    await tab.addInitScript(() => void ((window as { visitTagQueue?: unknown[] }).visitTagQueue = [['trackProduct', 'x'.repeat(101)]]));
    await tab.goto(`${server.url}/?site=${siteCode}`);
    const stat = (name: string) => `document.querySelector('[data-stat="${name}"]')?.textContent`;
    await tab.waitForFunction(`${stat('engine')} === 'ready' && ${stat('part')} === 'ready'`, undefined, { timeout: 20_000 });
    const refused = await tab.waitForSelector('#tag-invalid li');
    expect(await refused.textContent()).toMatch(/^PRODUCT [0-9a-f]{16} ean: /);
    expect(await tab.textContent('[data-stat="dropped: invalid"]')).toBe('1');
    await tab.close();
  });

  it("shows the background drain: the tag's worker active, and a sync asked with the page open left to the page", async () => {
    const worker = (name: string) => `document.querySelector('[data-worker="${name}"]')?.textContent`;
    await page.waitForFunction(`${worker('worker')}?.startsWith('active (/dist/visit-tag-sw/)')`, undefined, { timeout: 20_000 });
    expect(await page.textContent('[data-worker="background sync"]')).toBe('yes');
    await page.click('#worker-sync');
    const report = await page.waitForSelector('#worker-drains li', { timeout: 20_000 });
    expect(await report.textContent()).toMatch(/0 sent, 0 left \(a page of the site is open: it sends\)$/);
  });

  it('sends each of the ten event types from its form, and shows the refusal of an invalid one', async () => {
    const types = await page.$$eval('#event-type option', (options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(types).toHaveLength(10);
    const nonces: Record<string, string> = {};
    for (const type of types) {
      await page.selectOption('#event-type', type);
      nonces[type] = await clickFor('#event-send', '#event-result');
      expect(nonces[type], type).toMatch(/^[0-9a-f]{16}$/i);
    }
    await page.click('#tag-flush');
    for (const [type, nonce] of Object.entries(nonces)) {
      const found = await accepted(byNonce(nonce), `${type} ${nonce}`);
      expect(found.event.eventType).toBe(type);
    }
    await page.waitForSelector(`#server-accepted li[data-nonce="${nonces.WEATHER}"]`);
    await page.selectOption('#event-type', 'PRODUCT');
    await page.fill('#field-ean', 'x'.repeat(101));
    expect(await clickFor('#event-send', '#event-result')).toMatch(/^Refused: .*ean/);
    expect(await page.getAttribute('#event-result', 'class')).toContain('bad');
  });

  it('sets custom data by configured name and by index, and refuses an unknown name', async () => {
    await page.fill('#cd-name', 'nope');
    // The production tag names field and code; the page points to the debug build for the reason.
    expect(await clickFor('#cd-send', '#cd-result')).toMatch(/^Refused: index \(enum\): the reason is in the debug build \(\?debug=1\)/);
    await page.fill('#cd-name', 'segment');
    await page.fill('#cd-values', 'vip');
    const named = await clickFor('#cd-send', '#cd-result');
    await page.fill('#cd-name', '7');
    await page.fill('#cd-values', 'red, green');
    const nonce = await clickFor('#cd-send', '#cd-result');
    await page.click('#tag-flush');
    const found = await accepted(byNonce(nonce), 'the custom data');
    expect(found.event).toMatchObject({ eventType: 'CUSTOMDATA', index: 7, valuesCountMap: { red: 1, green: 1 } });
    expect((await accepted(byNonce(named), 'the named custom data')).event).toMatchObject({ index: 2, valuesCountMap: { vip: 1 } });
  });

  it('picks a goal from goal search and tracks a conversion for it', async () => {
    await page.fill('#goal-name', '');
    await page.click('#goal-search');
    const first = await page.waitForSelector('#goal-list li[data-goal-id]');
    const goalId = await first.getAttribute('data-goal-id');
    const nonce = await clickFor('#goal-list li[data-goal-id] .goal-convert', '#goal-result');
    await page.click('#tag-flush');
    const found = await accepted(byNonce(nonce), 'the conversion');
    expect(found.event).toMatchObject({ eventType: 'CONVERSION', revenue: 25 });
    expect(String(found.event.goalId)).toBe(goalId);
    await page.click('#goal-list li[data-goal-id] .goal-use');
    expect(await page.inputValue('#event-type')).toBe('CONVERSION');
    expect(await page.inputValue('#field-goalId')).toBe(goalId);
  });

  it('stores map data under an awkward key and reads it back through the tag and the client', async () => {
    await page.fill('#map-key', 'user/7 & café ☕');
    await page.fill('#map-data', '{"plan":"team","beta":true,"seats":{"max":5}}');
    expect(await clickFor('#map-store', '#map-result')).toContain('stored under');
    for (const button of ['#map-get-tag', '#map-get-client'])
      expect(JSON.parse(await clickFor(button, '#map-result'))).toEqual({ plan: 'team', beta: true, seats: { max: 5 } });
    const stored = await fetch(`${server.url}/map/map?siteCode=${siteCode}&key=${encodeURIComponent('user/7 & café ☕')}`, {
      headers: { 'user-agent': 'visit-tag-test/1.0' },
    });
    expect(await stored.json()).toEqual({ plan: 'team', beta: true, seats: { max: 5 } });
  });

  it('counts one PAGE view per pushState navigation, none for replaceState of the same URL', async () => {
    await page.click('#nav-products');
    await accepted((a) => a.event.eventType === 'PAGE' && String(a.event.href).includes('view=products'), 'the products view');
    await page.click('#nav-replace');
    await page.click('#nav-checkout');
    await accepted((a) => a.event.eventType === 'PAGE' && String(a.event.href).includes('view=checkout'), 'the checkout view');
    const pages = (await inspect()).accepted.filter((a) => a.event.eventType === 'PAGE' && String(a.event.href).includes('view=products'));
    expect(pages).toHaveLength(1);
  });

  it('keeps events stored through 500s and a dropped connection, then delivers each once', async () => {
    await page.fill('#fault-count', '0');
    await page.click('#fault-500');
    await page.waitForSelector('#fault-result.ok');
    await page.selectOption('#event-type', 'PRODUCT');
    await page.fill('#field-ean', 'fault-500');
    const nonce = await clickFor('#event-send', '#event-result');
    await page.click('#tag-flush');
    await page.waitForSelector(`#tag-outcomes li[data-type="retry"][data-nonce="${nonce}"]`);
    await page.waitForSelector(`#tag-queue li[data-nonce="${nonce}"]`);
    expect((await inspect()).accepted.some(byNonce(nonce))).toBe(false);
    await page.click('#fault-clear');
    await page.fill('#fault-count', '1');
    await page.click('#fault-offline');
    await page.click('#tag-flush');
    const found = await accepted(byNonce(nonce), 'the event held through the faults', 40_000);
    expect(found.copies).toBe(1);
    const statuses = (await inspect()).requests.filter((r) => r.path === '/visit/events').map((r) => r.status);
    expect(statuses).toContain(500);
    await page.click('#fault-clear');
  });

  it('switches consent: denied sends nothing, granted sends again', async () => {
    await page.click('#consent-denied');
    await page.waitForFunction(() => document.querySelector('#consent-state')?.textContent === 'denied');
    await page.selectOption('#event-type', 'PRODUCT');
    await page.fill('#field-ean', 'while-denied');
    await page.click('#event-send');
    await page.click('#consent-granted');
    await page.waitForFunction(() => document.querySelector('#consent-state')?.textContent === 'granted');
    await page.fill('#field-ean', 'after-granted');
    const nonce = await clickFor('#event-send', '#event-result');
    await page.click('#tag-flush');
    await accepted(byNonce(nonce), 'the event after consent was granted');
    expect((await inspect()).accepted.some((a) => a.event.ean === 'while-denied')).toBe(false);
  });

  it('posts a raw body past the tag: the server panel shows each rejected line and why', async () => {
    expect(await clickFor('#raw-send', '#raw-result')).toMatch(/^202/);
    // Rejected lines; a request refused as a whole has its own entry, marked data-request.
    await page.waitForFunction(() => document.querySelectorAll('#server-rejected li:not([data-request])').length >= 2);
    const reasons = await page.$$eval('#server-rejected li:not([data-request])', (items) => items.map((item) => item.textContent ?? ''));
    expect(reasons.some((text) => /goalId/.test(text))).toBe(true);
    expect(reasons.some((text) => /href/.test(text))).toBe(true);
    await accepted((a) => a.event.nonce === '0123456789abcdef' && a.event.visitorCode === 'raw-visitor', 'the valid raw line');
  });

  it('GPC switch reloads the page with navigator.globalPrivacyControl set before the tag loads', async () => {
    await Promise.all([page.waitForNavigation(), page.click('#gpc-switch')]);
    expect(page.url()).toContain('gpc=1');
    await page.waitForFunction(() => document.querySelector('#gpc-value')?.textContent === 'true');
    await page.waitForFunction(() => document.querySelector('#consent-state')?.textContent === 'denied');
    await Promise.all([page.waitForNavigation(), page.click('#gpc-switch')]);
    expect(page.url()).not.toContain('gpc=1');
  });

  it('with consent required, holds events while pending and sends them once granted', async () => {
    await page.goto(`${server.url}/?site=${siteCode}&consent=required`);
    await page.waitForFunction(() => document.querySelector('#consent-state')?.textContent === 'pending');
    expect(await page.isChecked('#consent-required-switch')).toBe(true);
    await page.selectOption('#event-type', 'PRODUCT');
    await page.fill('#field-ean', 'while-pending');
    const nonce = await clickFor('#event-send', '#event-result');
    await page.waitForFunction(() => Number(document.querySelector('[data-stat="held"]')?.textContent) > 0);
    expect((await inspect()).accepted.some(byNonce(nonce))).toBe(false);
    await page.click('#consent-granted');
    await page.click('#tag-flush');
    await accepted(byNonce(nonce), 'the event held while consent was pending');
  });
});

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
