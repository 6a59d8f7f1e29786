import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { minifyTag, tagBuildOptions } from '../../scripts/tag-build-options.mjs';

/**
 * Puts the production script-tag bundle into `dir` as visit-tag.js: by default built fresh from
 * the working tree's src/tag.ts exactly as scripts/build.mjs builds dist/visit-tag.js (the same
 * esbuild options with the internal property names shortened, then terser), in-process, in about
 * a second, where the whole build script also type-checks every ESM entry; dist/ is never touched.
 * `useDist` copies the repository's dist/visit-tag.js instead, `tagFile` any other script (the
 * debug build, an older version). Resolves with a line saying which.
 * @example await buildChaosTag('/tmp/chaos-page', { root: process.cwd() }) // 'fresh production build of src/tag.ts'
 */
export async function buildChaosTag(dir: string, options: { root: string; useDist?: boolean; tagFile?: string }): Promise<string> {
  const target = join(dir, 'visit-tag.js');
  if (options.tagFile || options.useDist) {
    const source = options.tagFile ?? join(options.root, 'dist/visit-tag.js');
    copyFileSync(source, target);
    return source;
  }
  const { version } = JSON.parse(readFileSync(join(options.root, 'package.json'), 'utf8')) as { version: string };
  const result = await build({
    ...tagBuildOptions({ dev: false, version }),
    absWorkingDir: options.root,
    outdir: join(options.root, 'dist'), // paths in the source map only: nothing is written
    write: false,
    logLevel: 'silent',
  });
  const [code, map] = ['.js', '.js.map'].map((end) => result.outputFiles.find((file) => file.path.endsWith(end))!);
  writeFileSync(target, (await minifyTag({ code: code.text, map: map.text, fileName: 'visit-tag.js' })).code);
  return 'fresh production build of src/tag.ts';
}
