// The script-tag build (the loader, the engine file beside it, the debug build), shared by
// scripts/build.mjs, the chaos runner, the browser tests' harness and the bench's size table, so
// every one of them serves and measures the same files.
import { createHash } from 'node:crypto';
import { INTERNAL_PROPS } from './internal-props.mjs';

export { INTERNAL_PROPS } from './internal-props.mjs';

/**
 * The script tag's entries (src/entrypoints/, each named as the file it builds): the loader, the
 * engine file and the definitions part it loads, the debug build (loader, engine and part in one).
 */
export const SCRIPT_TAG_ENTRIES = {
  loader: 'src/entrypoints/visit-tag.ts',
  engine: 'src/entrypoints/visit-tag.engine.ts',
  definitions: 'src/entrypoints/visit-tag.definitions.ts',
  debug: 'src/entrypoints/visit-tag.debug.ts',
};

/**
 * What the production files are told of the files built before them when one is built on its own
 * (the bench's per-part table): names and integrities of the real ones' length and randomness
 * (hashes of a fixed text), so its gzip bytes are the shipped file's. `buildScriptTag` gives the real ones.
 */
export const TAG_FILES_PLACEHOLDER = Object.fromEntries(
  ['engine', 'definitions'].map((kind) => [
    kind,
    {
      file: `visit-tag.${kind}-${createHash('sha256').update(kind).digest('hex').slice(0, 8)}.js`,
      integrity: integrityOf(kind),
    },
  ]),
);

/**
 * Options for `build()` of one script-tag entry: `part` of SCRIPT_TAG_ENTRIES under the file name
 * `name`. Production (`dev` false): internal properties shortened, with one `mangleCache` for the
 * part, the engine and the loader so the names they share match; `tagFiles`, the files of the tag
 * built before this one: the loader is told its engine (`__ENGINE_FILE__`), the engine its part
 * (`__DEFINITIONS_FILE__`), each `{ file, integrity }`. The debug build has none:
 * its engine and part are inside it.
 * @param {{ dev: boolean, version: string, part?: 'loader' | 'engine' | 'definitions' | 'debug', name?: string, tagFiles?: object, mangleCache?: Record<string, string | false> }} options
 * @returns {import('esbuild').BuildOptions}
 */
export function tagBuildOptions({ dev, version, part = dev ? 'debug' : 'loader', name, tagFiles = TAG_FILES_PLACEHOLDER, mangleCache }) {
  return {
    entryPoints: { [name ?? (dev ? 'visit-tag.debug' : `visit-tag${part === 'loader' ? '' : `.${part}`}`)]: SCRIPT_TAG_ENTRIES[part] },
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
      // Each production file names the next it needs: the loader its engine, the engine its part.
      __ENGINE_FILE__: dev || part !== 'loader' ? 'null' : JSON.stringify(tagFiles.engine),
      __DEFINITIONS_FILE__: dev || part !== 'engine' ? 'null' : JSON.stringify(tagFiles.definitions),
    },
    // No sourceMappingURL comment in the production tag (bytes on every page view); the map is
    // still written next to it, and the debug variant links its own.
    sourcemap: dev ? 'linked' : 'external',
    ...(dev ? {} : { mangleProps: new RegExp(`^(${INTERNAL_PROPS.join('|')})$`), mangleCache }),
    // The production engine asks the loader for its part file (src/engine/load-part.ts): the
    // part's `import()` there is dead code, so it must not be bundled in.
    ...(dev ? {} : { plugins: [PART_AS_FILE] }),
  };
}

/**
 * Keeps the part's module out of the production engine: its `import()` there is never run (the
 * engine asks the loader for the part file) and names the part as the package does, `visit-tag/part`,
 * not by its place in src/, so moving source files changes no byte of the engine.
 */
const PART_AS_FILE = {
  name: 'part-as-file',
  setup(build) {
    build.onResolve({ filter: /\/definitions\/part\/start-part\.js$/ }, ({ importer }) =>
      importer.endsWith('load-part.ts') ? { path: 'visit-tag/part', external: true } : undefined,
    );
  },
};

/**
 * Subresource Integrity of a file's bytes: the value of its `integrity` attribute.
 * @param {string | Uint8Array} contents
 */
export function integrityOf(contents) {
  return `sha384-${createHash('sha384').update(contents).digest('base64')}`;
}

