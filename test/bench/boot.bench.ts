// `npm run bench` section: boot cost. What the tag costs the host page's main thread from the
// moment its script is evaluated to its first page view stored, in Chromium, Firefox ESR and
// WebKitGTK, beside Snowplow and Plausible loaded the same way in the same run (issue 14, item 8).
//
// How one boot is measured (test/bench/measure-boot.ts, run in the page):
// - Each boot is a fresh page (Chromium and Firefox: a new context; WebKit: a new tab with the
//   origin's storage wiped), served by a tiny server that makes it cross-origin isolated, so
//   performance.now() counts in 5 µs (Chromium) or 20 µs (Firefox, WebKit) steps, not 0.1–1 ms.
// - Every tag's script text comes from the stand-in server (fetched first, so the network is not
//   timed) and runs as an inline classic script with the data-* attributes its install uses: the
//   time around inserting it is the script's whole synchronous evaluation (parse, compile, run).
// - From then until the first page view is stored, the main thread is shared: the tag's tasks
//   (IndexedDB callbacks, timers, locks) run between idle moments, and its IndexedDB work happens
//   off the thread. A busy probe measures that share: one MessageChannel message to itself a
//   turn, its cost per turn calibrated in the same page just before the scripts run. Turns it could
//   not take while the window lasted are time the main thread spent on something else:
//   busy = evaluation + (window − turns × cost per turn). The probe's own scheduling noise and the
//   browser's own work in the window (rendering, GC) land in that figure for every tag alike.
// - "First page view stored": visit-tag's `stored` outcome of its PAGE event (visitTag.onOutcome,
//   registered through visitTagQueue before the tag runs: the exact moment the IndexedDB write
//   completed); Snowplow's first write of a non-empty outqueue to localStorage (setItem wrapped);
//   Plausible's pageview fetch call (it stores nothing). Where that happens inside the evaluation,
//   the figure is the evaluation up to that moment.
// - Tags take turns in a rotating order, so the machine's drift hits all alike; medians and p90.
// Limits: a cold page each time but a warm browser (its code caches are per context, the script is
// inline, so no compiled-code cache applies); the probe keeps the thread busy, which can change the
// order in which the browser runs tasks, never how long the tag's own tasks take. A main thread
// that was busy just before runs the scripts faster than one that was idle (Chromium: about 1.3×
// slower after idling, the same for every tag). On 2 shared cores the time the thread waits for a
// core while the tag's off-thread work (IndexedDB) runs counts as busy. Compare tags within a run.
// Chromium cross-check (test/bench/trace-boot.ts): the same boots without the probe, traced; the
// trace's task time is the browser's own account (tracing and idling make all tags slower alike).
import { ENGINE_NAMES, launchEngine, type Engine, type EngineName } from '../support/engines/launch-engine.js';
import { startEngineServer } from '../support/engines/start-engine-server.js';
import { BOOT_SCRIPTS_PREFIX, BOOT_TAGS, bootSetup, prepareBootScripts, type BootSettings, type BootTag } from './boot-tags.js';
import { measureBoot, type BootSample } from './measure-boot.js';
import { quantile } from './quantile.js';
import type { BenchTable } from './report.js';
import { startIsolatedPageServer } from './start-isolated-page-server.js';
import { traceBoots, type TracedBoot } from './trace-boot.js';

/** Boots per tag and engine (after one warm-up boot each); the Chromium trace cross-check takes fewer. */
const ROUNDS = Number(process.env.BOOT_ROUNDS ?? 15);
const TRACED_ROUNDS = Math.ceil(ROUNDS / 2);
const SETTINGS: BootSettings = { probe: true, calibrateMs: 40, timeoutMs: 10_000 };
const PAGE = '<!doctype html><meta charset="utf-8"><title>boot bench</title><h1>boot bench</h1>';

/** Boots one tag in a fresh page of the engine. */
async function bootOnce(engine: Engine, pageUrl: string, origin: string, tag: BootTag): Promise<BootSample> {
  const page = await engine.newPage();
  try {
    await page.goto(pageUrl);
    return await page.evaluate(measureBoot, bootSetup(tag, origin, SETTINGS));
  } finally {
    await page.close();
  }
}

/** Every tag ROUNDS times in one engine, in a rotating order; failures are counted, not fatal. */
async function bootAll(name: EngineName, pageUrl: string, origin: string) {
  const samples = new Map<BootTag, BootSample[]>(BOOT_TAGS.map((tag) => [tag, []]));
  const failures: string[] = [];
  const engine = await launchEngine(name);
  try {
    for (const tag of BOOT_TAGS) await bootOnce(engine, pageUrl, origin, tag); // warm-up, not counted
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < BOOT_TAGS.length; i++) {
        const tag = BOOT_TAGS[(round + i) % BOOT_TAGS.length];
        try {
          samples.get(tag)!.push(await bootOnce(engine, pageUrl, origin, tag));
        } catch (error) {
          failures.push(`${name} ${tag.name}: ${String(error).split('\n')[0]}`);
        }
      }
    }
  } finally {
    await engine.close();
  }
  return { samples, failures };
}

