// Issue 20 item 4: the QA demo page shows the cookie domain the tag chose and, run under two names
// (`?link=shop.localhost,pay.localhost`), links to itself on the other names; following the sister
// domain's link keeps the visitor. Chromium, every *.localhost name sent to the stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP_CHROME_UA, launchChromium, newContext } from '../../support/chromium.js';
import { startServer, type RunningServer } from '../../../demo/server/start-server.js';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true });
  const args = CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules='));
  browser = await launchChromium({
    args: [...args, '--host-resolver-rules=MAP *.localhost 127.0.0.1', `--user-agent=${DESKTOP_CHROME_UA}`],
  });
  page = await (await newContext(browser)).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the QA demo page across domains', () => {
  it('shows the cookie domain, and its link to the sister domain carries the visitor', async () => {
    const site = `qa-domains-${Date.now().toString(36)}`;
    await page.goto(`http://www.shop.localhost:${server.port}/?site=${site}&link=shop.localhost,pay.localhost`);
    await expect.poll(() => page.textContent('#cookie-domain')).toContain('shop.localhost');
    await expect.poll(() => page.textContent('#visitor-code')).toMatch(/^[0-9a-f]{16}$/);
    const code = await page.textContent('#visitor-code');
    expect(await page.$$eval('#panel-domains a.domain-link', (links) => links.map((link) => link.getAttribute('data-host')))).toEqual([
      'shop.localhost',
      'pay.localhost',
    ]);
    await page.click('#panel-domains a[data-host="pay.localhost"]');
    await page.waitForURL((url) => url.hostname === 'pay.localhost');
    await expect.poll(() => page.textContent('#visitor-code')).toBe(code);
    expect(page.url()).not.toContain('_vt');
    await expect.poll(() => page.textContent('#cookie-domain')).toContain('pay.localhost');
  });
});
