// `npm run bench -- --only boot`: what each tag costs the host page's main thread when it is
// installed as sites install it (issue 19, item 5), beside Plausible and Snowplow in the same run.
//
// - The page: a 31 KB news article from one loopback origin (test/bench/article-page.ts); the tag:
//   `<script async src>` from a second origin that serves the tag's whole folder with
//   `Cache-Control: max-age=31536000, immutable` (test/bench/start-tag-origin.ts). Every script
//   under that folder is the tag's: a second file a loader fetches from there counts too.
// - A sample is a new browser profile visiting the article three times: the first visit is cold,
//   the third is warm (V8 produces its code cache at the second load, consumes it from the third).
// - Chromium: each visit traced; the tag's tasks are the top-level tasks running any of its
//   scripts, timed in thread CPU time (test/bench/trace-tag-figures.ts). Also one first visit at
//   4× CPU per sample: does any task of the tag run over 50 ms (wall)?
// - Firefox ESR, WebKitGTK: a busy probe from the top of the page to the first page view
//   (test/bench/probe-figures.ts): every task from the tag's evaluation on counts, in wall time.
// - Until: the tag's first page view stored (visit-tag: the `stored` outcome of its PAGE event) or,
//   for the peers, sent; and (Chromium) everything in the first BOOT_WINDOW_MS (5 s) after its evaluation.
// Settings: BOOT_ROUNDS (samples per tag and engine, 1; 5 with --full), BOOT_ENGINES (chromium,firefox,webkit),
// BOOT_WINDOW_MS (5000), BOOT_DIST_BESIDE (another build's dist/ folder, measured as one more tag,
// named by BOOT_DIST_BESIDE_LABEL).
import { ENGINE_NAMES, type EngineName } from '../support/engines/launch-engine.js';
import { bootTable, throttleTable } from './boot-tables.js';
import { collectBoots } from './collect-boots.js';
import { tagLabel } from './install-tags.js';
import { rounds } from './bench-mode.js';
import type { BenchTable } from './report.js';
import { startInstallStage } from './start-install-stage.js';

const ROUNDS = Number(process.env.BOOT_ROUNDS ?? rounds(1, 5));
const WINDOW_MS = Number(process.env.BOOT_WINDOW_MS ?? 5000);
const ENGINES = (process.env.BOOT_ENGINES?.split(',') ?? ENGINE_NAMES).filter((name): name is EngineName =>
  (ENGINE_NAMES as readonly string[]).includes(name),
);

/** The boot tables; the raw records ride along in bench-results/latest.json. */
export default async function run(): Promise<BenchTable[]> {
  const stage = await startInstallStage(WINDOW_MS);
  try {
    const { records, failures } = await collectBoots(stage, { engines: ENGINES, rounds: ROUNDS, windowMs: WINDOW_MS });
    const labels = new Map(stage.tags.map((tag) => [tag.name, tagLabel(tag)]));
    const main = bootTable(records, { rounds: ROUNDS, windowMs: WINDOW_MS, labels });
    main.notes!.push(
      ...stage.tags.map((tag) => `${tag.name}: ${stage.tagPrefix(tag)}${tag.file}; first page view = ${tag.firstPage}`),
      ...failures.map((failure) => `failed sample: ${failure}`),
    );
    main.raw = records;
    return ENGINES.includes('chromium') ? [main, throttleTable(records, labels)] : [main];
  } finally {
    await stage.close();
  }
}
