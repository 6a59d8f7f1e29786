// The esbuild options of the background drain's worker (issue 42, docs/background-sync.md), used by
// scripts/build.mjs. Pages register the worker, no script tag loads it, and it runs in a worker:
// it shares no module with a page at run time, so it is built apart from the page entries (in
// their shared build its delivery modules would split every page entry's chunks).

/**
 * The two builds: `dist/visit-tag-sw.js`, the tag's own worker (a classic script, as every engine
 * with Background Sync runs one; minified, then terser's pass in scripts/build.mjs), and
 * `dist/sw.js`, the ESM entry `visit-tag/sw` for a site's own worker (readable, `__DEV__` on like
 * dist/index.js, idb-keyval left to the site's bundler).
 * @param {{ version: string }} options
 * @returns {import('esbuild').BuildOptions[]}
 */
export function workerBuildOptions({ version }) {
  const define = (dev) => ({
    __VERSION__: JSON.stringify(version),
    __DEV__: String(dev),
    __ENGINE_FILE__: 'null',
    __DEFINITIONS_FILE__: 'null',
  });
  return [
    {
      entryPoints: { 'visit-tag-sw': 'src/entrypoints/visit-tag-sw.ts' },
      format: 'iife',
      platform: 'browser',
      target: ['es2021'],
      minify: true,
      define: define(false),
    },
    {
      entryPoints: ['src/sw.ts'],
      format: 'esm',
      platform: 'neutral',
      target: ['es2020'],
      external: ['idb-keyval'],
      define: define(true),
    },
  ];
}

/**
 * The tag's own worker as it ships (`dist/visit-tag-sw.js`): esbuild with the first of
 * workerBuildOptions, then terser's pass (minifyTag). scripts/build.mjs and the chaos run's fresh
 * build both make it here.
 * @param {{ version: string, root: string }} options
 * @returns {Promise<{ name: string, contents: Buffer }>}
 */
export async function buildWorkerScript({ version, root }) {
  const { build } = await import('esbuild');
  const { minifyTag } = await import('./tag-build-options.mjs');
  const [script] = workerBuildOptions({ version });
  const result = await build({
    ...script,
    absWorkingDir: root,
    bundle: true,
    write: false,
    outdir: 'dist',
    logLevel: 'warning',
    legalComments: 'none',
    charset: 'utf8',
  });
  return { name: 'visit-tag-sw.js', contents: Buffer.from((await minifyTag({ code: result.outputFiles[0].text })).code) };
}
