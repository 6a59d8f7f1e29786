import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Puts the production script-tag bundle into `dir` as visit-tag.js: built fresh from the working
 * tree with scripts/build.mjs into a temporary folder (dist/ is never touched), or, with
 * `useDist`, copied from the repository's dist/, or any `tagFile` (the debug build, another
 * version). Returns a line saying which.
 * @example buildChaosTag('/tmp/chaos-page', { root: process.cwd() }) // 'fresh build of src/tag.ts'
 */
export function buildChaosTag(dir: string, options: { root: string; useDist?: boolean; tagFile?: string }): string {
  if (options.tagFile) {
    copyFileSync(options.tagFile, join(dir, 'visit-tag.js'));
    return options.tagFile;
  }
  const dist = join(options.root, 'dist/visit-tag.js');
  if (!options.useDist) {
    const out = mkdtempSync(join(tmpdir(), 'visit-tag-build-'));
    try {
      execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', out, '--quiet'], { cwd: options.root, stdio: ['ignore', 'ignore', 'pipe'] });
      copyFileSync(join(out, 'visit-tag.js'), join(dir, 'visit-tag.js'));
      return 'fresh build of src/tag.ts (scripts/build.mjs)';
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
      if (!existsSync(dist)) throw new Error(`scripts/build.mjs failed and there is no dist/visit-tag.js:\n${stderr ?? error}`);
      console.warn(`chaos: scripts/build.mjs failed, using dist/visit-tag.js instead:\n${stderr ?? error}`);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }
  copyFileSync(dist, join(dir, 'visit-tag.js'));
  return 'dist/visit-tag.js';
}
