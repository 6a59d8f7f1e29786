// Shared set-up of the tracker's browser tests: the tag built into a temp dir (never dist/, which
// other tests and the lead rebuild), the stand-in server serving it at /__tag/ (over https with
// `tls: true`), and helpers that read what the server received.
import { buildScriptTag } from '../../../scripts/tag-build-options.mjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerOptions } from '../../../demo/server/start-server.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { launchChromium } from '../../support/chromium.js';
import { requestTrusting, TEST_TLS } from '../../support/tls.js';

/** One accepted event as `/__inspect/events` lists it. */
export interface Accepted {
  event: VisitEvent;
  copies: number;
}

/** Options of {@link startTagHarness}. */
export interface TagHarnessOptions {
  /**
   * Serve over https with the fixture certificate (test/fixtures/tls/): browser contexts need
   * `ignoreHTTPSErrors: true`, and the harness's own requests trust that certificate.
   */
  tls?: boolean;
  /** The server's onRequest: sees every request, static files too. */
  onRequest?: ServerOptions['onRequest'];
}

/** Builds the production and debug script-tag bundles and starts the server. */
export async function startTagHarness(options: TagHarnessOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'visit-tag-tracker-'));
  // The production tag exactly as scripts/build.mjs makes it (the loader and its engine file,
  // internal names shortened, then terser), and the debug variant, built from the working tree.
  for (const dev of [false, true]) {
    for (const file of await buildScriptTag({ dev, version: 'test', root: process.cwd(), maps: false })) {
      writeFileSync(join(dir, file.name), file.contents);
    }
  }
  const server = await startServer({
    port: 0,
    quiet: true,
    extraStatic: { '/__tag/': dir },
    onRequest: options.onRequest,
    ...(options.tls ? { tls: TEST_TLS } : {}),
  });
  /** A request from the test to the server (global fetch would refuse the test certificate). */
  const request = async (path: string, init: { method?: string; body?: string } = {}) => {
    if (options.tls) return requestTrusting(`${server.url}${path}`, init);
    const response = await fetch(`${server.url}${path}`, init);
    return { status: response.status, text: await response.text() };
  };
  const inspect = async (siteCode: string) =>
    JSON.parse((await request(`/__inspect/events?siteCode=${siteCode}`)).text) as {
      accepted: Accepted[];
      rejected: unknown[];
      requests: { path: string; query: Record<string, string> }[];
    };
  return {
    url: server.url,
    request,
    inspect,
    /** The events accepted for a site, in arrival order. */
    events: async (siteCode: string) => (await inspect(siteCode)).accepted.map((a) => a.event),
    /** Polls until the accepted events of a site satisfy `isDone`, then returns them. */
    async waitForEvents(siteCode: string, isDone: (events: VisitEvent[]) => boolean, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const events = (await inspect(siteCode)).accepted.map((a) => a.event);
        if (isDone(events)) return events;
        if (Date.now() > until) throw new Error(`timed out; received ${JSON.stringify(events.map((e) => e.eventType))}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    reset: () => request('/__inspect/events', { method: 'DELETE' }),
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The PAGE hrefs among events, in order. */
export const pageHrefs = (events: VisitEvent[]) => events.flatMap((e) => (e.eventType === 'PAGE' ? [e.href] : []));
/** How many events of a type. */
export const countType = (events: VisitEvent[], type: string) => events.filter((e) => e.eventType === type).length;

/**
 * A test file's shared set-up: one stand-in server with a fresh tag build and one Chromium for the
 * whole file, the server's events and faults reset before each test.
 * @example const env = useTagHarness(); // then env.harness.url, newContext(env.browser)
 */
export function useTagHarness(options: TagHarnessOptions = {}): { harness: Awaited<ReturnType<typeof startTagHarness>>; browser: Browser } {
  const env = {} as { harness: Awaited<ReturnType<typeof startTagHarness>>; browser: Browser };
  beforeAll(async () => {
    env.harness = await startTagHarness(options);
    env.browser = await launchChromium();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.harness?.close();
  });
  beforeEach(async () => {
    await env.harness.reset();
    await env.harness.request('/__faults', { method: 'DELETE' });
  });
  return env;
}
