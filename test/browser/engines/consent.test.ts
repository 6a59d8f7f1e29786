// Issue 9: consent states and Global Privacy Control in every engine. Firefox has the real
// navigator.globalPrivacyControl (false unless the user turns it on); Chromium and WebKit have no
// such property, so the fixture page defines it (?gpc=1) before the tag loads, in all three. Last,
// a Firefox with its own GPC preference turned on: the real property, no page-side stand-in.
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES } from '../../support/engines/launch-engine.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name);

  it('sends nothing while consent is pending, then everything held once granted', async () => {
    const site = createInspector(ctx.server.url, `${name}-consent-granted`);
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, attrs: { 'require-consent': 'true' } }));
    await whenTagReady(page);
    const pending = await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      const nonce = tag.trackConversion(11);
      await tag.flush();
      return { nonce, consent: tag.getConsent() };
    });
    expect(pending.consent).toBe('pending');
    expect((await site.inspect()).requests).toEqual([]);
    await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      tag.setConsent('granted');
      await tag.flush();
    });
    await expect
      .poll(async () => (await site.events()).map((e) => e.eventType).sort(), { timeout: 15_000 })
      .toEqual(['CONVERSION', 'PAGE', 'STATICDATA']);
    expect((await site.events('CONVERSION'))[0].nonce).toBe(pending.nonce);
    await page.close();
  });

  it('sends nothing, now or on the next page, once consent is denied', async () => {
    const site = createInspector(ctx.server.url, `${name}-consent-denied`);
    const page = await ctx.engine.newPage();
    const url = tagPageUrl(ctx.server.url, { site: site.siteCode, attrs: { 'require-consent': 'true' } });
    await page.goto(url);
    await whenTagReady(page);
    const queued = await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      tag.trackConversion(12);
      tag.setConsent('denied');
      tag.trackConversion(13);
      await tag.flush();
      return (await tag.getQueued()).length;
    });
    expect(queued).toBe(0);
    await page.reload();
    await whenTagReady(page);
    await page.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
    expect((await site.inspect()).requests).toEqual([]);
    await page.close();
  });

  it('starts denied when Global Privacy Control is on, and sends when it is off', async () => {
    const site = createInspector(ctx.server.url, `${name}-gpc`);
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, gpc: true }));
    await whenTagReady(page);
    const withGpc = await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      tag.trackConversion(14);
      await tag.flush();
      return { gpc: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl, consent: tag.getConsent() };
    });
    expect(withGpc).toEqual({ gpc: true, consent: 'denied' });
    expect((await site.inspect()).requests).toEqual([]);

    // The engine's own value: Firefox says false (the property exists), the others have none.
    const other = createInspector(ctx.server.url, `${name}-no-gpc`);
    await page.goto(tagPageUrl(ctx.server.url, { site: other.siteCode }));
    await whenTagReady(page);
    const withoutGpc = await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      await tag.flush();
      return { hasProperty: 'globalPrivacyControl' in navigator, consent: tag.getConsent() };
    });
    expect(withoutGpc).toEqual({ hasProperty: name === 'firefox', consent: 'granted' });
    await expect.poll(async () => (await other.events('PAGE')).length, { timeout: 15_000 }).toBe(1);
    await page.close();
  });
});

describe('firefox with its Global Privacy Control preference on', () => {
  const ctx = useEngine('firefox', { launch: { globalPrivacyControl: true } });

  it("reads the browser's own navigator.globalPrivacyControl, starts denied and sends nothing", async () => {
    const site = createInspector(ctx.server.url, 'firefox-gpc-pref');
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode }));
    await whenTagReady(page);
    const state = await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      tag.trackConversion(15);
      await tag.flush();
      return { gpc: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl, consent: tag.getConsent() };
    });
    expect(state).toEqual({ gpc: true, consent: 'denied' });
    await page.reload();
    await whenTagReady(page);
    await page.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
    expect((await site.inspect()).requests).toEqual([]);
    await page.close();
  });
});
