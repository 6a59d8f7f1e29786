import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Puts the production script-tag bundle into `dir` as visit-tag.js: by default built fresh from
 * the working tree's src/tag.ts with the options scripts/build.mjs uses for dist/visit-tag.js
 * (IIFE, es2020, minified, `__DEV__` false) — in-process, in a fraction of a second, where the
 * whole build script also type-checks every ESM entry and takes 15 s; dist/ is never touched.
 * `useDist` copies the repository's dist/visit-tag.js instead, `tagFile` any other script (the
 * debug build, an older version). Returns a line saying which.
 * @example buildChaosTag('/tmp/chaos-page', { root: process.cwd() }) // 'fresh build of src/tag.ts'
 */
export function buildChaosTag(dir: string, options: { root: string; useDist?: boolean; tagFile?: string }): string {
  const target = join(dir, 'visit-tag.js');
  if (options.tagFile || options.useDist) {
    const source = options.tagFile ?? join(options.root, 'dist/visit-tag.js');
    copyFileSync(source, target);
    return source;
  }
  const { version } = JSON.parse(readFileSync(join(options.root, 'package.json'), 'utf8')) as { version: string };
  const result = buildSync({
    absWorkingDir: options.root,
    entryPoints: ['src/tag.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    define: { __VERSION__: JSON.stringify(version), __DEV__: 'false' },
  });
  writeFileSync(target, result.outputFiles[0].contents);
  return 'fresh build of src/tag.ts';
}
