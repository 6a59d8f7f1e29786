// `npm run bench [-- --only codec,delivery] [--skip lighthouse] [--markdown]`: runs every
// test/bench/<name>.bench.ts section (each `export default async function run(): Promise<BenchTable[]>`),
// prints its tables (as Markdown, ready to paste into docs, with --markdown) and writes
// bench-results/latest.json (tables and raw measurements) and latest.md.
//
// Sections are found at run time, so a section lands by adding its file. scripts/run-ts.mjs bundles
// this entry into one file, and a computed `import()` of a .ts path cannot be bundled, nor loaded
// by Node 20; so each section gets its own esbuild build (the same options as run-ts) before import.
import { importTs } from '../../scripts/import-ts.mjs';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
async function loadSection(name: string): Promise<() => Promise<BenchTable[]>> {
  const module = await importTs(join(benchDir, name + SUFFIX), { name: `bench-${name}` });
  if (typeof module.default !== 'function') throw new Error(`${name}${SUFFIX} has no default export run()`);
  return module.default as () => Promise<BenchTable[]>;
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
  for (const name of names) {
    console.log(`\n== ${name} ==`);
    const start = performance.now();
    try {
      const tables = await (await loadSection(name))();
      results.push({ name, tables, durationMs: Math.round(performance.now() - start) });
      for (const table of tables) console.log('\n' + format(table));
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      console.log(`section ${name} failed: ${message}`);
      results.push({ name, tables: [], error: message.split('\n')[0], durationMs: Math.round(performance.now() - start) });
    }
  }
  const written = writeResults(join(root, 'bench-results'), results);
  console.log(`\nwrote ${written.json} and ${written.markdown}`);
  if (results.some((result) => result.error)) process.exitCode = 1;
}

await main();
