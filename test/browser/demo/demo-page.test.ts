// Drives the QA demo page in real Chromium, panel by panel, and checks what the stand-in server
// received through GET /__inspect/events. The tag is built fresh from src/ into a temp dir and
// served as /dist/, so the page runs the code under test. Its Goals panel: demo-goals.test.ts; with
// a consent platform, as headless Chromium and in the back/forward cache: demo-environments.test.ts.
// docs/demo.png is made by scripts/screenshot-demo.ts.
import { describe, expect, it } from 'vitest';
import { accepted, byNonce, clickFor, inspect, page, server, siteCode, useDemoPage } from './use-demo-page.js';

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
