import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { importTs } from '../../scripts/import-ts.mjs';

/**
 * Runs H6's `buildDemoApp()` from demo/app/build-app.ts and returns the page's JS. Node 20 cannot
 * import TypeScript, so the module is bundled first (packages external, its own `import.meta.url`
 * kept so that it finds its sources), rebuilt when the file changes.
 * @example const js = await loadDemoApp('/repo/demo/app/build-app.ts');
 */
export async function loadDemoApp(entry: string): Promise<string> {
  const { mtimeMs } = await stat(entry);
  const module = (await importTs(entry, {
    name: `build-app-${process.pid}-${Math.round(mtimeMs)}`,
    quiet: true,
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(entry).href) },
  })) as { buildDemoApp(): Promise<string> };
  return module.buildDemoApp();
}
