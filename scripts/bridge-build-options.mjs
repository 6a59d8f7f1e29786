// The esbuild options of the consent bridges (issue 15), used by scripts/build.mjs: each bridge is
// its own small script tag (production and debug) and its own ESM entry; none shares a byte with
// the tag. The bench's size table and the byte-budget test read the same list.

/** The bridges: script-tag entry (src/entrypoints/NAME.ts) and ESM entry (src/NAME.ts). */
export const BRIDGES = ['consent-tcf', 'consent-gcm'];

/**
 * Every esbuild build of the bridges: the script tags `dist/NAME.js` and `dist/NAME.debug.js`
 * (IIFE, minified like the tag; scripts/build.mjs gives the production ones terser's pass too),
 * and the ESM entries `dist/NAME.esm.js` (readable, `__DEV__` on like dist/index.js).
 * @param {{ version: string }} options
 * @returns {import('esbuild').BuildOptions[]}
 */
export function bridgeBuildOptions({ version }) {
  const define = (dev) => ({
    __VERSION__: JSON.stringify(version),
    __DEV__: String(dev),
    __ENGINE_FILE__: 'null',
    __DEFINITIONS_FILE__: 'null',
  });
  const scriptTag = (dev) => ({
    entryPoints: Object.fromEntries(BRIDGES.map((name) => [dev ? `${name}.debug` : name, `src/entrypoints/${name}.ts`])),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2021'],
    minify: true,
    define: define(dev),
  });
  const esm = {
    entryPoints: Object.fromEntries(BRIDGES.map((name) => [`${name}.esm`, `src/${name}.ts`])),
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: ['es2020'],
    define: define(true),
  };
  return [scriptTag(false), scriptTag(true), esm];
}

/** The bridges' ESM entries, for the declaration step (dist/types/NAME.d.ts). */
export const BRIDGE_DECLARATION_ENTRIES = BRIDGES.map((name) => `${name}.ts`);
