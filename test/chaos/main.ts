// `npm run chaos`: one chaos run of the script-tag build, its report on stdout, the whole result
// as JSON under chaos-results/ (git-ignored). Exits 1 when an event was lost or a copy arrived
// with a nonce no page tracked, 2 on bad arguments.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatChaosReport } from './format-chaos-report.js';
import { parseChaosArgs, type ChaosArgs } from './parse-chaos-args.js';
import { runChaos } from './run-chaos.js';

let args: ChaosArgs;
try {
  args = parseChaosArgs(process.argv.slice(2), Date.now() % 1_000_000);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
const run = await runChaos({ ...args, log: (line) => console.log(line) });
console.log('');
console.log(formatChaosReport(run.summary));
if (run.record.errors.length) console.log(`\nrunner notes (first ${run.record.errors.length}):\n  ${run.record.errors.join('\n  ')}`);
const dir = join(process.cwd(), 'chaos-results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `chaos-${args.engine}-seed${args.seed}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      args,
      tag: run.tag,
      siteCode: run.siteCode,
      summary: run.summary,
      tracked: run.record.tracked,
      outcomes: run.record.outcomes,
      stats: Object.fromEntries(run.record.stats),
      errors: run.record.errors,
      executed: run.executed,
      earlyDeaths: run.deaths,
      inspect: run.inspect,
      wire: run.wire,
    },
    null,
    2,
  ),
);
console.log(`\nwritten: ${file}`);
process.exit(run.summary.failures.length ? 1 : 0);
