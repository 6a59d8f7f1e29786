import { describe, expect, it } from 'vitest';
import { newContext } from '../../support/chromium.js';
import { countType, useTagHarness } from './tag-harness.js';

const env = useTagHarness();

describe('script-tag install', () => {
  it('replays the command queue in order, keeps push working after load, adds only two globals', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.harness.url}/test/fixtures/tracker/queue.html`);
    await page.waitForFunction(() => (window as { visitTag?: { getVisitorCode(): string } }).visitTag?.getVisitorCode());
    // A second copy of the tag (two snippets) must not start a second tracker.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const second = document.createElement('script');
          second.src = '/__tag/visit-tag.js';
          second.dataset.siteCode = 'QUEUE_SITE';
          second.onload = resolve;
          document.head.append(second);
        }),
    );
    const nonce = await page.evaluate(() => {
      (window as unknown as { visitTagQueue: unknown[] }).visitTagQueue.push(['trackProduct', 'ean-after-load']);
      return (window as unknown as { visitTag: { trackProduct(ean: string): string } }).visitTag.trackProduct('ean-direct');
    });
    expect(nonce).toMatch(/^[0-9a-f]{16}$/);
    const events = await env.harness.waitForEvents('QUEUE_SITE', (e) => e.length >= 6);
    expect(events.map((e) => e.eventType).sort()).toEqual(['CONVERSION', 'CUSTOMDATA', 'PAGE', 'PRODUCT', 'PRODUCT', 'STATICDATA']);
    expect(events.find((e) => e.eventType === 'CUSTOMDATA')).toMatchObject({ index: 4, valuesCountMap: { pro: 1 } });
    expect(events.find((e) => e.eventType === 'CONVERSION')).toMatchObject({ goalId: 12, revenue: 9.5 });
    expect(events.find((e) => e.eventType === 'PAGE')).toMatchObject({
      href: `${env.harness.url}/test/fixtures/tracker/queue.html`,
      canonicalHref: `${env.harness.url}/canonical/queue`,
      title: 'Queue fixture',
    });
    expect(events.find((e) => e.nonce === nonce)).toMatchObject({ ean: 'ean-direct' });
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(countType(await env.harness.events('QUEUE_SITE'), 'PAGE')).toBe(1);
    const visitorCode = await page.evaluate(() =>
      (window as unknown as { visitTag: { getVisitorCode(): string } }).visitTag.getVisitorCode(),
    );
    expect(new Set(events.map((e) => e.visitorCode))).toEqual(new Set([visitorCode]));
    const state = await page.evaluate(() => {
      const w = window as unknown as { globalsBefore: string[]; consentSeenByFunction: string; visitTagQueue: unknown[] };
      const before = new Set(w.globalsBefore);
      return { added: Object.keys(window).filter((k) => !before.has(k)), consent: w.consentSeenByFunction, queued: w.visitTagQueue.length };
    });
    // globalsBefore and visitTagQueue are the page's own; the tag adds visitTag.
    expect(state.added.sort()).toEqual(['consentSeenByFunction', 'globalsBefore', 'visitTag', 'visitTagQueue']);
    expect(state.consent).toBe('granted');
    expect(state.queued).toBe(0);
    await context.close();
  });

  it('keeps the visitor in a first-party cookie: SameSite=Lax, one year, one STATICDATA per visit', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const options = encodeURIComponent(JSON.stringify({ siteCode: 'COOKIE_SITE', cookieName: 'vt' }));
    await page.goto(`${env.harness.url}/test/fixtures/tracker/init.html?options=${options}`);
    await env.harness.waitForEvents('COOKIE_SITE', (e) => e.length >= 2);
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'vt');
    expect(cookie).toMatchObject({ sameSite: 'Lax', secure: false, path: '/', httpOnly: false });
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    const code = await page.evaluate(() => (window as unknown as { visitTag: { getVisitorCode(): string } }).visitTag.getVisitorCode());
    expect(cookie.value.startsWith(`${code}.1.`)).toBe(true);
    // The next page of the same visit: same visitor, a PAGE and no second STATICDATA.
    await page.reload();
    const events = await env.harness.waitForEvents('COOKIE_SITE', (e) => countType(e, 'PAGE') >= 2);
    expect(countType(events, 'STATICDATA')).toBe(1);
    expect(new Set(events.map((e) => e.visitorCode))).toEqual(new Set([code]));
    // The site replaces the visitor code (a login): the cookie and the next events follow.
    await page.evaluate(() =>
      (window as unknown as { visitTag: { setVisitorCode(code: string): unknown } }).visitTag.setVisitorCode('user-42'),
    );
    const after = await env.harness.waitForEvents('COOKIE_SITE', (e) =>
      e.some((x) => x.visitorCode === 'user-42' && x.eventType === 'STATICDATA'),
    );
    expect(after.filter((e) => e.visitorCode === 'user-42').map((e) => e.eventType)).toEqual(['STATICDATA']);
    expect((await context.cookies()).find((c) => c.name === 'vt')!.value).toMatch(/^user-42\.1\./);
    await context.close();
  });

  it('debug build logs events and outcomes and explains refusals; the production build only hints', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    const options = encodeURIComponent(JSON.stringify({ siteCode: 'DEBUG_SITE', debug: true }));
    await page.goto(`${env.harness.url}/test/fixtures/tracker/init.html?options=${options}`);
    await env.harness.waitForEvents('DEBUG_SITE', (e) => e.length >= 2);
    expect(logs.filter((l) => l.startsWith('visit-tag: debug'))).toHaveLength(1);
    expect(logs.some((l) => l.startsWith('[visit-tag]'))).toBe(false);
    // A refused call: the production build names the field and the code, the debug build the reason.
    const refuse = () =>
      page.evaluate(() =>
        (window as unknown as { visitTag: { trackProduct(ean: unknown): { message: string }[] } }).visitTag.trackProduct('x'.repeat(101)),
      );
    expect(await refuse()).toEqual([{ field: 'ean', code: 'length', message: 'ean: length' }]);
    await page.route('**/__tag/visit-tag.js', (route) => route.continue({ url: `${env.harness.url}/__tag/visit-tag.debug.js` }));
    await page.reload();
    await page.waitForFunction(() => (window as { visitTag?: unknown }).visitTag);
    await expect.poll(() => logs.filter((l) => l.startsWith('[visit-tag] sent')).length).toBeGreaterThan(0);
    expect(logs.some((l) => l.startsWith('[visit-tag] track'))).toBe(true);
    expect(await refuse()).toEqual([{ field: 'ean', code: 'length', message: 'ean: at most 100 characters, got 101' }]);
    await context.close();
  });
});
