// Runs a TypeScript entry on Node 20 with the remaining arguments in process.argv:
// `node scripts/run-ts.mjs FILE.ts [args...]` (bundled and imported by scripts/import-ts.mjs).
import { basename, resolve } from 'node:path';
import { importTs } from './import-ts.mjs';

const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs FILE.ts [args...]');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(entry), ...rest];
await importTs(resolve(entry), { name: basename(entry).replace(/\.ts$/, '') + '-' + Buffer.from(entry).toString('hex').slice(-12) });
