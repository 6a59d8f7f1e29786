import { copyFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { buildScriptTag } from '../../scripts/tag-build-options.mjs';
import { buildWorkerScript } from '../../scripts/worker-build-options.mjs';

/**
 * Puts the production script-tag build into `dir`, with visit-tag.js as the file the pages load:
 * by default built fresh from the working tree's src/entrypoints/ exactly as scripts/build.mjs builds
 * dist/visit-tag.js (the same esbuild options with the internal property names shortened, then
 * terser), in-process, in about a second, where the whole build script also type-checks every ESM
 * entry; dist/ is never touched. Every script the build emits is written, so a tag of several
 * files (a loader and what it loads from its own directory) is served whole. `useDist` copies the
 * repository's whole dist/ directory, `tagFile` the whole directory of any other script (the debug
 * build, an older version) with that script as visit-tag.js. Resolves with a line saying which.
 * @example await buildChaosTag('/tmp/chaos-page', { root: process.cwd() }) // 'fresh production build of the script tag (loader and engine)'
 */
export async function buildChaosTag(dir: string, options: { root: string; useDist?: boolean; tagFile?: string }): Promise<string> {
  if (options.tagFile || options.useDist) {
    const source = options.tagFile ?? join(options.root, 'dist/visit-tag.js');
    cpSync(dirname(source), dir, { recursive: true });
    if (basename(source) !== 'visit-tag.js') copyFileSync(source, join(dir, 'visit-tag.js'));
    return `${source}, its directory served whole`;
  }
  const { version } = JSON.parse(readFileSync(join(options.root, 'package.json'), 'utf8')) as { version: string };
  // No maps: the chaos runs write none.
  for (const file of await buildScriptTag({ dev: false, version, root: options.root, maps: false })) {
    writeFileSync(join(dir, file.name), file.contents);
  }
  // The background drain's worker beside them, as dist/ has it (pages load it only with data-background-sync).
  const worker = await buildWorkerScript({ version, root: options.root });
  writeFileSync(join(dir, worker.name), worker.contents);
  return 'fresh production build of the script tag (loader and engine)';
}
