import { ENGINE_CAPABILITIES } from './engine-capabilities.js';
import type { Engine, EnginePage } from './engine-types.js';
import { createWebkitPage } from './create-webkit-page.js';
import { startLoopbackProxy } from './start-loopback-proxy.js';
import { startWebkitSession } from './start-webkit-session.js';

/**
 * WebKitGTK's MiniBrowser (startWebkitSession: Debian's WebKitWebDriver, classic WebDriver, its own
 * Xvfb) behind the engine interface; every page starts with the storage of earlier pages wiped.
 * `mapHostNames`: every request goes through a forward proxy to 127.0.0.1 ({@link startLoopbackProxy}).
 *
 * @example
 * const engine = await launchWebkitEngine();
 */
export async function launchWebkitEngine(options: { mapHostNames?: boolean } = {}): Promise<Engine> {
  const proxy = options.mapHostNames ? await startLoopbackProxy() : undefined;
  const session = await startWebkitSession({ proxy: proxy?.address }).catch(async (error: unknown) => {
    await proxy?.close();
    throw error;
  });
  const visitedOrigins = new Set<string>();
  const userAgent = String(await session.browser.execute('return navigator.userAgent'));
  return {
    name: 'webkit',
    userAgent,
    capabilities: ENGINE_CAPABILITIES.webkit,
    async newPage(): Promise<EnginePage> {
      try {
        return await createWebkitPage(session.browser, visitedOrigins);
      } catch (error) {
        // A page frozen in WebKit's back/forward cache with an IndexedDB transaction open keeps
        // its database from being deleted (engines.md, "A WebKit trap"). A new MiniBrowser
        // session starts with empty, ephemeral storage (about 2 s instead of 0.3 s).
        console.warn(`webkit: clearing storage failed (${String(error).split('\n')[0]}); starting a new MiniBrowser session`);
        visitedOrigins.clear();
        return createWebkitPage(await session.restart(), visitedOrigins);
      }
    },
    async close() {
      await session.close();
      await proxy?.close();
    },
  };
}
