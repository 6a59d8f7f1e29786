import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** The engine before issue 21's batch cap (main when it was made): the "before" of the drain table. */
export const BASELINE_COMMIT = '5f15e37';
const PAGE = 'test/fixtures/delivery/bench-page.ts';

/**
 * Builds the delivery bench page twice into `dir`: `after.js` against the working tree's engine and
 * `before.js` against the engine of `BASELINE_COMMIT` (its src/ from git, the same page source), so
 * one bench run measures both in the same browser. Returns the two file names.
 * @example const { before, after } = await buildBenchPages(root, dir); // 'before.js', 'after.js'
 */
export async function buildBenchPages(root: string, dir: string): Promise<{ before: string; after: string }> {
  const baseline = join(dir, 'baseline');
  mkdirSync(join(baseline, 'test/fixtures/delivery'), { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', BASELINE_COMMIT, 'src'], { cwd: root, maxBuffer: 64e6 });
  execFileSync('tar', ['-x', '-C', baseline], { input: archive });
  copyFileSync(join(root, PAGE), join(baseline, PAGE));
  const bundle = (from: string, outfile: string) =>
    build({
      absWorkingDir: from,
      entryPoints: [join(from, PAGE)],
      nodePaths: [join(root, 'node_modules')], // idb-keyval for the baseline tree too
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      outfile: join(dir, outfile),
      define: { __DEV__: 'false', __VERSION__: '"bench"' },
      logLevel: 'warning',
    });
  await bundle(root, 'after.js');
  await bundle(baseline, 'before.js');
  return { before: 'before.js', after: 'after.js' };
}
