import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../../demo/server/start-server.js';
import { ENGINE_FIXTURES_PREFIX } from './tag-page-url.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The stand-in server with the engine tier's fixture pages under `/__engines/` and idb-keyval (the
 * ESM build's one external import) under `/__engines-deps/idb-keyval/`.
 *
 * @example
 * const server = await startEngineServer(); await page.goto(`${server.url}/__engines/blank.html`);
 */
export function startEngineServer(): ReturnType<typeof startServer> {
  return startServer({
    port: 0,
    quiet: true,
    extraStatic: {
      [ENGINE_FIXTURES_PREFIX]: join(root, 'test/browser/engines/fixtures'),
      '/__engines-deps/idb-keyval/': join(root, 'node_modules/idb-keyval/dist'),
    },
  });
}
