// Chromium's own account of the boot, to check the busy probe against: the boot without the probe,
// under a Chromium trace, and the time the renderer's main thread spent in tasks between the
// page's `boot-start` and `boot-stored` marks (test/bench/measure-boot.ts sets both).
import type { Browser } from 'playwright-core';
import { launchChromium, newContext } from '../support/chromium.js';
import { BOOT_TAGS, bootSetup, type BootSettings, type BootTag } from './boot-tags.js';
import { measureBoot, type BootSetup } from './measure-boot.js';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
}

/** What one traced boot measured (ms). */
export interface TracedBoot {
  /** Main-thread time in tasks from the start mark to the stored mark, by Chromium's trace. */
  busyMs: number;
  /** The same boot's wall time, by the page (performance.now()). */
  wallMs: number;
}

/**
 * Boots once in a fresh Chromium context without the busy probe, traced (`toplevel` tasks and User
 * Timing marks), and sums the main thread's task time between the marks.
 *
 * @example
 * const { busyMs } = await traceBoot(browser, `${pages.url}/boot`, { ...setup, probe: false });
 */
export async function traceBoot(browser: Browser, pageUrl: string, setup: BootSetup): Promise<TracedBoot> {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(pageUrl);
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', '__metadata'] });
    // Tracing is stopped whatever the boot did: a browser traces one page at a time.
    const booted = await page.evaluate(measureBoot, { ...setup, probe: false }).catch((error: unknown) => error as Error);
    // The answer leaves while the task that stored may still run its microtasks; a task's slice
    // is in the trace once it has ended. A later timer runs after it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (booted instanceof Error) throw booted;
    const busyMs = busyBetweenMarks(trace.traceEvents);
    // The evaluation is one task: a trace that shows less has lost it.
    if (busyMs < booted.evalMs / 2) throw new Error(`trace incomplete: ${busyMs} ms busy, ${booted.evalMs} ms evaluation`);
    return { busyMs, wallMs: booted.wallMs };
  } finally {
    await context.close();
  }
}

/** Task time on the thread that has the marks, within [boot-start, boot-stored] (µs → ms). */
function busyBetweenMarks(events: TraceEvent[]): number {
  const start = events.find((event) => event.name == 'boot-start' && event.cat.includes('blink.user_timing'));
  const stored = events.find((event) => event.name == 'boot-stored' && event.cat.includes('blink.user_timing'));
  if (!start || !stored) throw new Error('the trace has no boot-start or boot-stored mark');
  const tasks = events
    .filter((event) => event.ph == 'X' && event.pid == start.pid && event.tid == start.tid && event.cat.includes('toplevel'))
    .map((event) => [Math.max(event.ts, start.ts), Math.min(event.ts + (event.dur ?? 0), stored.ts)])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  // Nested top-level events cover the same time once.
  let busy = 0;
  let reached = -Infinity;
  for (const [from, to] of tasks) {
    if (to <= reached) continue;
    busy += to - Math.max(from, reached);
    reached = to;
  }
  return busy / 1000;
}

/**
 * Every boot tag `rounds` times in one Chromium, each boot traced (see traceBoot), tags taking
 * turns in a rotating order; failures are counted, not fatal.
 *
 * @example
 * const traced = await traceBoots(`${pages.url}/boot`, server.url, 10); // Map: tag → TracedBoot[]
 */
export async function traceBoots(pageUrl: string, origin: string, rounds: number, settings: BootSettings) {
  const samples = new Map<BootTag, TracedBoot[]>(BOOT_TAGS.map((tag) => [tag, []]));
  const failures: string[] = [];
  const browser = await launchChromium();
  try {
    for (let round = -1; round < rounds; round++) {
      for (let i = 0; i < BOOT_TAGS.length; i++) {
        const tag = BOOT_TAGS[(Math.max(round, 0) + i) % BOOT_TAGS.length];
        try {
          const traced = await traceBoot(browser, pageUrl, bootSetup(tag, origin, settings));
          if (round >= 0) samples.get(tag)!.push(traced); // round -1 warms up
        } catch (error) {
          failures.push(`chromium (traced) ${tag.name}: ${String(error).split('\n')[0]}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return { samples, failures };
}
