// The esbuild options of the script-tag bundle, shared by scripts/build.mjs and the bench's
// per-part size table, so both measure the same build.

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
];

/**
 * Options for `build()` of src/tag.ts: the production tag (`dev` false, internal properties
 * shortened) or the debug variant.
 * @param {{ dev: boolean, version: string }} options
 * @returns {import('esbuild').BuildOptions}
 */
export function tagBuildOptions({ dev, version }) {
  return {
    entryPoints: { [dev ? 'visit-tag.debug' : 'visit-tag']: 'src/tag.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // ES2021 (`??=` and friends kept as written): every browser the tag supports has it.
    target: ['es2021'],
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    define: { __VERSION__: JSON.stringify(version), __DEV__: String(dev) },
    // No sourceMappingURL comment in the production tag (bytes on every page view); the map is
    // still written next to it, and the debug variant links its own.
    sourcemap: dev ? 'linked' : 'external',
    ...(dev ? {} : { mangleProps: new RegExp(`^(${INTERNAL_PROPS.join('|')})$`) }),
  };
}

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
