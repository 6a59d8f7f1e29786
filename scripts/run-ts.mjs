// Runs a TypeScript entry on Node 20 (no type stripping there): esbuild bundles it, with its
// packages left external, into node_modules/.cache/visit-tag/, then it is imported with the
// remaining arguments in process.argv.
import { build } from 'esbuild';
import { dirname, join, resolve, basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs FILE.ts [args...]');
  process.exit(2);
}
const outfile = join(root, 'node_modules/.cache/visit-tag', basename(entry).replace(/\.ts$/, '') + '-' + Buffer.from(entry).toString('hex').slice(-12) + '.mjs');
await build({
  absWorkingDir: root,
  entryPoints: [resolve(entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
  define: { __DEV__: 'true', __VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0') },
});
process.argv = [process.argv[0], resolve(entry), ...rest];
await import(pathToFileURL(outfile).href);
