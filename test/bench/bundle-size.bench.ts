// Bundle sizes: visit-tag's script-tag build and ESM entries next to the tags site owners use
// today, all measured the same way in the same run (raw, gzip -9, brotli -11 of the minified file).
// Peers come from the npm registry with `npm pack` into node_modules/.cache/peer-tags; a prebuilt
// script-tag file is measured as shipped, an ESM-only package is bundled with esbuild (minified)
// from the smallest entry that can track an event. Offline, peers are left out with a note.
import { build, transform } from 'esbuild';
import { minify } from 'terser';
import { TERSER_OPTIONS, tagBuildOptions } from '../../scripts/tag-build-options.mjs';
import { BRIDGES } from '../../scripts/bridge-build-options.mjs';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bundleEntry, fetchPeerCode } from './fetch-peer.js';
import { FRAMEWORK_ENTRIES, PART_CHUNK, measureFrameworkEntry } from './framework-entries.js';
import { SIZE_PEER_TAGS } from './peer-tags.js';
import type { BenchTable } from './report.js';

const root = resolve(process.argv[1], '../../..');
/** The script tag's size target (gzip -9): 8 KiB. The ceiling that fails `npm test` is in test/node/byte-budget.test.ts. */
const TARGET_GZIP_BYTES = 8192;

const sizes = (bytes: Uint8Array) => [
  bytes.length,
  gzipSync(bytes, { level: 9 }).length,
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
];

