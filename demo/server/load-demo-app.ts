import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { findRoot } from './find-root.js';

/**
 * Runs H6's `buildDemoApp()` from demo/app/build-app.ts and returns the page's JS. Node 20 cannot
 * import TypeScript, so the module is bundled first (packages external, its own `import.meta.url`
 * kept so that it finds its sources), rebuilt when the file changes.
 * @example const js = await loadDemoApp('/repo/demo/app/build-app.ts');
 */
export async function loadDemoApp(entry: string): Promise<string> {
  const { mtimeMs } = await stat(entry);
  const outfile = join(findRoot(), 'node_modules/.cache/visit-tag', `build-app-${process.pid}-${Math.round(mtimeMs)}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
  });
  const module = (await import(pathToFileURL(outfile).href)) as { buildDemoApp(): Promise<string> };
  return module.buildDemoApp();
}
