import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildChaosTag } from '../../chaos/build-chaos-tag.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'visit-tag-chaos-tag-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('buildChaosTag', () => {
  it('serves the whole directory of a given tag, so a loader finds what it loads beside it', async () => {
    const source = tempDir();
    writeFileSync(join(source, 'visit-tag.debug.js'), '/* loader */');
    writeFileSync(join(source, 'visit-tag-engine.js'), '/* engine */');
    const served = tempDir();
    await buildChaosTag(served, { root: process.cwd(), tagFile: join(source, 'visit-tag.debug.js') });
    expect(readdirSync(served).sort()).toEqual(['visit-tag-engine.js', 'visit-tag.debug.js', 'visit-tag.js']);
    expect(readFileSync(join(served, 'visit-tag.js'), 'utf8')).toBe('/* loader */');
    expect(readFileSync(join(served, 'visit-tag-engine.js'), 'utf8')).toBe('/* engine */');
  });

  it('copies every script of dist/ with --dist, and builds every script of the tag fresh by default', async () => {
    const fromDist = tempDir();
    await buildChaosTag(fromDist, { root: process.cwd(), useDist: true });
    const shipped = readdirSync(join(process.cwd(), 'dist')).filter((name) => name.endsWith('.js'));
    expect(readdirSync(fromDist)).toEqual(expect.arrayContaining(shipped));
    const fresh = tempDir();
    expect(await buildChaosTag(fresh, { root: process.cwd() })).toBe('fresh production build of the script tag (loader and engine)');
    expect(readFileSync(join(fresh, 'visit-tag.js'), 'utf8')).toContain('visitTagQueue');
  });
});
