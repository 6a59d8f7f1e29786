import type { Hono } from 'hono';
import { createGoalsSearchHandler, loadGoals } from './handle-goals-search.js';
import { createMapReadHandler, createMapStoreHandler } from './handle-map.js';
import { createTokenHandler } from './handle-token.js';
import { createVisitEventsHandler } from './handle-visit-events.js';
import type { Env, ServerContext } from './server-context.js';

/**
 * The spec's routes: event posting, the map, goal search, and the token endpoint.
 * @example addApiRoutes(app, server, '/repo');
 */
export function addApiRoutes(app: Hono<Env>, server: ServerContext, root: string): void {
  app.post('/visit/events', createVisitEventsHandler(server));
  app.post('/map/maps', createMapStoreHandler(server));
  app.get('/map/map', createMapReadHandler(server));
  app.post('/oauth/token', createTokenHandler(server));
  app.post('/goals/search', createGoalsSearchHandler(server, loadGoals(root)));
}
