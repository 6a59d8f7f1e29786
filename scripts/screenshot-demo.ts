// Rewrites docs/demo.png, the picture of the QA demo page in docs/qa.md: builds the tag from src/ into
// a temp dir, starts the stand-in server, drives the page in Chromium through a little of
// everything (a conversion, an automatic one and a repeated order, a refusal, a retry, a map read, a rejected raw line) and saves a
// full-page screenshot. Not a test: it checks nothing (test/browser/demo/demo-page.test.ts does).
// `node scripts/run-ts.mjs scripts/screenshot-demo.ts [OUT.png]` (default docs/demo.png).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startServer } from '../demo/server/start-server.js';
import { launchChromium, newContext } from '../test/support/chromium.js';

const out = process.argv[2] ?? 'docs/demo.png';
const siteCode = `shot${Date.now().toString(36)}`;

/** Clicks, then waits for the output element to show something new. */
async function clickFor(page: Page, button: string, output: string): Promise<void> {
  await page.evaluate((selector) => (document.querySelector(selector)!.textContent = ''), output);
  await page.click(button);
  await page.waitForFunction((selector) => !!document.querySelector(selector)?.textContent, output);
}

const distDir = mkdtempSync(join(tmpdir(), 'visit-tag-screenshot-dist-'));
execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', distDir, '--quiet'], { stdio: 'inherit' });
const server = await startServer({ port: 0, quiet: true, extraStatic: { '/dist/': distDir } });
const browser = await launchChromium();
try {
  const context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/?site=${siteCode}&view=products`);
  await page.waitForSelector('#tag-outcomes li[data-type="sent"]');
  await page.waitForSelector('#goal-list li[data-goal-id]');
  await page.waitForSelector('#defs-state[data-state="ready"]');
  await page.click('#defs-basket');
  await clickFor(page, '#defs-order-send', '#defs-order-result');
  await clickFor(page, '#defs-order-send', '#defs-order-result');
  await page.fill('#fault-count', '1');
  await page.click('#fault-429');
  await page.waitForSelector('#fault-result.ok');
  await page.click('#goal-list li[data-goal-id] .goal-convert');
  await page.click('#tag-flush');
  await page.waitForSelector('#tag-outcomes li[data-type="retry"]');
  await page.click('#map-store');
  await clickFor(page, '#map-get-tag', '#map-result');
  await page.click('#raw-send');
  await page.selectOption('#event-type', 'PRODUCT');
  await page.fill('#field-ean', '');
  await clickFor(page, '#event-send', '#event-result');
  await page.waitForSelector('#tag-outcomes li[data-type="sent"][data-nonce]', { state: 'attached' });
  await page.waitForTimeout(3000);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: out });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
  await server.close();
  rmSync(distDir, { recursive: true, force: true });
}
