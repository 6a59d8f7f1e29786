import type { Hono, MiddlewareHandler } from 'hono';
import { describeFaultProblem, type FaultRule } from './create-faults.js';
import { newRequestEntry } from './handle-visit-events.js';
import { rawQueryOf, readQuery } from './read-query.js';
import { jsonError, type Env, type ServerContext } from './server-context.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The QA routes: `GET/DELETE /__inspect/events[?siteCode=S]` (what arrived, accepted and rejected
 * with reasons; DELETE also clears faults and rate buckets), `GET /__inspect/counts[?siteCode=S]`
 * (the counts alone) and `POST/GET/DELETE /__faults`.
 * @example addQaRoutes(app, server);
 */
export function addQaRoutes(app: Hono<Env>, server: ServerContext): void {
  const siteOf = (url: string) => {
    const query = readQuery(rawQueryOf(url));
    return 'params' in query ? query.params.get('siteCode') || undefined : undefined;
  };
  app.get('/__inspect/events', async (c) => {
    await server.settled();
    return c.json(server.store.inspect(siteOf(c.env.incoming.url ?? '')));
  });
  // Counts only: cheap to poll (the demo page, the bench) when the event lists are large.
  app.get('/__inspect/counts', async (c) => {
    await server.settled();
    return c.json(server.store.inspect(siteOf(c.env.incoming.url ?? '')).counts);
  });
  app.delete('/__inspect/events', async (c) => {
    await server.settled();
    const siteCode = siteOf(c.env.incoming.url ?? '');
    server.store.reset(siteCode);
    await server.persistence?.reset(siteCode);
    server.faults.clear();
    server.limiter.reset();
    return c.body(null, 204);
  });
  app.post('/__faults', async (c) => {
    let rules: unknown;
    try {
      rules = await c.req.json();
    } catch {
      return jsonError(400, 'bad-body', 'the body must be a JSON fault object (or an array of them)');
    }
    const list = Array.isArray(rules) ? rules : [rules];
    for (const rule of list) {
      const problem = describeFaultProblem(rule);
      if (problem) return jsonError(400, 'bad-body', problem);
    }
    list.forEach((rule) => server.faults.add(rule as FaultRule));
    return c.body(null, 204);
  });
  app.get('/__faults', (c) => c.json(server.faults.list()));
  app.delete('/__faults', (c) => {
    server.faults.clear();
    return c.body(null, 204);
  });
}

/**
 * Applies the first matching fault to a request (QA routes and preflights excepted): a delay, a
 * status with Retry-After, a thrown error (500), or a dropped socket; with `afterIngest` the
 * request is handled first, so its events are stored and only the answer is lost.
 * @example app.use('*', createFaultMiddleware(server));
 */
export function createFaultMiddleware(server: ServerContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/__')) return next();
    const fault = server.faults.take(c.req.path);
    if (!fault) return next();
    if (fault.delayMs) await sleep(fault.delayMs);
    const isAnswered = fault.status !== undefined || fault.drop || fault.error !== undefined;
    if (!isAnswered || fault.afterIngest) await next();
    if (!isAnswered) return;
    const entry = c.get('requestEntry') ?? (c.req.path === '/visit/events' ? newRequestEntry(c, server) : undefined);
    if (fault.error !== undefined) {
      if (entry) entry.status = 500;
      throw new Error(fault.error);
    }
    if (fault.drop) {
      if (entry) Object.assign(entry, { status: 0, reason: 'socket dropped by POST /__faults' });
      c.env.incoming.socket?.destroy();
      c.res = new Response(null, { status: 204 });
      return;
    }
    if (entry) Object.assign(entry, { status: fault.status!, reason: 'injected by POST /__faults' });
    const headers: Record<string, string> = fault.retryAfter === undefined ? {} : { 'Retry-After': fault.retryAfter };
    c.res = jsonError(fault.status!, 'fault', 'injected by POST /__faults', headers);
  };
}
