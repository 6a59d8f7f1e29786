// Bundle sizes: visit-tag's script-tag build and ESM entries next to the tags site owners use
// today, all measured the same way in the same run (raw, gzip -9, brotli -11 of the minified file).
// Peers come from the npm registry with `npm pack` into node_modules/.cache/peer-tags; a prebuilt
// script-tag file is measured as shipped, an ESM-only package is bundled with esbuild (minified)
// from the smallest entry that can track an event. Offline, peers are left out with a note.
import { build, transform } from 'esbuild';
import { minify } from 'terser';
import { TERSER_OPTIONS, tagBuildOptions } from '../../scripts/tag-build-options.mjs';
import { BRIDGES } from '../../scripts/bridge-build-options.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BenchTable } from './report.js';

const root = resolve(process.argv[1], '../../..');
const cache = join(root, 'node_modules/.cache/peer-tags');
/** The script tag's size target (gzip -9): 8 KiB. The ceiling that fails `npm test` is in test/node/byte-budget.test.ts. */
const TARGET_GZIP_BYTES = 8192;

interface Peer {
  name: string;
  spec: string; // npm package@version: the versions measured under faults in docs/peer-tags.md
  file?: string; // a prebuilt script-tag bundle inside the package
  entry?: string; // else: an ESM entry bundled with esbuild
}

const PEERS: Peer[] = [
  { name: 'Kameleoon JS SDK (umd.min)', spec: '@kameleoon/javascript-sdk@4.17.1', file: 'dist/javascript-sdk.umd.min.js' },
  { name: 'PostHog posthog-js (array.js)', spec: 'posthog-js@1.449.2', file: 'dist/array.js' },
  { name: 'Segment analytics-next (standalone)', spec: '@segment/analytics-next@1.84.3', file: 'dist/umd/standalone.js' },
  { name: 'Amplitude browser (amplitude-min)', spec: '@amplitude/analytics-browser@2.48.1', file: 'lib/scripts/amplitude-min.js' },
  { name: 'RudderStack v3 (modern umd)', spec: '@rudderstack/analytics-js@3.34.1', file: 'dist/npm/modern/umd/index.js' },
  {
    name: 'Snowplow browser-tracker (esbuild: newTracker + trackStructEvent)',
    spec: '@snowplow/browser-tracker@4',
    entry: "export { newTracker, trackStructEvent } from '@snowplow/browser-tracker';",
  },
  {
    name: 'plausible-tracker (esbuild: Plausible)',
    spec: 'plausible-tracker@0.3.9',
    entry: "export { default } from 'plausible-tracker';",
  },
];

const sizes = (bytes: Uint8Array) => [
  bytes.length,
  gzipSync(bytes, { level: 9 }).length,
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
];

