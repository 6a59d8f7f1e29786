import { build } from 'esbuild';
import { join } from 'node:path';
import { findRoot } from '../server/find-root.js';

/**
 * Bundles the demo page's script (demo/app/main.ts and what it imports, the map and goals clients
 * included) into one browser script, returned as JavaScript text. The stand-in server serves it
 * at `/demo/app.js`; it is built on request, so an edit shows on the next reload.
 * @example app.get('/demo/app.js', async (c) => c.body(await buildDemoApp(), 200, { 'content-type': 'text/javascript' }));
 */
export async function buildDemoApp(): Promise<string> {
  const root = findRoot();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'demo/app/main.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    sourcemap: 'inline',
    logLevel: 'silent',
    define: { __DEV__: 'true', __VERSION__: JSON.stringify(typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0') },
  });
  return result.outputFiles[0].text;
}
