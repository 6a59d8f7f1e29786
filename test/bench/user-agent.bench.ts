// `npm run bench` section: how closely parseUserAgent agrees with ua-parser-js v1 on real user
// agents (the `user-agents` package data, weighted by traffic share and unweighted), what it
// costs in the tag (minified, gzip -9) and how fast it parses, beside ua-parser-js in the same run.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { parseUserAgent } from '../../src/user-agent/parse-user-agent.js';
import { DIMENSIONS, loadUserAgentSamples, measureAgreement, UAParser } from '../unit/user-agent/measure-agreement.js';

// Local twin of BenchTable in test/bench/report.ts (H1); switch to the import once it lands.
interface BenchTable {
  title: string;
  columns: string[];
  rows: string[][];
  notes?: string[];
}

const require = createRequire(import.meta.url);
const RUN_MS = 400;
const percent = (share: number) => (share * 100).toFixed(2) + ' %';

/** Minified ESM bundle of one entry, gzip -9, in bytes. */
async function gzipBytes(entry: string): Promise<number> {
  const result = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', write: false, logLevel: 'silent' });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

/** Parses per second over the sample, repeated for about RUN_MS. */
function parsesPerSecond(userAgents: string[], parse: (ua: string) => unknown): number {
  let parses = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (const ua of userAgents) parse(ua);
    parses += userAgents.length;
    elapsed = performance.now() - start;
  } while (elapsed < RUN_MS);
  return (parses / elapsed) * 1000;
}

/**
 * Runs the user agent section of the bench.
 *
 * @example
 * for (const table of await run()) console.table(table.rows);
 */
export default async function run(): Promise<BenchTable[]> {
  const samples = loadUserAgentSamples();
  const agreement = measureAgreement(samples);
  const userAgents = samples.map((sample) => sample.userAgent);
  const oursSpeed = parsesPerSecond(userAgents, parseUserAgent);
  const theirsSpeed = parsesPerSecond(userAgents, (ua) => new UAParser(ua).getResult());
  const oursBytes = await gzipBytes('src/user-agent/parse-user-agent.ts');
  const theirsBytes = await gzipBytes(require.resolve('ua-parser-js'));
  return [
    {
      title: `User agent parsing: agreement with ua-parser-js v1 (${samples.length} real user agents from the user-agents package)`,
      columns: ['dimension', 'weighted by traffic share', 'unweighted', 'heaviest disagreement (ours ≠ theirs, weighted share)'],
      rows: DIMENSIONS.map((dimension) => {
        const { weighted, unweighted, misses } = agreement[dimension];
        const top = misses[0];
        return [
          dimension,
          percent(weighted),
          percent(unweighted),
          top ? `${top.ours || '(none)'} ≠ ${top.theirs || '(none)'}, ${percent(top.weight)}` : '—',
        ];
      }),
      notes: [
        "ua-parser-js device types map to STATICDATA's: mobile → PHONE, tablet → TABLET, anything else (none, smarttv, console, wearable, xr, embedded) → DESKTOP.",
        'Target: ≥ 97 % weighted on each dimension (checked in test/unit/user-agent/agreement.test.ts).',
      ],
    },
    {
      title: 'User agent parsing: size and speed',
      columns: ['parser', 'minified + gzip -9', 'parses/s (same run, same user agents)'],
      rows: [
        ['parseUserAgent', `${oursBytes} B`, Math.round(oursSpeed).toLocaleString('en-US')],
        ['ua-parser-js v1', `${theirsBytes} B`, Math.round(theirsSpeed).toLocaleString('en-US')],
      ],
    },
  ];
}

// Run alone: node scripts/run-ts.mjs test/bench/user-agent.bench.ts
if (process.argv[1]?.endsWith('user-agent.bench.ts')) {
  for (const table of await run()) {
    console.log(`\n${table.title}`);
    console.table(table.rows.map((row) => Object.fromEntries(table.columns.map((column, i) => [column, row[i]]))));
    for (const note of table.notes ?? []) console.log(`  ${note}`);
  }
}