/**
 * Builds the script tag's files. Production: the definitions part, then the engine, each named
 * after its bytes (`visit-tag.<kind>-<sha256, 8 hex>.js`), then the loader `visit-tag.js`, which
 * pins the engine by name and sha384 (`__ENGINE_FILE__`), as the engine pins the part (`__DEFINITIONS_FILE__`); each through esbuild and terser with one mangle
 * cache, maps carried through (`maps` false: none). Debug: the one file `visit-tag.debug.js`,
 * loader, engine and part together, as esbuild makes it.
 * @param {{ dev: boolean, version: string, root: string, maps?: boolean }} options
 * @returns {Promise<Array<{ name: string, contents: Uint8Array }>>}
 */
export async function buildScriptTag({ dev, version, root, maps = true }) {
  const { build } = await import('esbuild');
  const { join } = await import('node:path');
  const common = { absWorkingDir: root, outdir: join(root, 'dist'), write: false, logLevel: 'warning' };
  if (dev) {
    const result = await build({ ...common, ...tagBuildOptions({ dev, version }) });
    return result.outputFiles.map((file) => ({ name: file.path.slice(common.outdir.length + 1), contents: file.contents }));
  }
  const files = [];
  const tagFiles = {};
  let mangleCache = {};
  // One file: esbuild, then terser; a hashed file is renamed after its bytes (its map's `file` follows).
  const buildFile = async (part, isHashed) => {
    const name = part === 'loader' ? 'visit-tag' : `visit-tag.${part}`;
    const result = await build({ ...common, ...tagBuildOptions({ dev, version, part, name, tagFiles, mangleCache }) });
    mangleCache = result.mangleCache;
    const [map, code] = ['.js.map', '.js'].map((end) => result.outputFiles.find((file) => file.path.endsWith(end)));
    const minified = await minifyTag({
      code: code.text,
      map: maps ? map.text : undefined,
      fileName: `${name}.js`,
      preamble: part !== 'definitions' ? EAGER_COMPILE_HINT : undefined,
      compress: part === 'loader' ? LOADER_COMPRESS : undefined,
    });
    const fileName = isHashed ? `${name}-${createHash('sha256').update(minified.code).digest('hex').slice(0, 8)}.js` : `${name}.js`;
    files.push({ name: fileName, contents: Buffer.from(minified.code) });
    if (maps)
      files.push({ name: `${fileName}.map`, contents: Buffer.from(minified.map.replace(`"${name}.js"`, JSON.stringify(fileName))) });
    if (isHashed) tagFiles[part] = { file: fileName, integrity: integrityOf(minified.code) };
  };
  // The loader is the file every page parses first: its names are shortened first, so it gets the
  // shortest ones. Its real build must come last (it pins the engine's hash), so a first build of it,
  // told the placeholders of the same length, seeds the mangle cache; the engine and the part then
  // take the names it left, and its real build finds its own names as they were.
  mangleCache = (await build({ ...common, ...tagBuildOptions({ dev, version, part: 'loader', name: 'visit-tag', mangleCache }) }))
    .mangleCache;
  await buildFile('definitions', true);
  await buildFile('engine', true);
  await buildFile('loader', false);
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
 * V8's explicit compile hint (Chromium 136 on): every function of the file is compiled as the script
 * is, which for an `async` script from the network is on a background thread while it streams in,
 * instead of one by one on the page's main thread at each first call. The loader and the engine
 * carry it: nearly all of the loader runs at boot, on the page's critical path, and the engine's
 * start was its longest task (docs/browser-facts.md, "The first visit's boot"). The part does not:
 * most of it runs only for the goals a site defines.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * terser's compress options for the loader on top of TERSER_OPTIONS: function expressions that use
 * no `this` become arrows (7 B gzip). Safe there: the loader calls no function of its own with
 * `new` and reads no `prototype` of one (checked by the loader's tests in three engines).
 */
export const LOADER_COMPRESS = { unsafe_arrows: true };

/**
 * The second minification pass over esbuild's production script tags (the tag, the consent
 * bridges). With esbuild's map, the map is carried through both steps (terser reads it and writes
 * one from the original sources); without one, none is made.
 * `preamble` is a first line kept as it is (the source map allows for it); `compress`, options
 * over TERSER_OPTIONS' own.
 * @param {{ code: string, map?: string, fileName?: string, preamble?: string, compress?: object }} input esbuild's output and its map
 * @returns {Promise<{ code: string, map?: string }>}
 */
export async function minifyTag({ code, map, fileName, preamble, compress }) {
  const { minify } = await import('terser');
  const options = {
    ...TERSER_OPTIONS,
    compress: { ...TERSER_OPTIONS.compress, ...compress },
    format: { ...TERSER_OPTIONS.format, preamble },
  };
  if (map === undefined) return { code: (await minify(code, options)).code };
  const result = await minify(code, { ...options, sourceMap: { content: map, filename: fileName, includeSources: true } });
  return { code: result.code, map: String(result.map) };
}
