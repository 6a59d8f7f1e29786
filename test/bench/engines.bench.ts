// `npm run bench` section: the tag in Chromium, Firefox ESR and WebKitGTK side by side, measured in
// the page against the stand-in server: what trackConversion() costs the host page's main thread
// (the call alone, and the call with the microtasks it queues) and how long a new page takes to
// drain 10,000 events an earlier page left stored. Timer precision differs per engine (Firefox and
// WebKit coarsen performance.now()), so every figure is timed over batches of calls, not one call.
import { createInspector } from '../support/engines/create-inspector.js';
import { ENGINE_NAMES, launchEngine, type EngineName, type EnginePage } from '../support/engines/launch-engine.js';
import { startEngineServer } from '../support/engines/start-engine-server.js';
import type { TagWindow } from '../support/engines/tag-window.js';
import { tagPageUrl } from '../support/engines/tag-page-url.js';
import { whenTagReady } from '../support/engines/when-tag-ready.js';
import type { BenchTable } from './report.js';

const BATCH = 500;
const BATCHES = 20;
const STORED = 10_000;

/** Median per-call cost in µs over batches: the calls alone, and the calls plus their microtasks. */
function measureTrackCost(page: EnginePage) {
  return page.evaluate(
    async ({ batch, batches }: { batch: number; batches: number }) => {
      const tag = (window as unknown as TagWindow).visitTag;
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const sync: number[] = [];
      const withMicrotasks: number[] = [];
      for (let round = 0; round < batches; round++) {
        const start = performance.now();
        for (let i = 0; i < batch; i++) tag.trackConversion(1, { revenue: i });
        sync.push(((performance.now() - start) * 1000) / batch);
        // The microtasks the calls queued (persisting, bookkeeping) run before this resolves.
        await Promise.resolve();
        withMicrotasks.push(((performance.now() - start) * 1000) / batch);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { syncUs: median(sync), withMicrotasksUs: median(withMicrotasks) };
    },
    { batch: BATCH, batches: BATCHES },
  );
}

/** Leaves STORED events in the tag's storage (the server refuses them), then times a new page draining them. */
async function measureDrain(page: EnginePage, baseUrl: string, name: EngineName) {
  const site = createInspector(baseUrl, `${name}-drain`);
  await site.fault({ status: 503 });
  await page.goto(tagPageUrl(baseUrl, { site: site.siteCode }));
  await whenTagReady(page);
  await page.evaluate(async (count: number) => {
    const tag = (window as unknown as TagWindow).visitTag;
    for (let i = 0; i < count; i++) tag.trackConversion(2, { revenue: i });
    while (tag.getStats().stored < count) await new Promise((resolve) => setTimeout(resolve, 50));
  }, STORED);
  const before = (await site.inspect()).requests.length;
  await page.goto(`${baseUrl}/__engines/blank.html`);
  // The page-hide beacon must meet the 503 too: lifting the fault before it arrives would let it
  // through and the drain would resend its events (duplicates that measure the race, not the tag).
  for (let waited = 0; waited < 3_000 && (await site.inspect()).requests.length === before; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await site.clearFaults();
  const start = performance.now();
  await page.goto(tagPageUrl(baseUrl, { site: site.siteCode, label: 'drain' }));
  await whenTagReady(page);
  await page.evaluate(async (count: number) => {
    const tag = (window as unknown as TagWindow).visitTag;
    // Counters, not getQueued(): reading 10,000 stored events every poll would slow the drain.
    while (tag.getStats().sent < count) await new Promise((resolve) => setTimeout(resolve, 10));
  }, STORED);
  const ms = performance.now() - start;
  const { counts } = await site.inspect();
  return { ms, arrived: counts.byType.CONVERSION ?? 0, duplicates: counts.duplicates, requests: (await site.inspect()).requests.length };
}

/** The engines side by side. */
export default async function run(): Promise<BenchTable[]> {
  const server = await startEngineServer();
  const results: Record<string, Awaited<ReturnType<typeof measureTrackCost>> & Awaited<ReturnType<typeof measureDrain>>> = {};
  try {
    for (const name of ENGINE_NAMES) {
      const engine = await launchEngine(name);
      try {
        const page = await engine.newPage();
        const site = createInspector(server.url, `${name}-track`);
        await page.goto(tagPageUrl(server.url, { site: site.siteCode }));
        await whenTagReady(page);
        const cost = await measureTrackCost(page);
        await page.close();
        const drainPage = await engine.newPage();
        results[name] = { ...cost, ...(await measureDrain(drainPage, server.url, name)) };
        await drainPage.close();
      } finally {
        await engine.close();
      }
    }
  } finally {
    await server.close();
  }
  const row = (label: string, pick: (r: (typeof results)[string]) => number) => [label, ...ENGINE_NAMES.map((name) => pick(results[name]))];
  return [
    {
      title: 'engines: the tag in three engines (same machine, same run)',
      columns: ['measure', ...ENGINE_NAMES],
      rows: [
        row(`trackConversion() µs per call (median of ${BATCHES} batches of ${BATCH})`, (r) => r.syncUs),
        row('… plus the microtasks it queues, µs per call', (r) => r.withMicrotasksUs),
        row(`drain ${STORED.toLocaleString('en-US')} stored events: ms from navigation start to all sent (2xx)`, (r) => r.ms),
        row('events the server accepted', (r) => r.arrived),
        row('duplicate copies the server saw', (r) => r.duplicates),
        row('requests (503s while filling included)', (r) => r.requests),
      ],
      notes: [
        'Chromium 156 (playwright-core), Firefox ESR (puppeteer-core, WebDriver BiDi), WebKitGTK MiniBrowser (webdriverio, classic WebDriver, Xvfb).',
        `Firefox and WebKit coarsen performance.now(): per-call figures come from batches of ${BATCH} calls.`,
      ],
    },
  ];
}
