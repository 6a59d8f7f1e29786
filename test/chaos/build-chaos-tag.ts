import { copyFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';
import { minifyTag, tagBuildOptions } from '../../scripts/tag-build-options.mjs';

/**
 * Puts the production script-tag build into `dir`, with visit-tag.js as the file the pages load:
 * by default built fresh from the working tree's src/tag.ts exactly as scripts/build.mjs builds
 * dist/visit-tag.js (the same esbuild options with the internal property names shortened, then
 * terser), in-process, in about a second, where the whole build script also type-checks every ESM
 * entry; dist/ is never touched. Every script the build emits is written, so a tag of several
 * files (a loader and what it loads from its own directory) is served whole. `useDist` copies the
 * repository's whole dist/ directory, `tagFile` the whole directory of any other script (the debug
 * build, an older version) with that script as visit-tag.js. Resolves with a line saying which.
 * @example await buildChaosTag('/tmp/chaos-page', { root: process.cwd() }) // 'fresh production build of src/tag.ts'
 */
export async function buildChaosTag(dir: string, options: { root: string; useDist?: boolean; tagFile?: string }): Promise<string> {
  if (options.tagFile || options.useDist) {
    const source = options.tagFile ?? join(options.root, 'dist/visit-tag.js');
    cpSync(dirname(source), dir, { recursive: true });
    if (basename(source) !== 'visit-tag.js') copyFileSync(source, join(dir, 'visit-tag.js'));
    return `${source}, its directory served whole`;
  }
  const { version } = JSON.parse(readFileSync(join(options.root, 'package.json'), 'utf8')) as { version: string };
  const result = await build({
    ...tagBuildOptions({ dev: false, version }),
    absWorkingDir: options.root,
    outdir: join(options.root, 'dist'), // paths in the source map only: nothing is written
    write: false,
    logLevel: 'silent',
  });
  for (const code of result.outputFiles.filter((file) => file.path.endsWith('.js'))) {
    const minified = await minifyTag({ code: code.text }); // no map: the chaos runs write none
    writeFileSync(join(dir, basename(code.path)), minified.code);
  }
  return 'fresh production build of src/tag.ts';
}
