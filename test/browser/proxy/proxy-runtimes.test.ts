// Issue 41, item 3: the tag in Chromium on a site whose proxy is the Bun or the Deno recipe of
// examples/proxy/, started as its header says. The page, with the guide's script tag, comes from the
// recipe's origin (Playwright answers its URL, as the site's server would), loads /vt/visit-tag.js and its engine
// from the proxy, and delivers through /vt to the stand-in. Node's http is proxy.test.ts; every
// runtime's request-level checks are test/node/proxy/runtimes.test.ts.
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { launchChromium, newContext } from '../../support/chromium.js';
import { createInspector } from '../../support/engines/create-inspector.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';
import { firstPartyPage } from '../../support/proxy/start-proxied-site.js';
import { startRecordingStandIn } from '../../support/proxy/start-recording-stand-in.js';
import { root, spawnRecipe, whyNotRunnable, type RunningRecipe } from '../../support/proxy/start-recipe.js';

const RUNTIMES = [
  { name: 'Bun', binary: 'node_modules/.bin/bun', args: ['examples/proxy/bun.ts'] },
  { name: 'Deno', binary: 'node_modules/.bin/deno', args: ['run', '--allow-net', '--allow-env', '--allow-read', 'examples/proxy/deno.ts'] },
];

let standIn!: RunningServer;
let browser!: Browser;
let forwardedFor!: string[];

beforeAll(async () => {
  ({ standIn, forwardedFor } = await startRecordingStandIn());
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await standIn?.close();
});

for (const runtime of RUNTIMES) {
  const skip = whyNotRunnable(runtime.binary);
  if (skip) console.warn(`proxy-runtimes: ${runtime.name} skipped: ${skip}`);
  describe.skipIf(skip !== undefined)(
    `the script tag through the ${runtime.name} recipe (Chromium)${skip ? ` — skipped: ${skip}` : ''}`,
    () => {
      let recipe!: RunningRecipe;
      beforeAll(async () => {
        recipe = await spawnRecipe(resolve(root, runtime.binary), runtime.args, {
          VISIT_TAG_DATA_URL: standIn.url,
          VISIT_TAG_TIMEOUT_MS: '5000',
        });
      });
      afterAll(() => recipe?.close());

      it('loads /vt/visit-tag.js from it and delivers through /vt, with the browser’s User-Agent and address', async () => {
        const inspector = createInspector(standIn.url, `proxied-${runtime.name.toLowerCase()}`);
        const context = await newContext(browser);
        const page = await context.newPage();
        const loaded: string[] = [];
        page.on(
          'response',
          (response) => void (response.url().includes('/vt/') && loaded.push(`${response.status()} ${new URL(response.url()).pathname}`)),
        );
        // The guide's script tag, as is: src and data-url on the page's own origin, under /vt.
        const body = firstPartyPage(inspector.siteCode);
        await page.route(`${recipe.url}/shop.html`, (route) => route.fulfill({ contentType: 'text/html', body }));
        forwardedFor.length = 0;
        await page.goto(`${recipe.url}/shop.html`);
        await whenTagReady(page);
        const nonces = await page.evaluate(() => {
          const tag = (window as unknown as { visitTag: { trackConversion(goal: number): string } }).visitTag;
          return [tag.trackConversion(101), tag.trackConversion(102)];
        });
        await expect
          .poll(async () => (await inspector.events('CONVERSION')).map((event) => event.nonce), { timeout: 15_000 })
          .toEqual(nonces);
        const seen = await inspector.inspect();
        expect(seen.accepted.map((entry) => entry.event.eventType)).toEqual(expect.arrayContaining(['STATICDATA', 'PAGE', 'CONVERSION']));
        const userAgent = await page.evaluate(() => navigator.userAgent);
        expect(new Set(seen.requests.map((request) => request.userAgent))).toEqual(new Set([userAgent]));
        expect(new Set(forwardedFor)).toEqual(new Set(['127.0.0.1']));
        // The loader and its engine came from the proxy's path; every event request went through it.
        expect(loaded).toEqual(
          expect.arrayContaining(['200 /vt/visit-tag.js', expect.stringMatching(/^200 \/vt\/visit-tag\.engine-[0-9a-f]{8}\.js$/)]),
        );
        expect(loaded.filter((line) => line.endsWith('/vt/visit/events')).every((line) => line.startsWith('202 '))).toBe(true);
        await context.close();
      });
    },
  );
}
