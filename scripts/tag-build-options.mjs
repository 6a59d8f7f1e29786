// The script-tag build (the loader, the engine file beside it, the debug build), shared by
// scripts/build.mjs, the chaos runner, the browser tests' harness and the bench's size table, so
// every one of them serves and measures the same files.
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
  // the tracker's visit step (src/tracker/visit-state.ts)
  ...['isNew', 'previous', 'visit'],
  // the tracker's outcomes (src/tracker/create-outcome-hub.ts)
  ...['emit', 'dropEvent', 'withDrops'],
  // delivery: an entry's state (entry.ts)
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
  // delivery: the page-hide handoff (create-handoff.ts)
  ...['handoff', 'leave', 'recall', 'collect'],
  // delivery: the batch cap (create-batch-cap.ts)
  ...['updateRecovery', 'forNextBody', 'afterSent', 'settle'],
  // the loader and its handoff to the engine (src/loader/): the engine's script element, the engine's
  // parts, the call log, the engine's loading. Never a field of a stored call (call.ts): a later
  // release's engine reads those.
  ...[
    'connectEngine',
    'createNonce',
    'replay',
    'takeAll',
    'isStored',
    'adoptCalls',
    'unbeaconed',
    'markBeaconed',
    'whenWritten',
    'countHeld',
  ],
  ...['connectNow', 'whenIdle'],
];

/** The script tag's entries (src/entrypoints/): the loader, the engine file it loads, the debug build (both in one). */
export const SCRIPT_TAG_ENTRIES = {
  loader: 'src/entrypoints/visit-tag.ts',
  engine: 'src/entrypoints/engine.ts',
  debug: 'src/entrypoints/visit-tag-debug.ts',
};

/**
 * Options for `build()` of one script-tag entry: `part` of SCRIPT_TAG_ENTRIES under the file name
 * `name`. Production (`dev` false): internal properties shortened, with one `mangleCache` for the
 * loader and the engine so the names they share match; `define` adds constants (the engine file's
 * name and integrity, for the loader).
 * @param {{ dev: boolean, version: string, part?: 'loader' | 'engine' | 'debug', name?: string, define?: Record<string, string>, mangleCache?: Record<string, string | false> }} options
 * @returns {import('esbuild').BuildOptions}
 */
export function tagBuildOptions({ dev, version, part = dev ? 'debug' : 'loader', name, define = {}, mangleCache }) {
  return {
    entryPoints: { [name ?? (dev ? 'visit-tag.debug' : 'visit-tag')]: SCRIPT_TAG_ENTRIES[part] },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    // ES2021 (`??=` and friends kept as written): every browser the tag supports has it.
    target: ['es2021'],
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    define: { __VERSION__: JSON.stringify(version), __DEV__: String(dev), ...define },
    // No sourceMappingURL comment in the production tag (bytes on every page view); the map is
    // still written next to it, and the debug variant links its own.
    sourcemap: dev ? 'linked' : 'external',
    ...(dev ? {} : { mangleProps: new RegExp(`^(${INTERNAL_PROPS.join('|')})$`), mangleCache }),
  };
}

/**
 * Subresource Integrity of a file's bytes: the value of its `integrity` attribute.
 * @param {string | Uint8Array} contents
 */
export const integrityOf = (contents) => `sha384-${createHash('sha384').update(contents).digest('base64')}`;

/**
 * Builds the script tag's files: production, the loader `visit-tag.js` and the engine file beside
 * it, `visit-tag.engine-<hash>.js` (its name from its content, its integrity pinned in the
 * loader), each through esbuild and terser, maps carried through (`maps` false: none); debug, the
 * one file `visit-tag.debug.js`, loader and engine together, as esbuild makes it.
 * @param {{ dev: boolean, version: string, root: string, maps?: boolean, write?: false }} options
 * @returns {Promise<Array<{ name: string, contents: Uint8Array }>>}
 */
export async function buildScriptTag({ dev, version, root, maps = true }) {
  const { build } = await import('esbuild');
  const { join } = await import('node:path');
  const common = { absWorkingDir: root, outdir: join(root, 'dist'), write: false, logLevel: 'warning' };
  const files = [];
  const keep = async (result, name) => {
    const [map, code] = ['.js.map', '.js'].map((end) => result.outputFiles.find((file) => file.path.endsWith(end)));
    if (dev)
      return files.push(
        ...result.outputFiles.map((file) => ({ name: file.path.slice(common.outdir.length + 1), contents: file.contents })),
      );
    const minified = await minifyTag({ code: code.text, map: maps ? map.text : undefined, fileName: `${name}.js` });
    files.push({ name: `${name}.js`, contents: Buffer.from(minified.code) });
    if (maps) files.push({ name: `${name}.js.map`, contents: Buffer.from(minified.map) });
    return minified.code;
  };
  if (dev) {
    await keep(await build({ ...common, ...tagBuildOptions({ dev, version }) }));
    return files;
  }
  // The engine first: its bytes name it, and the loader pins them. Built under a placeholder name,
  // then renamed (the map's `file` follows).
  const engine = await build({
    ...common,
    ...tagBuildOptions({ dev, version, part: 'engine', name: 'visit-tag.engine', mangleCache: {} }),
  });
  const engineCode = await keep(engine, 'visit-tag.engine');
  const engineName = `visit-tag.engine-${createHash('sha256').update(engineCode).digest('hex').slice(0, 8)}`;
  for (const file of files) file.name = file.name.replace('visit-tag.engine', engineName);
  const mapFile = files.find((file) => file.name.endsWith('.map'));
  if (mapFile) mapFile.contents = Buffer.from(String(mapFile.contents).replace('"visit-tag.engine.js"', `"${engineName}.js"`));
  const define = { __ENGINE_FILE__: JSON.stringify(`./${engineName}.js`), __ENGINE_INTEGRITY__: JSON.stringify(integrityOf(engineCode)) };
  await keep(
    await build({ ...common, ...tagBuildOptions({ dev, version, part: 'loader', define, mangleCache: engine.mangleCache }) }),
    'visit-tag',
  );
  return files;
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
