import { buildViteApp } from '../build-vite-app.js';

/**
 * The router apps under test/fixtures/routers/, each built with its own vite.config.js.
 * @example for (const app of ROUTER_APPS) await buildRouterApp(app);
 */
export const ROUTER_APPS = ['react', 'vue', 'sveltekit'] as const;
export type RouterApp = (typeof ROUTER_APPS)[number];

/**
 * Builds one router app the way its users do (`vite build`) into `.cache/routers/<app>-<hash>/site`
 * and returns that folder; a build of the same sources and versions is reused (`buildViteApp`).
 *
 * @example
 * const site = await buildRouterApp('react'); // …/.cache/routers/react-3f9a…/site
 */
export function buildRouterApp(app: RouterApp): Promise<string> {
  return buildViteApp({ source: `test/fixtures/routers/${app}`, cache: '.cache/routers', name: app });
}
