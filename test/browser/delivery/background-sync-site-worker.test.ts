import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncTagsOf } from '../../support/background/sync-tags-of.js';
import { useSyncBrowser } from '../../support/background/use-sync-browser.js';
import { createInspector } from '../../support/engines/create-inspector.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';
import { sleep } from '../../support/sleep.js';

// Issue 42, a site that runs a service worker of its own: it imports `visit-tag/sw` (the package's
// dist/sw.js, bundled as a site's build would) and gives the tag `data-background-sync="site"`.
// The tag then registers no worker and asks the site's for the sync; the site's worker drains.
const root = resolve(import.meta.dirname, '../../..');
const SITE = '/__site-sw/';
let dir = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'visit-tag-site-sw-'));
  await build({
    stdin: {
      contents: [
        `import { handleBackgroundSync } from './dist/sw.js';`,
        `self.addEventListener('install', () => self.skipWaiting());`,
        `self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));`,
        `handleBackgroundSync(self, { url: self.location.origin, siteCode: 'bg-site', retryBaseMs: 250 });`,
      ].join('\n'),
      resolveDir: root,
    },
    bundle: true,
    format: 'iife',
    outfile: join(dir, 'site-sw.js'),
    logLevel: 'warning',
  });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>a site with its own worker</title>
<script>navigator.serviceWorker.register('${SITE}site-sw.js', { scope: '${SITE}' });</script>
<script async src="/dist/visit-tag.js" data-site-code="bg-site" data-background-sync="site" data-retry-base-ms="250"></script>`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = useSyncBrowser(() => ({ [SITE]: dir }));

describe("background drain in the site's own worker (Chromium)", () => {
  it("the tag asks the site's worker for the sync, and that worker sends every event once", async () => {
    const sync = await env.newSyncContext();
    const site = createInspector(env.server.url, 'bg-site');
    const page = await sync.context.newPage();
    await page.goto(`${env.server.url}${SITE}index.html`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await whenTagReady(page);
    await site.fault({ status: 503, count: 1e9 });
    const tracked = await page.evaluate(() => {
      const tag = (window as unknown as TagWindow).visitTag;
      const nonces = [1, 2, 3].map((revenue) => tag.trackConversion(7, { revenue }) as string);
      void tag.flush();
      return nonces;
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats().retried), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // The sync is asked on a retry outcome once the part has the registration (a retry that came
    // first asks nothing; the next one does), so the test waits for it rather than reading it once.
    await expect.poll(() => syncTagsOf(page, SITE), { timeout: 10_000 }).toContain('visit-tag-flush');
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname)),
    ).toEqual(['/__site-sw/']); // the tag registered no worker of its own
    await page.close();
    await sleep(5_000);
    expect(await site.events('CONVERSION')).toEqual([]);
    await site.clearFaults();
    await sync.dispatchColdSync(SITE);
    await expect
      .poll(async () => (await site.events('CONVERSION')).map((event) => event.nonce).sort(), { timeout: 20_000 })
      .toEqual([...tracked].sort());
    expect((await site.inspect()).counts.duplicates).toBe(0);
    await sync.close();
  });
});
