import { join } from 'node:path';
import { findRoot } from '../../../demo/server/find-root.js';
import { startServer, type ServerOptions } from '../../../demo/server/start-server.js';
import { ENGINE_FIXTURES_PREFIX } from './tag-page-url.js';

// Found by package.json, so it also works from the bundle `npm run bench` writes under node_modules/.cache.
const root = findRoot();

/**
 * The stand-in server with the engine tier's fixture pages under `/__engines/` and idb-keyval (the
 * ESM build's one external import) under `/__engines-deps/idb-keyval/`, plus a scenario's own
 * `extraStatic` mounts (URL prefix → directory), and any other server option in `more`.
 *
 * @example
 * const server = await startEngineServer(); await page.goto(`${server.url}/__engines/blank.html`);
 */
export function startEngineServer(extraStatic: Record<string, string> = {}, more: ServerOptions = {}): ReturnType<typeof startServer> {
  return startServer({
    ...more,
    port: 0,
    quiet: true,
    extraStatic: {
      [ENGINE_FIXTURES_PREFIX]: join(root, 'test/browser/engines/fixtures'),
      '/__engines-deps/idb-keyval/': join(root, 'node_modules/idb-keyval/dist'),
      ...extraStatic,
    },
  });
}
