// `npm run bench [-- --only codec,delivery] [--skip lighthouse] [--markdown] [--full]`: runs every
// test/bench/<name>.bench.ts section (each `export default async function run(): Promise<BenchTable[]>`),
// prints its tables (as Markdown, ready to paste into docs, with --markdown) and writes
// bench-results/latest.json (tables and raw measurements) and latest.md.
// By default each section runs fewer rounds (test/bench/bench-mode.ts) and Lighthouse
// and close-moments are left out (`export const fullOnly = true`), so the whole bench fits in about 10 minutes on 2 cores and
// still prints every figure the README shows; `--full` runs the rounds the docs' tables come from
// (boot × 5, Lighthouse × 5, close-moments × 60 pages, the drains' 10 lossy rounds).
//
// Sections are found at run time, so a section lands by adding its file. scripts/run-ts.mjs bundles
// this entry into one file, and a computed `import()` of a .ts path cannot be bundled, nor loaded
// by Node 20; so each section gets its own esbuild build (the same options as run-ts) before import.
import { importTs } from '../../scripts/import-ts.mjs';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { FULL } from './bench-mode.js';
import { formatMarkdown, formatTable, writeResults, type BenchTable, type SectionResult } from './report.js';

// run-ts puts the original entry path in argv[1] (import.meta.url is the bundled copy).
const benchDir = dirname(resolve(process.argv[1]));
const root = resolve(benchDir, '../..');
const SUFFIX = '.bench.ts';

/** The section names present now, in a stable order. */
function findSections(): string[] {
  return readdirSync(benchDir)
    .filter((file) => file.endsWith(SUFFIX))
    .map((file) => file.slice(0, -SUFFIX.length))
    .sort();
}

/** Bundles one section (scripts/import-ts.mjs) and returns its run function. */
async function loadSection(name: string): Promise<{ run: () => Promise<BenchTable[]>; fullOnly: boolean }> {
  const module = await importTs(join(benchDir, name + SUFFIX), { name: `bench-${name}` });
  if (typeof module.default !== 'function') throw new Error(`${name}${SUFFIX} has no default export run()`);
  // `export const fullOnly = true`: the section runs with --full or when named in --only, not in the quick run.
  return { run: module.default as () => Promise<BenchTable[]>, fullOnly: module.fullOnly === true };
}

/** The section names given to `--only` or `--skip` (comma-separated), or undefined without the option. */
function parseList(args: string[], option: string): string[] | undefined {
  const at = args.findIndex((arg) => arg === option || arg.startsWith(`${option}=`));
  if (at < 0) return undefined;
  const value = args[at].includes('=') ? args[at].split('=')[1] : (args[at + 1] ?? '');
  return value
    .split(',')
    .map((name) => name.trim().replace(/\.bench\.ts$/, ''))
    .filter(Boolean);
}

async function main(): Promise<void> {
  const present = findSections();
  const args = process.argv.slice(2);
  const only = parseList(args, '--only');
  const skip = parseList(args, '--skip') ?? [];
  const format = args.includes('--markdown') ? formatMarkdown : formatTable;
  for (const name of [...(only ?? []), ...skip])
    if (!present.includes(name)) console.log(`bench: section "${name}" is not present (have: ${present.join(', ')})`);
  const names = (only ? present.filter((name) => only.includes(name)) : present).filter((name) => !skip.includes(name));
  const results: SectionResult[] = [];
  const benchStart = performance.now();
  console.log(`bench: ${FULL ? 'full rounds (--full)' : "quick rounds (--full for the docs' rounds)"}`);
  for (const name of names) {
    console.log(`\n== ${name} ==`);
    const start = performance.now();
    try {
      const section = await loadSection(name);
      if (section.fullOnly && !FULL && !only?.includes(name)) {
        console.log(`${name}: left out of the quick run (\`--full\` or \`--only ${name}\` runs it)`);
        continue;
      }
      const tables = await section.run();
      results.push({ name, tables, durationMs: Math.round(performance.now() - start) });
      for (const table of tables) console.log('\n' + format(table));
      console.log(`\n(${name}: ${Math.round((performance.now() - start) / 1000)} s)`);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.log(`section ${name} failed: ${message}`);
      results.push({ name, tables: [], error: message.split('\n')[0], durationMs: Math.round(performance.now() - start) });
    }
  }
  const written = writeResults(join(root, 'bench-results'), results);
  console.log(`\nwrote ${written.json} and ${written.markdown} (${Math.round((performance.now() - benchStart) / 1000)} s in all)`);
  if (results.some((result) => result.error)) process.exitCode = 1;
}

await main();
