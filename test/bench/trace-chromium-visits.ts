// Visits in Chromium with a fresh profile on disk (its own HTTP cache and V8 code cache, as a new
// visitor's browser has), each visit traced. Puppeteer, not Playwright: Playwright traces only
// through a Browser, which a persistent profile does not give.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, DESKTOP_CHROME_UA } from '../support/chromium.js';
import type { TraceEvent } from './trace-tag-figures.js';

/** Trace categories: tasks, script evaluation and calls (with URLs), compile and code cache, User Timing marks. */
export const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8', 'blink.user_timing', '__metadata'];

/**
 * Runs `use` with a Chromium of a new profile on disk (its own HTTP cache and V8 code cache, as a
 * new visitor's browser has); closes it and removes the profile whatever `use` did.
 * @example const figures = await withChromiumProfile(async (browser) => measure(await browser.newPage()));
 */
export async function withChromiumProfile<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const profile = mkdtempSync(join(tmpdir(), 'visit-tag-boot-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir: profile,
    args: [...CHROMIUM_ARGS, `--user-agent=${DESKTOP_CHROME_UA}`],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** How the visits run. */
export interface ChromiumVisitOptions {
  /** Time kept after each page's load event before the trace stops. */
  afterLoadMs: number;
  /** CPU slowdown (Emulation.setCPUThrottlingRate), 1 = none. */
  cpuThrottling: number;
}

/**
 * Opens the URLs one after another in one tab of a new Chromium profile; hands each visit's trace
 * events to `read` as soon as it ends (traces are large) and returns what it returned.
 *
 * @example
 * const [cold, , warm] = await traceChromiumVisits([u1, u2, u3], { afterLoadMs: 5000, cpuThrottling: 1 }, (events) => figures(events));
 */
export async function traceChromiumVisits<T>(
  urls: string[],
  options: ChromiumVisitOptions,
  read: (events: TraceEvent[]) => T,
): Promise<T[]> {
  return withChromiumProfile(async (browser) => {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });
    const results: T[] = [];
    for (const url of urls) {
      await page.tracing.start({ categories: CATEGORIES });
      // Tracing is stopped whatever the visit did: a browser traces one page at a time.
      const visited = await page.goto(url, { waitUntil: 'load', timeout: 60_000 }).catch((error: unknown) => error as Error);
      await new Promise((resolve) => setTimeout(resolve, options.afterLoadMs));
      const trace = await page.tracing.stop();
      if (visited instanceof Error) throw visited;
      results.push(read((JSON.parse(Buffer.from(trace!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents));
    }
    return results;
  });
}
