// dist/ is committed: a fresh build must reproduce it byte for byte (same files, same bytes), so
// what users install is exactly what the sources say. Rebuild with `npm run build` when this fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const outdir = mkdtempSync(join(tmpdir(), 'visit-tag-dist-'));

/** Every file under a directory, as sorted relative paths. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

describe('dist/', () => {
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('is exactly what scripts/build.mjs produces from the sources', () => {
    try {
      execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', outdir, '--quiet'], { cwd: root, stdio: 'pipe' });
    } catch (error) {
      const stderr = String((error as { stderr?: Buffer }).stderr ?? error);
      throw new Error(`scripts/build.mjs failed:\n${stderr.split('\n').slice(0, 20).join('\n')}`);
    }
    const fresh = listFiles(outdir);
    expect(fresh).toContain('visit-tag.js');
    expect(listFiles(join(root, 'dist')), 'dist/ holds other files than a fresh build: run npm run build').toEqual(fresh);
    const stale = fresh.filter((file) => !readFileSync(join(root, 'dist', file)).equals(readFileSync(join(outdir, file))));
    expect(stale, 'these dist files differ from a fresh build: run npm run build').toEqual([]);
  }, 120_000);
});