async function bundle(entryCode: string, resolveDir: string): Promise<Uint8Array> {
  const result = await build({
    stdin: { contents: entryCode, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].contents;
}

/** Unpacks a peer package into the cache (once), returns its folder, or throws when npm can't reach it. */
function fetchPeer(peer: Peer): string {
  const dir = join(cache, peer.spec.replace(/[/@]/g, '_'));
  if (existsSync(join(dir, 'package.json'))) return dir;
  mkdirSync(dir, { recursive: true });
  if (peer.entry) {
    // An ESM package needs its dependencies to bundle: a throwaway install in its own folder.
    writeFileSync(join(dir, 'package.json'), '{"private":true}');
    execFileSync('npm', ['install', '--silent', '--no-audit', '--no-fund', '--ignore-scripts', peer.spec], {
      cwd: dir,
      stdio: 'ignore',
      timeout: 120_000,
    });
    return dir;
  }
  const tarball = execFileSync('npm', ['pack', '--silent', peer.spec], { cwd: dir, encoding: 'utf8', timeout: 120_000 })
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', ['xzf', tarball, '--strip-components=1'], { cwd: dir });
  return dir;
}

export default async function run(): Promise<BenchTable[]> {
  const rows: (string | number)[][] = [];
  const own = (label: string, bytes: Uint8Array) => rows.push([label, ...sizes(bytes)]);
  own('visit-tag: dist/visit-tag.js (script tag)', readFileSync(join(root, 'dist/visit-tag.js')));
  own('visit-tag: dist/visit-tag.debug.js', readFileSync(join(root, 'dist/visit-tag.debug.js')));
  own(
    'visit-tag ESM: createTracker (esbuild, idb-keyval included)',
    await bundle(`export { createTracker } from './dist/index.js';`, root),
  );
  own('visit-tag ESM: validateEvent + encodeLine only', await bundle(`export { validateEvent, encodeLine } from './dist/index.js';`, root));
  own('visit-tag/goals: searchGoals', await bundle(`export { searchGoals } from './dist/goals.js';`, root));
  own('visit-tag/map: storeMapData', await bundle(`export { storeMapData } from './dist/map.js';`, root));
  for (const name of BRIDGES) {
    own(`visit-tag consent bridge: dist/${name}.js (script tag, separate from the tag)`, readFileSync(join(root, `dist/${name}.js`)));
  }
  const tagGzip = gzipSync(readFileSync(join(root, 'dist/visit-tag.js')), { level: 9 }).length;
  const notes = [
    'raw = minified bytes; gzip level 9; brotli quality 11; one run (sizes do not vary)',
    `dist/visit-tag.js is ${tagGzip} B gzip: ${Math.abs(tagGzip - TARGET_GZIP_BYTES)} B ${tagGzip > TARGET_GZIP_BYTES ? 'above' : 'below'} the ${TARGET_GZIP_BYTES} B target`,
  ];
  for (const peer of PEERS) {
    try {
      const dir = fetchPeer(peer);
      const bytes = peer.file ? readFileSync(join(dir, peer.file)) : await bundle(peer.entry!, dir);
      rows.push([`${peer.name} ${peer.spec}`, ...sizes(bytes)]);
    } catch (error) {
      notes.push(`${peer.spec}: not measured (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return [{ title: 'Bundle sizes (bytes)', columns: ['bundle', 'raw', 'gzip', 'brotli'], rows, notes }, await partCosts()];
}

/** The parts of the script tag, by the modules (paths in esbuild's bundle comments) that make them. */
const PARTS: [part: string, modules: RegExp][] = [
  ['user-agent parsing (parse-user-agent, user-agent-rules)', /^src\/tracker\/(parse-user-agent|user-agent-rules)\.ts$/],
  [
    'STATICDATA as a whole (Client Hints, screen, indices and the parser above)',
    /^src\/tracker\/(collect-static-data|default-indices|find-index)\.ts$/,
  ],
  ['validation (validate-event)', /^src\/wire\/validate-event\.ts$/],
  ['delivery engine (src/delivery/, idb-keyval)', /^(src\/delivery\/|node_modules\/idb-keyval\/)/],
  ['  of which the IndexedDB store (create-event-store, idb-keyval)', /^(src\/delivery\/create-event-store|node_modules\/idb-keyval\/)/],
  [
    'page views and SPA navigation (settling included)',
    /^src\/tracker\/(collect-page-view|watch-navigation|when-view-settles|match-url-rules)\.ts$/,
  ],
  ['redaction and beforeSend', /^src\/tracker\/(redact-urls|apply-before-send)\.ts$/],
  ['prerendering (start when shown)', /^src\/tracker\/defer-while-prerendering\.ts$/],
  ['remote data (retrieveDataFromRemoteSource)', /^src\/tracker\/create-remote-data\.ts$/],
  ['custom data (setCustomData)', /^src\/tracker\/build-custom-data\.ts$/],
  ['visitor cookie and visits', /^src\/tracker\/(create-cookie-jar|visit-state)\.ts$/],
  ['script-tag options (data-*)', /^src\/tracker\/read-data-options\.ts$/],
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
