// The esbuild options of the script-tag bundle, shared by scripts/build.mjs and the bench's
// per-part size table, so both measure the same build.
import { createHash } from 'node:crypto';

/**
 * Property names that only the tag's own modules define and read: the production tag shortens
 * them, so names can be as long as reading needs. Only exact names the tag defines itself; never a
 * name that the wire, a stored record, a public option or interface (`Tracker`, `Delivery`,
 * `DeliveryEnv`, `DeliveryStats`, `Outcome`, …) or a browser object the tag reads uses (`type`,
 * `max`, `field`, `status`, `visitNumber`, `oversized`, `purge`, …). test/node/mangled-names.test.ts
 * checks each against the browser's and the language's own names.
 */
export const INTERNAL_PROPS = [
  // the event table's field specs (src/wire/event-table.ts) and validation's options
  ...['required', 'pattern', 'enum', 'alias', 'onlyWhen', 'equals', 'itemMax', 'itemMaxLength', 'itemMaxLengthWhen', 'visitorCodeInQuery'],
  // splitIntoBodies' result, the encoder's options, the cookie's visit state
  ...['bodies', 'indices', 'omitVisitorCode', 'lastActivity'],
  // the tracker's visit step (src/identity/visit-state.ts)
  ...['isNew', 'previous', 'visit'],
  // the tracker's outcomes (src/tracker/create-outcome-hub.ts)
  ...['emit', 'dropEvent', 'withDrops'],
  // delivery: an entry's state (create-entry.ts)
  ...['isStored', 'flight', 'encodedLine', 'lineBytes'],
  // delivery: the queue (create-queue.ts)
  ...['admit', 'writePending', 'readStore', 'takeSendable', 'forget', 'discard', 'listByAge', 'isQueued', 'countQueued'],
  ...['fallBack', 'closeStore', 'reopen', 'eventStore', 'reporter', 'onStored', 'isPageGone', 'onStoreLost', 'isInMemory'],
  // delivery: the queue's store access (create-store-access.ts)
  ...['attempt', 'readAll', 'confirmStored'],
  // delivery: the reporter, the sender, the batch (create-reporter.ts, create-sender.ts, pick-batch.ts)
  ...[
    'report',
    'setStorageFallback',
    'setStorageLost',
    'setLocksRefused',
    'post',
    'beacon',
    'verdict',
    'retryAfterMs',
    'picked',
    'isKeepalive',
  ],
  ...['setTransport'], // delivery: the reporter's transport state (issue 35)
  // delivery: the tabs (create-tabs.ts)
  ...['hasPeers', 'retryAt', 'backOff', 'endBackoff', 'arrive', 'depart', 'greet', 'whileHoldingLock', 'giveBackLock', 'carry'],
  ...['onPeerLeft', 'onLocksRefused', 'onPeerCarries', 'forgetCarriedByPeer'],
  // delivery: the page lifecycle and its page-hide rule (create-page-lifecycle.ts, should-beacon.ts)
  ...['isGone', 'isGoingHome', 'watch', 'unwatch', 'isBackingOff'],
  ...['onHide', 'onRestore', 'onFreeze', 'onResume', 'onVisibilityChange', 'onOnline'],
  // delivery: the flush and its parts (create-flusher.ts)
  ...['schedule', 'isScheduled', 'cancelScheduled', 'env', 'queue', 'sender', 'tabs'],
  // delivery: the engine's resolved options and the page hide's parts (resolve-delivery-options.ts, create-page-hide.ts)
  ...['debounceMs', 'lifecycle', 'flusher'],
  // delivery: the page-hide handoff (create-handoff.ts)
  ...['handoff', 'leave', 'recall', 'collect'],
  // delivery: the batch cap (create-batch-cap.ts)
  ...['updateRecovery', 'forNextBody', 'afterSent', 'settle'],
  // the tracker's visits (create-visit-keeper.ts)
  ...['touchVisit', 'saveVisit', 'sendStaticData'],
  // the part file and the tag, each way (src/definitions/part-types.ts, create-part-link.ts): the two
  // files are built with one mangle cache (buildScriptTags), so both shorten them alike
  ...['checkEvent', 'sendEvent', 'debugLog', 'visitKey', 'isGranted', 'storageName', 'persistMemory', 'forgetMemory', 'waitingCalls'],
  ...[
    'partStats',
    'onPageView',
    'convertGoal',
    'recallValue',
    'rememberValue',
    'isOncePerVisit',
    'isInactive',
    'checkValues',
    'definedItem',
  ],
];

/**
 * What the production tag is told of its part file when it is built on its own (tests, chaos, the
 * bench): a name and an integrity of the real ones' length and randomness (hashes of a fixed
 * text), so its gzip bytes are the shipped tag's. `buildScriptTags` gives the real ones.
 */
export const PART_PLACEHOLDER = [
  `visit-tag.definitions-${createHash('sha256').update('part').digest('hex').slice(0, 8)}.js`,
  `sha384-${createHash('sha384').update('part').digest('base64')}`,
].join(' ');

/**
 * Options for `build()` of src/tag.ts: the production tag (`dev` false, internal properties
 * shortened) or the debug variant; or, with `part`, the definitions part's file
 * (src/definitions-part.ts), which only the production tag loads (the debug build holds it).
 * @param {{ dev: boolean, version: string, part?: boolean, definitionsPart?: string, mangleCache?: Record<string, string | false> }} options
 * @returns {import('esbuild').BuildOptions}
 */
