// Issue 14 item 3, Firefox's private mode: Firefox ESR with every window private
// (`browser.privatebrowsing.autostart`). Firefox turns Global Privacy Control on there, so by
// default the tag starts with consent denied and sends nothing. A site that does not respect GPC:
// IndexedDB works in private mode (in memory, for the private session), so the tag stores,
// survives a reload within the session, sends, and neither reopens nor falls back to memory. The
// real production tag, no page-side stand-in.
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

describe('firefox in private browsing', () => {
  const ctx = useEngine('firefox', { launch: { privateBrowsing: true } });

  it('by default sends nothing: Firefox turns Global Privacy Control on in private windows, and the tag starts with consent denied', async () => {
    const site = createInspector(ctx.server.url, 'firefox-private-gpc');
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode }));
    await whenTagReady(page);
    const seen = await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      tag.trackConversion(30);
      await tag.flush();
      return { gpc: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl, consent: tag.getConsent() };
    });
    expect(seen).toEqual({ gpc: true, consent: 'denied' });
    expect((await site.inspect()).requests).toEqual([]);
    await page.close();
  });

  it('a site that does not respect GPC: stores in IndexedDB, keeps the events across a reload while the service is down, then sends them', async () => {
    const site = createInspector(ctx.server.url, 'firefox-private');
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, attrs: { 'respect-gpc': 'false' } }));
    await whenTagReady(page);
    await site.fault({ status: 503, count: 1e9 });
    const tracked = await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      const nonces = [tag.trackConversion(31), tag.trackConversion(32)] as string[];
      const deadline = Date.now() + 10_000;
      while (tag.getStats().stored < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20)); // STATICDATA, PAGE, two conversions
      return nonces;
    });
    const before = await page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats());
    expect(before.stored).toBeGreaterThanOrEqual(4);
    expect(before.storageFallback).toBeUndefined();
    expect(before.storageReopened).toBeUndefined();
    await page.reload(); // nothing has left: the next page finds them in the private session's IndexedDB
    await whenTagReady(page);
    await site.clearFaults();
    await page.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
    await expect
      .poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce).sort(), { timeout: 15_000 })
      .toEqual(tracked.sort());
    const after = await page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats());
    expect(after.storageFallback).toBeUndefined();
    await page.close();
  });
});