export default async function run(): Promise<BenchTable[]> {
  const rows: (string | number)[][] = [];
  const own = (label: string, bytes: Uint8Array) => rows.push([label, ...sizes(bytes)]);
  own('visit-tag: dist/visit-tag.js (script tag)', readFileSync(join(root, 'dist/visit-tag.js')));
  own('visit-tag: dist/visit-tag.debug.js', readFileSync(join(root, 'dist/visit-tag.debug.js')));
  own(
    'visit-tag ESM: createTracker (esbuild, idb-keyval included, its part chunk apart)',
    await bundleEntry(`export { createTracker } from './dist/index.js';`, root, 'esm', [PART_CHUNK]),
  );
  own(
    'visit-tag ESM: the part chunk (visit-tag/part, loaded when a page needs it)',
    await bundleEntry(`export * from './dist/part.js';`, root),
  );
  own(
    'visit-tag ESM: validateEvent + encodeLine only',
    await bundleEntry(`export { validateEvent, encodeLine } from './dist/index.js';`, root),
  );
  own('visit-tag/goals: searchGoals', await bundleEntry(`export { searchGoals } from './dist/goals.js';`, root));
  own('visit-tag/map: storeMapData', await bundleEntry(`export { storeMapData } from './dist/map.js';`, root));
  const frameworkNotes: string[] = [];
  for (const entry of FRAMEWORK_ENTRIES) {
    const { bundle, addedGzip } = await measureFrameworkEntry(entry, root);
    own(`${entry.name}: ${entry.exports} (esbuild, ${entry.framework} external, tracker included)`, bundle);
    frameworkNotes.push(`${entry.name} adds ${addedGzip} B gzip to an app that has createTracker; dist/visit-tag.js does not include it`);
  }
  for (const name of BRIDGES) {
    own(`visit-tag consent bridge: dist/${name}.js (script tag, separate from the tag)`, readFileSync(join(root, `dist/${name}.js`)));
  }
  const tagGzip = gzipSync(readFileSync(join(root, 'dist/visit-tag.js')), { level: 9 }).length;
  const notes = [
    'raw = minified bytes; gzip level 9; brotli quality 11; one run (sizes do not vary)',
    `dist/visit-tag.js is ${tagGzip} B gzip: ${Math.abs(tagGzip - TARGET_GZIP_BYTES)} B ${tagGzip > TARGET_GZIP_BYTES ? 'above' : 'below'} the ${TARGET_GZIP_BYTES} B target`,
    ...frameworkNotes,
  ];
  for (const peer of SIZE_PEER_TAGS) {
    try {
      rows.push([`${peer.name} ${peer.spec}`, ...sizes(await fetchPeerCode(peer))]);
    } catch (error) {
      notes.push(`${peer.spec}: not measured (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return [{ title: 'Bundle sizes (bytes)', columns: ['bundle', 'raw', 'gzip', 'brotli'], rows, notes }, await partCosts()];
}

/** The parts of the script tag, by the modules (paths in esbuild's bundle comments) that make them. */
const PARTS: [part: string, modules: RegExp][] = [
  ['user-agent parsing (parse-user-agent, user-agent-rules)', /^src\/user-agent\/(parse-user-agent|user-agent-rules)\.ts$/],
  [
    'STATICDATA as a whole (Client Hints, screen, indices and the parser above)',
    /^src\/(tracker\/collect-static-data|user-agent\/default-indices|user-agent\/find-index)\.ts$/,
  ],
  ['validation (validate-event)', /^src\/wire\/validate-event\.ts$/],
  ['delivery engine (src/delivery/, idb-keyval)', /^(src\/delivery\/|node_modules\/idb-keyval\/)/],
  ['  of which the IndexedDB store (create-event-store, idb-keyval)', /^(src\/delivery\/create-event-store|node_modules\/idb-keyval\/)/],
  ['page views and SPA navigation (settling included)', /^src\/page-views\//],
  ['redaction and beforeSend', /^src\/tracker\/(redact-urls|apply-before-send)\.ts$/],
  ['prerendering (start when shown)', /^src\/tracker\/defer-while-prerendering\.ts$/],
  ['remote data (retrieveDataFromRemoteSource)', /^src\/tracker\/create-remote-data\.ts$/],
  ['custom data (setCustomData)', /^src\/definitions\/build-custom-data\.ts$/],
  ['visitor cookie and visits', /^src\/identity\/(create-cookie-jar|visit-state)\.ts$/],
  ['  of which the cookie domains to try (cookie-domains)', /^src\/identity\/cookie-domains\.ts$/],
  ['sister domains: links and forms decorated (decorate-links)', /^src\/identity\/decorate-links\.ts$/],
  ['sister domains: the parameter adopted and removed', /^src\/identity\/(adopt-link-parameter|link-parameter)\.ts$/],
  ['script-tag options (data-*)', /^src\/tracker\/read-data-options\.ts$/],
  ['the part file: loading it (SRI, CSP nonce, Trusted Types)', /^src\/tracker\/(load-part|load-part-script)\.ts$/],
  ['the part file: the calls that wait for it (create-part-link)', /^src\/tracker\/create-part-link\.ts$/],
];

/**
 * What each part costs in the production tag: gzip -9 of the whole minus gzip -9 without that
 * part's modules (and whatever only they use), both minified the same way. Parts overlap where a
 * module serves two; the sum is not the whole (gzip shares repeated text between parts).
 */
async function partCosts(): Promise<BenchTable> {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  // Unminified ESM keeps esbuild's `// path` comment before each module.
  const { outputFiles } = await build({
    ...tagBuildOptions({ dev: false, version }),
    absWorkingDir: root,
    write: false,
    format: 'esm',
    minify: false,
    minifySyntax: true,
    sourcemap: false,
  });
  const modules = outputFiles[0].text.split(/^(?=\/\/ (?:src|node_modules)\/)/m);
  // The production build's two passes: esbuild's minifier, then terser's.
  const gzip = async (code: string) => {
    const esbuilt = await transform(code, { minify: true, format: 'iife', target: 'es2021', charset: 'utf8', legalComments: 'none' });
    return gzipSync((await minify(esbuilt.code, TERSER_OPTIONS)).code!, { level: 9 }).length;
  };
  const whole = await gzip(modules.join(''));
  const rows: (string | number)[][] = [['the whole tag, measured this way', whole, '100 %']];
  for (const [part, pattern] of PARTS) {
    const cost = whole - (await gzip(modules.filter((module) => !pattern.test(module.slice(3, module.indexOf('\n')))).join('')));
    rows.push([part, cost, `${((100 * cost) / whole).toFixed(1)} %`]);
  }
  return {
    title: 'What each part of dist/visit-tag.js costs (gzip -9 bytes)',
    columns: ['part', 'gzip', 'share'],
    rows,
    notes: [
      'cost = gzip of the whole tag minus gzip of the tag without the part; the rest (tracker API, event table, encoder) has no row: removing it removes the tag',
    ],
  };
}
