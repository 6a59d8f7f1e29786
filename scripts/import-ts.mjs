// The one way this repo runs TypeScript on Node 20 (no type stripping there): esbuild bundles the
// entry for Node, its packages left external, into node_modules/.cache/visit-tag/, and the result
// is imported. Used by scripts/run-ts.mjs (npm run demo/bench/chaos), the bench sections and the
// demo server's page build.
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root: the nearest visit-tag package.json above this file, or above the bundle it was inlined into. */
export const root = (() => {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === 'visit-tag') return dir;
    if (dir === dirname(dir)) throw new Error('visit-tag: no package.json above ' + fileURLToPath(import.meta.url));
  }
})();

/**
 * Bundles `entry` into `node_modules/.cache/visit-tag/{name}.mjs` and imports it (a fresh copy each
 * call). The bundle is written under a name of this process's own and then renamed into place, so
 * processes that start the same entry at once (two stand-in servers in one test) never import a
 * file another is still writing: a rename replaces the file whole. `define` adds to the defaults
 * (`__DEV__` true, `__VERSION__` from npm).
 * @param {string} entry
 * @param {{ name: string, define?: Record<string, string>, quiet?: boolean }} options
 * @returns {Promise<Record<string, unknown>>}
 * @example const { buildDemoApp } = await importTs('demo/app/build-app.ts', { name: 'build-app' });
 */
export async function importTs(entry, { name, define = {}, quiet = false }) {
  const outfile = join(root, 'node_modules/.cache/visit-tag', `${name}.mjs`);
  const { outputFiles } = await build({
    absWorkingDir: root,
    entryPoints: [resolve(root, entry)],
    outfile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: quiet ? 'silent' : 'warning',
    define: {
      __DEV__: 'true',
      __VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
      __ENGINE_FILE__: 'null',
      __DEFINITIONS_FILE__: 'null',
      ...define,
    },
  });
  const partial = `${outfile}.${process.pid}.partial`;
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(partial, outputFiles[0].contents);
  renameSync(partial, outfile);
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}
