import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { addQaRoutes, createFaultMiddleware } from './add-qa-routes.js';
import { addStaticRoutes } from './add-static-routes.js';
import { createAuth } from './create-auth.js';
import { createEventStore, type IngestRecord } from './create-event-store.js';
import { createFaults } from './create-faults.js';
import { createPersistence } from './create-persistence.js';
import { createRateLimiter, type RateLimit } from './create-rate-limiter.js';
import { findRoot } from './find-root.js';
import { addApiRoutes } from './add-api-routes.js';
import { jsonError, type Env, type ServerContext } from './server-context.js';

/** Options of {@link startServer}; see the team contract and README "Stand-in server". */
export interface ServerOptions {
  /** 0 = any free port (tests); the demo's default is 8787. */
  port?: number;
  /** Require a bearer token on /visit/events. */
  auth?: boolean;
  /** Journal requests and map records here, and reload them at start. */
  dataDir?: string;
  /** Per-site token bucket of /visit/events and the map routes (default 2000/s, burst 4000). */
  rateLimit?: RateLimit;
  /** More static folders: URL prefix (like '/__test/') → directory. */
  extraStatic?: Record<string, string>;
  quiet?: boolean;
  /** HS256 secret of the tokens (tests use it to forge expired ones); random by default. */
  jwtSecret?: Uint8Array;
  /** Lifetime of issued tokens, in seconds (default 300). */
  tokenTtlSeconds?: number;
  /** The repository root (found from this module by default). */
  root?: string;
}

/** A running server. */
export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the stand-in data and management interface on 127.0.0.1.
 * @example const server = await startServer({ port: 0, quiet: true }); await fetch(`${server.url}/__inspect/events`); await server.close();
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const store = createEventStore();
  const persistence = options.dataDir ? await createPersistence(options.dataDir, store) : undefined;
  const pending = new Set<Promise<void>>();
  let requestCount = persistence?.lastRequestId ?? 0;
  const server: ServerContext = {
    store,
    faults: createFaults(),
    limiter: createRateLimiter(options.rateLimit ?? { perSecond: 2000, burst: 4000 }),
    auth: createAuth({ secret: options.jwtSecret, ttlSeconds: options.tokenTtlSeconds }),
    isAuthRequired: !!options.auth,
    persistence,
    maps: new Map(),
    nextRequestId: () => String(++requestCount),
    schedule(record: IngestRecord) {
      const job = new Promise<void>((resolve) => setImmediate(() => {
        try {
          store.ingest(record);
        } catch (error) {
          console.error(`visit-tag server: parsing request ${record.id} failed:`, error);
        }
        pending.delete(job);
        resolve();
      }));
      pending.add(job);
    },
    settled: async () => {
      while (pending.size) await Promise.all(pending);
    },
    quiet: !!options.quiet,
  };
  for (const line of persistence?.savedMaps ?? []) {
    if (!server.maps.has(line.siteCode)) server.maps.set(line.siteCode, new Map());
    server.maps.get(line.siteCode)!.set(line.key, line.value);
  }

  const app = new Hono<Env>();
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin');
    const cors = {
      'Access-Control-Allow-Origin': origin ?? '*',
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
  if (!options.quiet) {
    app.use('*', async (c, next) => {
      await next();
      if (/^\/(visit|map|goals|oauth)\//.test(c.req.path)) console.log(`${c.req.method} ${c.req.path}${c.req.url.replace(/^[^?]*/, '')} → ${c.res.status}`);
    });
  }
  app.use('*', createFaultMiddleware(server));
  addQaRoutes(app, server);
  const root = options.root ?? findRoot();
  addApiRoutes(app, server, root);
  addStaticRoutes(app, root, options.extraStatic);
  app.notFound((c) => jsonError(404, 'not-found', `no route for ${c.req.method} ${c.req.path}`));
  app.onError((error) => jsonError(500, 'internal', error instanceof Error ? error.message : String(error)));

  const listener = getRequestListener(app.fetch, {
    errorHandler: () => jsonError(400, 'bad-request', 'the request target cannot be read'),
  });
  const http = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      await server.settled();
      await persistence?.close();
    },
  };
}
