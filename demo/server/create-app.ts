import { Hono } from 'hono';
import { addApiRoutes } from './add-api-routes.js';
import { addQaRoutes, createFaultMiddleware } from './add-qa-routes.js';
import { addStaticRoutes } from './add-static-routes.js';
import { jsonError, type Env, type ServerContext } from './server-context.js';
import { visitorCookie } from './visitor-cookie.js';

/**
 * The Hono app: CORS on every answer (errors included), a request log line unless quiet, faults,
 * then the QA, API and static routes; JSON 404 and 500 answers. With `serverVisitorCookie`, every
 * HTML page also gets the site's own visitor cookie of that name.
 * @example const app = createApp(server, '/repo', {}); await app.request('/__faults');
 */
export function createApp(
  server: ServerContext,
  root: string,
  extraStatic?: Record<string, string>,
  serverVisitorCookie?: string,
): Hono<Env> {
  const app = new Hono<Env>();
  if (serverVisitorCookie) app.use('*', visitorCookie(serverVisitorCookie));
  app.use('*', async (c, next) => {
    const cors = {
      'Access-Control-Allow-Origin': c.req.header('origin') ?? '*',
      'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': c.req.header('access-control-request-headers') ?? 'Authorization, Content-Type',
      'Access-Control-Expose-Headers': 'Retry-After, X-Total-Count, X-Page, X-Per-Page',
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    };
    if (c.req.method === 'OPTIONS') c.res = new Response(null, { status: 204, headers: cors });
    else await next();
    for (const [name, value] of Object.entries(cors)) c.res.headers.set(name, value);
  });
  if (!server.quiet) {
    app.use('*', async (c, next) => {
      await next();
      if (/^\/(visit|map|goals|oauth)\//.test(c.req.path))
        console.log(`${c.req.method} ${c.req.path}${c.req.url.replace(/^[^?]*/, '')} → ${c.res.status}`);
    });
  }
  app.use('*', createFaultMiddleware(server));
  addQaRoutes(app, server);
  addApiRoutes(app, server, root);
  addStaticRoutes(app, root, extraStatic);
  app.notFound((c) => jsonError(404, 'not-found', `no route for ${c.req.method} ${c.req.path}`));
  app.onError((error) => jsonError(500, 'internal', error instanceof Error ? error.message : String(error)));
  return app;
}
