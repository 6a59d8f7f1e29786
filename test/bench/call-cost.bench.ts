// `npm run bench -- --only call-cost`: what one track call costs the host page's main thread, each
// call in its own task, with everything it sets going (microtasks, IndexedDB callbacks, timers, the
// send), beside Snowplow's trackStructEvent in the same run (Chromium, traced; the tags installed
// as in the boot section: `<script async src>` from the tag's origin, on the article page).
// - visit-tag, before its engine: the browser holds the engine file's request (the DevTools
//   Protocol's Fetch domain), so the loader answers: the basic check, the nonce, the write.
// - visit-tag, after: the engine ready, so the call is checked, queued, stored and sent.
// - a task that only marks (no call), as the floor of the method.
// Settings: CALL_ROUNDS (calls per row, 10; 40 with --full), CALL_GAP_MS (1000, the time given to each call).
import type { Page } from 'puppeteer-core';
import { rounds } from './bench-mode.js';
import { quantile } from './quantile.js';
import type { BenchTable } from './report.js';
import { startInstallStage } from './start-install-stage.js';
import { CATEGORIES, withChromiumProfile } from './trace-chromium-visits.js';
import { traceCallFigures, type CallFigures } from './trace-call-figures.js';

const ROUNDS = Number(process.env.CALL_ROUNDS ?? rounds(10, 40));
const GAP_MS = Number(process.env.CALL_GAP_MS ?? 1000);

/** One row: which tag, in which state, and the call (run in the page). */
interface CallCase {
  label: string;
  tag: 'visit-tag' | 'Snowplow';
  holdEngine?: boolean;
  call: 'trackConversion' | 'trackStructEvent' | 'none';
}

const CASES: CallCase[] = [
  { label: 'visit-tag trackConversion, before the engine', tag: 'visit-tag', holdEngine: true, call: 'trackConversion' },
  { label: 'visit-tag trackConversion, engine ready', tag: 'visit-tag', call: 'trackConversion' },
  { label: 'Snowplow 4 trackStructEvent', tag: 'Snowplow', call: 'trackStructEvent' },
  { label: 'no call (the mark alone)', tag: 'visit-tag', call: 'none' },
];

/** Waits until the tag has booted: visit-tag's page view stored (and its engine, unless held); Snowplow's global. */
async function whenBooted(page: Page, item: CallCase) {
  if (item.tag === 'Snowplow') await page.waitForFunction(() => 'snowplowBrowserTracking' in window, { timeout: 20_000 });
  else {
    // The boot section's hook marks the PAGE's `stored` outcome (the loader's getStats() counts only what the engine stored).
    await page.waitForFunction(() => (window as { __bootHook?: { storedAt?: number } }).__bootHook?.storedAt !== undefined, {
      timeout: 20_000,
    });
    if (!item.holdEngine) await page.evaluate(() => (window as unknown as { visitTag: { ready: Promise<void> } }).visitTag.ready);
  }
  await new Promise((resolve) => setTimeout(resolve, GAP_MS)); // the boot's own work is over
}

/** The calls of one case, each in a task of its own, traced. */
async function measure(url: string, tagPrefix: string, item: CallCase): Promise<CallFigures[]> {
  return withChromiumProfile(async (browser) => {
    const page = await browser.newPage();
    if (item.holdEngine) {
      const cdp = await page.createCDPSession();
      // Paused and never continued: the engine file does not arrive while the page lives.
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*visit-tag.engine-*' }] });
    }
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await whenBooted(page, item);
    await page.tracing.start({ categories: CATEGORIES });
    for (let round = 0; round < ROUNDS; round++) {
      await page.evaluate((call: CallCase['call']) => {
        const page = window as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>;
        setTimeout(() => {
          performance.mark('call');
          if (call === 'trackConversion') page.visitTag.trackConversion(12, { revenue: 9.5 });
          else if (call === 'trackStructEvent')
            page.snowplowBrowserTracking.trackStructEvent({ category: 'shop', action: 'buy', value: 9.5 });
        });
      }, item.call);
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    const trace = await page.tracing.stop();
    const events = (JSON.parse(Buffer.from(trace!).toString('utf8')) as { traceEvents: Parameters<typeof traceCallFigures>[0] })
      .traceEvents;
    return traceCallFigures(events, tagPrefix, 'call');
  });
}

/** The call-cost table. */
export default async function run(): Promise<BenchTable[]> {
  const stage = await startInstallStage(GAP_MS);
  const results = new Map<string, CallFigures[]>();
  try {
    for (const item of CASES) {
      process.stdout.write(`\rcall-cost: ${item.label}`.padEnd(72));
      const tag = stage.tags.find((candidate) => candidate.name === item.tag)!;
      // visit-tag's page carries the boot hook (its first page view marked through onOutcome); Snowplow's
      // none, whose hook would wrap fetch and XMLHttpRequest, in the path of every call measured.
      results.set(item.label, await measure(stage.pageUrl(tag, item.tag === 'visit-tag' ? 'mark' : 'none'), stage.tagPrefix(tag), item));
    }
  } finally {
    process.stdout.write('\n');
    await stage.close();
  }
  const us = (values: number[], q: number) => Math.round(quantile(values, q));
  const snowplow = results.get(CASES[2].label)!.map((figures) => figures.withScheduledUs);
  return [
    {
      title: `call cost: one track call in its own task, with all it sets going (Chromium, trace CPU time, µs; ${ROUNDS} calls per row)`,
      columns: ['call', 'its task p50', 'with what it sets going p50', 'p90', 'tasks p50', '× Snowplow (p50)'],
      rows: [...results].map(([label, figures]) => {
        const all = figures.map((item) => item.withScheduledUs);
        return [
          label,
          us(
            figures.map((item) => item.ownTaskUs),
            0.5,
          ),
          us(all, 0.5),
          us(all, 0.9),
          quantile(
            figures.map((item) => item.tasks),
            0.5,
          ),
          Number((quantile(all, 0.5) / quantile(snowplow, 0.5)).toFixed(2)),
        ];
      }),
      notes: [
        'Each call runs in a setTimeout task of its own that first marks `call`; its tasks are that one and every later task running a script of the tag until the next call.',
        `Calls ${GAP_MS} ms apart. Before the engine, the engine file's request is held by the browser (Fetch domain), so the loader answers every call.`,
        'The tag as installed on the article page (the boot section’s stage): visit-tag from dist/, Snowplow 4 from sp.js with its page view sent.',
      ],
      raw: Object.fromEntries(results),
    },
  ];
}
