// `npm run bench` section: the delivery engine in real Chromium against the local stand-in server.
// Persisted events/s of the queue beside raw idb-keyval setMany in the same page, main-thread time
// of one enqueue, time to drain 10,000 stored events and the copies a lost answer costs (this engine
// beside the one before issue 21, built in the same run), and the heap of a 10,000-event queue.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { startServer } from '../../demo/server/start-server.js';
import { launchChromium, newContext } from '../support/chromium.js';
import { BASELINE_COMMIT, buildBenchPages } from './build-bench-pages.js';
import { measureDrains } from './measure-drains.js';
import { quantile } from './quantile.js';
import type { BenchTable } from './report.js';

// run-ts and the bench runner put the original entry (test/bench/main.ts) in argv[1].
const root = resolve(dirname(resolve(process.argv[1] ?? 'test/bench/main.ts')), '../..');

interface BenchApi {
  persist(count: number, chunk: number): Promise<{ queue: number; raw: number }>;
  enqueueTime(samples: number, perSample: number): Promise<{ p50: number; p99: number; nonceP50: number; nonceP99: number }>;
  drain(count: number, siteCode: string, retryBaseMs?: number): Promise<{ ms: number; retries: number }>;
  fill(count: number): Promise<number>;
}
declare const bench: BenchApi;

export default async function run(): Promise<BenchTable[]> {
  const dir = mkdtempSync(join(tmpdir(), 'visit-tag-bench-delivery-'));
  const scripts = await buildBenchPages(root, dir);
  for (const [name, script] of Object.entries(scripts))
    writeFileSync(join(dir, `${name}.html`), `<!doctype html><title>bench ${name}</title><script src="${script}"></script>\n`);
  const server = await startServer({
    port: 0,
    quiet: true,
    extraStatic: { '/__bench-delivery/': dir },
    rateLimit: { perSecond: 1e6, burst: 1e6 },
  });
  const browser = await launchChromium({ args: [] });
  try {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/__bench-delivery/after.html`);
    const persistRows: (string | number)[][] = [];
    for (const [count, chunk] of [
      [10_000, 10_000],
      [10_000, 100],
      [2_000, 1],
    ] as const) {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await page.evaluate(([n, c]) => bench.persist(n, c), [count, chunk] as const));
      const queue = median(runs.map((r) => r.queue));
      const raw = median(runs.map((r) => r.raw));
      persistRows.push([
        `${count.toLocaleString('en-US')} events, ${chunk.toLocaleString('en-US')} per task`,
        queue,
        raw,
        `${(queue / raw).toFixed(2)}×`,
      ]);
    }
    const time = await page.evaluate(() => bench.enqueueTime(200, 50));
    const beforePage = await context.newPage();
    await beforePage.goto(`${server.url}/__bench-delivery/before.html`);
    const drains = await measureDrains(server.url, {
      before: (site, retryBaseMs) => beforePage.evaluate(([s, r]) => bench.drain(10_000, s, r), [site, retryBaseMs] as const),
      after: (site, retryBaseMs) => page.evaluate(([s, r]) => bench.drain(10_000, s, r), [site, retryBaseMs] as const),
    });
    await beforePage.close();

    const cdp = await context.newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const before = await heap();
    const filled = await page.evaluate(() => bench.fill(10_000));
    const after = await heap();

    return [
      {
        title: 'delivery: persisted events/s in Chromium (IndexedDB, same page, median of 3)',
        columns: ['workload', 'queue (enqueue → stored)', 'raw idb-keyval setMany', 'queue / raw'],
        rows: persistRows,
        notes: [
          'Events arrive `chunk` per task. raw: one setMany per chunk as it arrives, all awaited at the end; queue: enqueue each event; it writes what accumulated in one transaction (group commit) and reports `stored` when that is durable.',
          'target ≥ 0.8× raw.',
        ],
      },
      {
        title: 'delivery: main-thread time of one enqueue (µs; 200 samples of 50 calls each)',
        columns: ['call', 'p50', 'p99'],
        rows: [
          ['enqueue(event)', time.p50, time.p99],
          ['createNonce() + enqueue(event)', time.nonceP50, time.nonceP99],
        ],
        notes: [
          'Chromium coarsens performance.now() without cross-origin isolation, hence samples of 50 calls; the write runs later in one batch, off the call.',
        ],
      },
      {
        title: `delivery: drain 10,000 stored events (a new page starts), before (${BASELINE_COMMIT}) and after the batch cap`,
        columns: drains.columns,
        rows: drains.rows,
        notes: drains.notes,
      },
      {
        title: 'delivery: JS heap of a 10,000-event queue (after GC)',
        columns: ['events', 'heap growth (MB)', 'bytes per event'],
        rows: [[filled, (after - before) / 1e6, (after - before) / filled]],
        notes: ['PAGE events of about 200 B on the wire; the tab keeps each event, its encoded line and its state in memory.'],
      },
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => quantile(values, 0.5);
