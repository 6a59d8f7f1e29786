import { root } from '../../scripts/import-ts.mjs';

/**
 * The repository root (the nearest visit-tag package.json), also when this module runs from a
 * bundle in node_modules/.cache. One finder for the repo: scripts/import-ts.mjs.
 * @example join(findRoot(), 'dist') // '/work/main/dist'
 */
export function findRoot(): string {
  return root;
}