const ms = (value: number) => Number(value.toFixed(value < 10 ? 2 : 1));
/** The quantile `q` of one figure of the samples, rounded for the table. */
const msAt = <T>(list: T[], pick: (item: T) => number, q: number) => ms(quantile(list.map(pick), q));

/** The boot table: engine × tag, and whether visit-tag is below the cheapest peer in each engine. */
export default async function run(): Promise<BenchTable[]> {
  const scriptsDir = await prepareBootScripts();
  const server = await startEngineServer({ [BOOT_SCRIPTS_PREFIX]: scriptsDir });
  const pages = await startIsolatedPageServer(PAGE);
  const rows: (string | number)[][] = [];
  const verdicts: string[] = [];
  const failures: string[] = [];
  const probeP50 = new Map<BootTag, number>(); // Chromium's, beside the trace
  let traced: Map<BootTag, TracedBoot[]>;
  try {
    for (const name of ENGINE_NAMES) {
      const result = await bootAll(name, `${pages.url}/boot`, server.url);
      failures.push(...result.failures);
      const mainP50 = new Map<BootTag, number>();
      for (const [tag, list] of result.samples) {
        if (!list.length) continue;
        const mains = list.map((s) => s.mainMs);
        mainP50.set(tag, quantile(mains, 0.5));
        rows.push([
          name,
          tag.peer ? `${tag.name} ${tag.peer.spec.replace(/^.*@/, '')}` : tag.name,
          msAt(list, (s) => s.evalMs, 0.5),
          msAt(list, (s) => s.evalMs, 0.9),
          msAt(list, (s) => s.mainMs, 0.5),
          msAt(list, (s) => s.mainMs, 0.9),
          msAt(list, (s) => s.wallMs, 0.5),
          Math.round(msAt(list, (s) => s.probeTurnUs, 0.5)),
          list.length,
        ]);
      }
      verdicts.push(verdict(name, mainP50));
      if (name == 'chromium') mainP50.forEach((value, tag) => probeP50.set(tag, value));
    }
    const result = await traceBoots(`${pages.url}/boot`, server.url, TRACED_ROUNDS, { ...SETTINGS, probe: false });
    failures.push(...result.failures);
    traced = result.samples;
  } finally {
    await pages.close();
    await server.close();
  }
  return [
    {
      title: `boot: main-thread cost from script evaluation to the first page view stored (ms, ${ROUNDS} fresh pages per tag and engine)`,
      columns: ['engine', 'tag', 'eval p50', 'eval p90', 'main thread p50', 'main thread p90', 'wall p50', 'probe turn µs', 'boots'],
      rows,
      notes: [
        ...verdicts,
        ...BOOT_TAGS.map(
          (tag) => `${tag.name}${tag.peer ? ` (${tag.peer.name}, ${tag.peer.spec})` : ''}: first page view = ${tag.firstPage}`,
        ),
        'eval = synchronous evaluation of the inline script(s); main thread = eval + busy time after it until the first page view (busy probe); wall = time to it',
        'cross-origin isolated pages: performance.now() in 5 µs (Chromium) or 20 µs (Firefox, WebKit) steps; method and limits in test/bench/boot.bench.ts',
        ...failures.map((failure) => `failed boot: ${failure}`),
      ],
    },
    crossCheck(traced, probeP50),
  ];
}

/** Chromium's trace of the main thread beside the busy probe's figure for the same engine. */
function crossCheck(traced: Map<BootTag, TracedBoot[]>, probeP50: Map<BootTag, number>): BenchTable {
  const rows = [...traced]
    .filter(([, list]) => list.length)
    .map(([tag, list]) => [
      tag.name,
      msAt(list, (boot) => boot.busyMs, 0.5),
      msAt(list, (boot) => boot.busyMs, 0.9),
      msAt(list, (boot) => boot.wallMs, 0.5),
      probeP50.has(tag) ? ms(probeP50.get(tag)!) : '—',
      list.length,
    ]);
  return {
    title: 'boot, cross-check in Chromium: main-thread task time from the trace (ms, no busy probe running)',
    columns: ['tag', 'trace busy p50', 'trace busy p90', 'wall p50', 'busy probe p50 (table above)', 'boots'],
    rows,
    notes: [
      "trace busy = time the renderer main thread spent in top-level tasks between the page's boot-start and boot-stored marks (Chromium tracing, category toplevel)",
      'separate boots from the table above (the probe and tracing cannot share a boot): tracing and the idle thread slow every tag, compare the ratios between tags',
    ],
  };
}

/** One line: is visit-tag's median main-thread time below the cheapest peer's in this engine? */
function verdict(engine: EngineName, mainP50: Map<BootTag, number>): string {
  const own = [...mainP50].find(([tag]) => !tag.peer);
  const peers = [...mainP50].filter(([tag]) => tag.peer).sort((a, b) => a[1] - b[1]);
  if (!own || !peers.length) return `${engine}: no comparison (boots failed)`;
  const [cheapest, peerMs] = peers[0];
  const below = own[1] < peerMs;
  return `${engine}: visit-tag ${ms(own[1])} ms vs cheapest peer ${cheapest.name} ${ms(peerMs)} ms: ${below ? 'below' : 'NOT below'} (${(own[1] / peerMs).toFixed(2)}×)`;
}
