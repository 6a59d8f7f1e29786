// Every HTML snippet of README.md and docs/*.md, loaded as a page in real Chromium against the
// stand-in server, must deliver its events: the server accepts the tag's STATICDATA and PAGE and
// one event per tracker method the snippet names, rejects nothing, and the tag reports no drop.
// The snippets' placeholder CDN and data hosts point at the server (test/support/docs/snippet-page.ts),
// which serves the committed, built dist/ (so an SRI value must match its bytes). Buttons in a
// snippet stand for the visitor's clicks (a consent banner's "accept") and are clicked in order.
// One browser for all snippets, a fresh context (cookies, IndexedDB) for each. A snippet that only
// illustrates says `no-test` in its info string.
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../demo/server/start-server.js';
import { launchChromium, newContext } from '../../support/chromium.js';
import { docFiles } from '../../support/docs/doc-files.js';
import { readCodeBlocks } from '../../support/docs/read-code-blocks.js';
import { expectedEventTypes, snippetPage } from '../../support/docs/snippet-page.js';

interface Inspect {
  accepted: { event: { eventType: string } }[];
  rejected: unknown[];
  requests: { status: number; reason?: string }[];
}

const root = resolve(import.meta.dirname, '../../..');
const snippets = readCodeBlocks(root, docFiles(root)).filter((block) => block.lang === 'html' && !block.noTest);
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function inspect(siteCode: string): Promise<Inspect> {
  return (await (await fetch(`${server.url}/__inspect/events?siteCode=${encodeURIComponent(siteCode)}`)).json()) as Inspect;
}

/** Waits until the server has accepted every expected type for the site (or gives up); returns what it holds. */
async function delivered(siteCode: string, expected: string[]): Promise<Inspect> {
  const until = Date.now() + 20_000;
  for (;;) {
    const state = await inspect(siteCode);
    const types = new Set(state.accepted.map((a) => a.event.eventType));
    if (expected.every((type) => types.has(type)) || Date.now() > until) return state;
    await new Promise((done) => setTimeout(done, 150));
  }
}

describe('docs: HTML snippets deliver their events (Chromium, stand-in server)', () => {
  it('there are snippets to load', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(3);
  });

  it.each(snippets.map((block) => [`${block.file}:${block.line}`, block] as const))('%s', async (_where, block) => {
    const siteCode = /data-site-code="([^"]+)"/.exec(block.code)?.[1];
    expect(siteCode, 'the snippet installs the tag with data-site-code').toBeDefined();
    await fetch(`${server.url}/__inspect/events?siteCode=${siteCode}`, { method: 'DELETE' });
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const url = `${server.url}/docs-snippet.html`;
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: snippetPage(block.code, server.url) }));
      await page.goto(url);
      await page.waitForFunction(() => window.visitTag?.version !== undefined);
      for (const button of await page.locator('button').all()) await button.click();
      const expected = expectedEventTypes(block.code);
      const state = await delivered(siteCode!, expected);
      const types = [...new Set(state.accepted.map((a) => a.event.eventType))].sort();
      expect(types, 'event types the server accepted').toEqual(expected);
      expect(state.rejected, 'events the server rejected').toEqual([]);
      expect(state.requests.filter((request) => request.status !== 202)).toEqual([]);
      const dropped = await page.evaluate(() => window.visitTag!.getStats().dropped);
      expect(
        Object.values(dropped).every((count) => count === 0),
        `drops reported by the tag: ${JSON.stringify(dropped)}`,
      ).toBe(true);
      expect(errors, 'errors thrown in the page').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
