// Issue 42: where the browser has no Background Sync (Firefox ESR, WebKitGTK), `data-background-sync`
// changes nothing: no worker is registered, no error reaches the page, and delivery is as without
// it (the next visit sends what a page could not). Chromium's drain: test/browser/delivery/background-sync.test.ts.
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

describe.each(['firefox', 'webkit'] as const)('%s', (name) => {
  const ctx = useEngine(name);

  it('data-background-sync registers no worker, throws nothing into the page, and delivery goes on as without it', async () => {
    const site = createInspector(ctx.server.url, `${name}-bg-sync`);
    await site.clearFaults();
    await site.fault({ status: 503, count: 1 }); // one failed send: where Chromium would ask for a sync
    const page = await ctx.engine.newPage();
    await page.goto(
      tagPageUrl(ctx.server.url, { site: site.siteCode, errors: true, attrs: { 'background-sync': '', 'retry-base-ms': '250' } }),
    );
    await whenTagReady(page);
    const tracked = await page.evaluate(() => {
      const tag = (window as unknown as TagWindow).visitTag;
      const nonces = [tag.trackConversion(7), tag.trackConversion(8)] as string[];
      void tag.flush();
      return nonces;
    });
    await expect
      .poll(async () => (await site.events('CONVERSION')).map((event) => event.nonce).sort(), { timeout: 20_000 })
      .toEqual([...tracked].sort());
    const seen = await page.evaluate(async () => ({
      hasSyncManager: 'SyncManager' in window,
      workers: navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0,
      errors: (window as unknown as { pageErrors: string[] }).pageErrors,
      retried: (window as unknown as TagWindow).visitTag.getStats().retried,
    }));
    expect(seen).toEqual({ hasSyncManager: false, workers: 0, errors: [], retried: expect.any(Number) });
    expect(seen.retried).toBeGreaterThan(0);
    await page.close();
  });
});
