import { gzipSync } from 'node:zlib';
import { bundleEntry } from './fetch-peer.js';

/** One framework entry as an app imports it, its framework left out of the bundle (the app's own). */
export interface FrameworkEntry {
  name: string;
  /** What it exports, for the size table. */
  exports: string;
  code: string;
  framework: string;
}

/**
 * The framework entries (issue 22), measured by the bench's size table and held to their ceilings
 * in test/node/byte-budget.test.ts.
 * @example for (const entry of FRAMEWORK_ENTRIES) console.log(entry.name, (await measureFrameworkEntry(entry, root)).addedGzip);
 */
export const FRAMEWORK_ENTRIES: FrameworkEntry[] = [
  {
    name: 'visit-tag/react',
    exports: 'VisitTag + useVisitTag',
    code: `export { VisitTag, useVisitTag } from './dist/react.js';`,
    framework: 'react',
  },
  {
    name: 'visit-tag/vue',
    exports: 'visitTag plugin + useVisitTag',
    code: `export { visitTag, useVisitTag } from './dist/vue.js';`,
    framework: 'vue',
  },
];

/** The same tracker on its own: what an app pays without a framework entry. */
const TRACKER_ENTRY = `export { createTracker } from './dist/index.js';`;

/**
 * The tracker's part file (`visit-tag/part`), which an app's bundler makes a chunk of its own,
 * loaded only when a page gives definitions or tracks an order id: left out of what an app ships up front.
 */
export const PART_CHUNK = 'visit-tag/part';

/**
 * An entry bundled as an app's bundler would (esbuild, minified, the framework external), and the
 * gzip -9 bytes it adds to an app that already has the tracker (`createTracker`, bundled the same way).
 * @example const { bundle, addedGzip } = await measureFrameworkEntry(FRAMEWORK_ENTRIES[0], root);
 */
export async function measureFrameworkEntry(entry: FrameworkEntry, root: string): Promise<{ bundle: Uint8Array; addedGzip: number }> {
  const gzip = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
  const bundle = await bundleEntry(entry.code, root, 'esm', [entry.framework, PART_CHUNK]);
  return { bundle, addedGzip: gzip(bundle) - gzip(await bundleEntry(TRACKER_ENTRY, root, 'esm', [PART_CHUNK])) };
}
