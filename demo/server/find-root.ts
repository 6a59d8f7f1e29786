import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder up from this module (or from the bundle that
 * `scripts/run-ts.mjs` writes under node_modules/.cache) whose package.json is visit-tag's.
 * @example join(findRoot(), 'dist') // '/work/main/dist'
 */
export function findRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let directory = from;
  for (;;) {
    const manifest = join(directory, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'visit-tag') return directory;
    const parent = dirname(directory);
    if (parent === directory) return process.cwd();
    directory = parent;
  }
}
