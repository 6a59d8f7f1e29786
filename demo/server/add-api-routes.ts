import type { Hono } from 'hono';
import { createDefinitionsHandler } from './handle-definitions.js';
import { createGoalsSearchHandler, loadGoals } from './handle-goals-search.js';
import { createMapReadHandler, createMapStoreHandler } from './handle-map.js';
import { createTokenHandler } from './handle-token.js';
import { createVisitEventsHandler } from './handle-visit-events.js';
import type { Env, ServerContext } from './server-context.js';

/**
 * The spec's routes: event posting, the map, goal search, the token endpoint, and the
 * definitions file built from the same goals.
 * @example addApiRoutes(app, server, '/repo');
 */
export function addApiRoutes(app: Hono<Env>, server: ServerContext, root: string): void {
  app.post('/visit/events', createVisitEventsHandler(server));
  app.post('/map/maps', createMapStoreHandler(server));
  app.get('/map/map', createMapReadHandler(server));
  app.post('/oauth/token', createTokenHandler(server));
  const goals = loadGoals(root);
  app.post('/goals/search', createGoalsSearchHandler(server, goals));
  // The definitions file of those goals (with the demo's own), as `npx visit-tag definitions` writes it.
  app.get('/definitions.json', createDefinitionsHandler(goals));
}