export function tagBuildOptions({ dev, version, part = false, definitionsPart = PART_PLACEHOLDER, mangleCache }) {
  return {
    entryPoints: part ? { 'visit-tag.definitions': 'src/definitions-part.ts' } : { [dev ? 'visit-tag.debug' : 'visit-tag']: 'src/tag.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // ES2021 (`??=` and friends kept as written): every browser the tag supports has it.
    target: ['es2021'],
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    define: {
      __VERSION__: JSON.stringify(version),
      __DEV__: String(dev),
      __DEFINITIONS_PART__: JSON.stringify(dev || part ? '' : definitionsPart),
    },
    // No sourceMappingURL comment in the production tag (bytes on every page view); the map is
    // still written next to it, and the debug variant links its own.
    sourcemap: dev ? 'linked' : 'external',
    ...(dev ? {} : { mangleProps: new RegExp(`^(${INTERNAL_PROPS.join('|')})$`), mangleCache }),
    // The production tag loads its part as a file of its own (src/tracker/load-part.ts): the
    // part's `import()` there is dead code, so it must not be bundled in.
    ...(dev || part ? {} : { plugins: [PART_AS_FILE] }),
  };
}

/** Keeps the part's module out of the production tag: its `import()` is left for the minifier to drop. */
const PART_AS_FILE = {
  name: 'part-as-file',
  setup(build) {
    build.onResolve({ filter: /\/definitions\/start-part\.js$/ }, ({ path }) => ({ path, external: true }));
  },
};

/**
 * terser's options for the second pass over the production tag. esbuild bundles, drops dead code
 * and shortens the internal property names; terser then finds what esbuild's minifier does not
 * (inlining of single-use functions and constants, joined declarations, shorter conditionals):
 * about 730 B gzip on the tag. Two compress passes: measured on the tag of 2026-11-29, a third
 * makes the file 24 B shorter but 11 B longer in gzip and 52 B longer in brotli (one pass: +49 B
 * gzip). Measure again when the engine changes much: which count compresses best moves with it.
 * @type {import('terser').MinifyOptions}
 */
export const TERSER_OPTIONS = { ecma: 2020, compress: { passes: 2, ecma: 2020 }, format: { comments: false } };

/**
 * The second minification pass over esbuild's production script tags (the tag, the consent
 * bridges). With esbuild's map, the map is carried through both steps (terser reads it and writes
 * one from the original sources); without one, none is made.
 * @param {{ code: string, map?: string, fileName?: string }} input esbuild's output and its map
 * @returns {Promise<{ code: string, map?: string }>}
 */
export async function minifyTag({ code, map, fileName }) {
  const { minify } = await import('terser');
  if (map === undefined) return { code: (await minify(code, TERSER_OPTIONS)).code };
  const result = await minify(code, { ...TERSER_OPTIONS, sourceMap: { content: map, filename: fileName, includeSources: true } });
  return { code: result.code, map: String(result.map) };
}

/**
 * The production script tag and its definitions part, built together: the part first, named after
 * its bytes (`visit-tag.definitions-<sha256, 8 hex>.js`), then the tag, which pins the part by
 * that name and its sha384. Returns the files as the build writes them (code and map of each).
 * @param {{ version: string, root: string, maps?: boolean }} options
 * @returns {Promise<Array<{ name: string, contents: Uint8Array }>>}
 */
export async function buildScriptTags({ version, root, maps = true }) {
  const { build } = await import('esbuild');
  const { join } = await import('node:path');
  const common = { absWorkingDir: root, outdir: join(root, 'dist'), write: false, logLevel: 'warning', bundle: true };
  // One mangle cache for both: the names they hand each other are shortened alike.
  let mangleCache = {};
  const minified = async (options, fileName) => {
    const result = await build({ ...common, ...options, mangleCache, sourcemap: maps ? 'external' : false });
    mangleCache = result.mangleCache;
    const [map, code] = ['.js.map', '.js'].map((end) => result.outputFiles.find((file) => file.path.endsWith(end)));
    return minifyTag({ code: code.text, map: map?.text, fileName });
  };
  const part = await minified(tagBuildOptions({ dev: false, version, part: true }), 'visit-tag.definitions.js');
  const partName = `visit-tag.definitions-${createHash('sha256').update(part.code).digest('hex').slice(0, 8)}.js`;
  const integrity = `sha384-${createHash('sha384').update(part.code).digest('base64')}`;
  const tag = await minified(tagBuildOptions({ dev: false, version, definitionsPart: `${partName} ${integrity}` }), 'visit-tag.js');
  const files = [
    { name: partName, contents: Buffer.from(part.code) },
    { name: 'visit-tag.js', contents: Buffer.from(tag.code) },
  ];
  if (maps) {
    // The part's map names the file it maps by its final name.
    const partMap = String(part.map).replace('"visit-tag.definitions.js"', JSON.stringify(partName));
    files.push(
      { name: `${partName}.map`, contents: Buffer.from(partMap) },
      { name: 'visit-tag.js.map', contents: Buffer.from(String(tag.map)) },
    );
  }
  return files;
}
