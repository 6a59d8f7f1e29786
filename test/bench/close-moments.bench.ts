// `npm run bench` section: tabs closed moments after they tracked, in Chromium, Firefox ESR and
// WebKitGTK side by side (docs/browser-facts.md, "A page-hide handler cut short"). Each page is a
// new visitor (a storage partition of its own): it loads the tag, waits until the tag runs, tracks
// three conversions and is closed at once. A second `pagehide` listener, added after the tag's,
// sends a probe beacon, so the table shows that pagehide fired; the server's log shows whether the
// conversions left the page. A page whose conversions did not leave keeps them in IndexedDB for
// the visitor's next page, which this bench does not open.
import type { IncomingMessage } from 'node:http';
import { createInspector } from '../support/engines/create-inspector.js';
import { ENGINE_NAMES, launchEngine, type EngineName } from '../support/engines/launch-engine.js';
import { startEngineServer } from '../support/engines/start-engine-server.js';
import type { TagWindow } from '../support/engines/tag-window.js';
import { tagPageUrl } from '../support/engines/tag-page-url.js';
import { whenTagReady } from '../support/engines/when-tag-ready.js';
import { rounds } from './bench-mode.js';
import type { BenchTable } from './report.js';

/** Left out of the quick run (test/bench/main.ts): `--full`, or `--only close-moments` for 20 pages per engine. */
export const fullOnly = true;
/** New visitors per engine: 20 with `--only close-moments`, 60 with --full. */
const PAGES = rounds(20, 60);
const PROBE_PATH = '/__probe/pagehide';
/** How long the server may take to see the last beacons after the last close. */
const SETTLE_MS = 3_000;

/** What one engine's closed pages left behind. */
interface ClosedPages {
  pages: number;
  probes: number;
  /** Pages whose three conversions reached the server before or as the page went away. */
  delivered: number;
  /** Of the others: pages the server heard nothing from after their first body. */
  silent: number;
}

/** Opens PAGES new visitors, each tracking three conversions and closed at once; counts what reached the server. */
async function closeAfterTracking(name: EngineName, baseUrl: string, probes: Set<string>): Promise<ClosedPages> {
  const site = createInspector(baseUrl, `${name}-close-moments`);
  const engine = await launchEngine(name);
  const tracked: { visitor: string; nonces: string[] }[] = [];
  try {
    for (let i = 0; i < PAGES; i++) {
      const page = await engine.newPage();
      await page.goto(tagPageUrl(baseUrl, { site: site.siteCode, label: `${name}-${i}` }));
      await whenTagReady(page);
      const seen = await page.evaluate(
        ({ probe }: { probe: string }) => {
          addEventListener('pagehide', () => navigator.sendBeacon(probe, 'pagehide'));
          const tag = (window as unknown as TagWindow).visitTag;
          return { visitor: tag.getVisitorCode(), nonces: [1, 2, 3].map((goalId) => tag.trackConversion(goalId) as string) };
        },
        { probe: `${PROBE_PATH}?engine=${name}&page=${i}` },
      );
      tracked.push(seen);
      await page.close();
    }
  } finally {
    await engine.close();
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const { accepted, requests } = await site.inspect();
  const arrived = new Set(accepted.map((a) => a.event.nonce));
  const late = tracked.filter((page) => !page.nonces.every((nonce) => arrived.has(nonce)));
  const requestsOf = (visitor: string) => requests.filter((r) => JSON.stringify(r.query).includes(`visitorCode=${visitor}`)).length;
  return {
    pages: PAGES,
    probes: [...probes].filter((url) => url.includes(`engine=${name}&`)).length,
    delivered: PAGES - late.length,
    silent: late.filter((page) => requestsOf(page.visitor) <= 1).length,
  };
}

/** The three engines, one after another, against one server. */
export default async function run(): Promise<BenchTable[]> {
  const probes = new Set<string>();
  const onRequest = (request: IncomingMessage) => {
    if (request.url?.startsWith(PROBE_PATH)) probes.add(request.url);
  };
  const server = await startEngineServer({}, { onRequest });
  const results: Partial<Record<EngineName, ClosedPages>> = {};
  try {
    for (const name of ENGINE_NAMES) results[name] = await closeAfterTracking(name, server.url, probes);
  } finally {
    await server.close();
  }
  const row = (label: string, pick: (r: ClosedPages) => number) => [label, ...ENGINE_NAMES.map((name) => pick(results[name]!))];
  return [
    {
      title: 'close-moments: tabs closed moments after tracking three conversions (same machine, same run)',
      columns: ['pages', ...ENGINE_NAMES],
      rows: [
        row('closed (each a new visitor)', (r) => r.pages),
        row('pagehide fired (probe beacon arrived)', (r) => r.probes),
        row('pages whose conversions the page itself sent', (r) => r.delivered),
        row('pages whose conversions did not leave (stored ones wait for the next visit)', (r) => r.pages - r.delivered),
        row('… of those, no request after the first body (the page-hide beacon never left)', (r) => r.silent),
      ],
      notes: [
        'Firefox may stop the tag’s pagehide handler part-way (docs/browser-facts.md); Chromium and WebKitGTK are the baseline.',
        'Each close comes 10–30 ms after the conversions were tracked; the next visit, not opened here, sends what a page left stored.',
      ],
      raw: results,
    },
  ];
}
