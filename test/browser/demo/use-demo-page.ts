// The QA demo page test's set-up (demo-page.test.ts): the fresh tag build, the stand-in server,
// Chromium and its tab (useDemoPage), and helpers that read what the server accepted and drive the
// page's panels.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../../demo/server/start-server.js';
import { launchChromium, newContext } from '../../support/chromium.js';

/** An event the stand-in server accepted, with the number of copies of it that arrived. */
export interface Accepted {
  event: Record<string, unknown> & { eventType: string; nonce: string };
  copies: number;
}
/** What GET /__inspect/events answers for a site: accepted events, rejected lines, requests. */
export interface Inspect {
  accepted: Accepted[];
  rejected: unknown[];
  requests: { status: number; path: string }[];
}

/** The file's site code, new at each run: the stand-in server's lists hold only this run's events. */
export const siteCode = `qa${Date.now().toString(36)}`;
let distDir: string;
/** The stand-in server serving the demo page and the fresh build (set before the file's first test). */
export let server: RunningServer;
/** The Chromium the page runs in (set before the file's first test). */
export let browser: Browser;
let context: BrowserContext;
/** The one demo page tab the file's tests share, in order (set before the file's first test). */
export let page: Page;

/**
 * A demo page test file's set-up, called once per file: the tag built fresh from src/ into a temp dir
 * and served by the stand-in server as /dist/ (so the page runs the code under test), Chromium with one
 * 1280×900 tab; `server`, `browser` and `page` (live bindings) are set before the first test, and all
 * is closed and removed after the last.
 */
export function useDemoPage() {
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'visit-tag-demo-dist-'));
    execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', distDir, '--quiet'], { stdio: 'inherit' });
    server = await startServer({ port: 0, quiet: true, extraStatic: { '/dist/': distDir } });
    browser = await launchChromium();
    context = await newContext(browser, { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });
}

/** What the stand-in server holds for `site` (this file's by default). */
export async function inspect(site = siteCode): Promise<Inspect> {
  const response = await fetch(`${server.url}/__inspect/events?siteCode=${site}`);
  return (await response.json()) as Inspect;
}
/** Waits until the server has accepted an event matching `match` (for the site); returns it. */
export async function accepted(match: (a: Accepted) => boolean, what: string, timeoutMs = 20_000, site = siteCode): Promise<Accepted> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inspect(site)).accepted.find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`the server never accepted ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
/** Matches the accepted event with this nonce (any case). */
export const byNonce = (nonce: string) => (a: Accepted) => a.event.nonce.toLowerCase() === nonce.toLowerCase();
/** Clicks, then waits for the output element to show something new, and returns its text. */
export async function clickFor(button: string, output: string): Promise<string> {
  await page.evaluate((selector) => (document.querySelector(selector)!.textContent = ''), output);
  await page.click(button);
  await page.waitForFunction((selector) => !!document.querySelector(selector)?.textContent, output);
  return (await page.textContent(output))!.trim();
}
