import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './create-app.js';
import type { RateLimit } from './create-rate-limiter.js';
import { countConnectionRequest } from './count-connection-requests.js';
import { createServerContext } from './create-server-context.js';
import { findRoot } from './find-root.js';
import { jsonError } from './server-context.js';

/** Options of {@link startServer}; see the team contract and docs/qa.md "Stand-in server". */
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
  /**
   * Listen over https with this PEM key and certificate (tests use test/fixtures/tls/); plain http
   * without it.
   */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /**
   * Set a first-party visitor cookie of this name on every HTML page, as a site's own server would
   * (`--server-visitor-cookie`, which uses `vt_vid`); the tag reads it with `data-server-visitor-cookie`.
   */
  serverVisitorCookie?: string;
  /**
   * Let headless Chromium through the bot rule (`--allow-headless` or `VISIT_TAG_ALLOW_HEADLESS=1`):
   * for QA that drives the demo page with Playwright or Puppeteer. Off by default: headless
   * browsers are automation, and the real service refuses them.
   */
  allowHeadless?: boolean;
  /**
   * Called with every request before it is answered, static files included (tests read which
   * files a page fetched and with which headers, e.g. a prerender's `Sec-Purpose`).
   */
  onRequest?: (request: IncomingMessage) => void;
}

/** A running server. */
export interface RunningServer {
  /** `http://127.0.0.1:<port>`, or `https://…` with `tls`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the stand-in data and management interface on 127.0.0.1, over https when given `tls`.
 * @example const server = await startServer({ port: 0, quiet: true }); await fetch(`${server.url}/__inspect/events`); await server.close();
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const server = await createServerContext(options);
  const app = createApp(server, options.root ?? findRoot(), options.extraStatic, options.serverVisitorCookie);
  const listener = getRequestListener(app.fetch, {
    errorHandler: () => jsonError(400, 'bad-request', 'the request target cannot be read'),
  });
  // Node's servers ignore what a request listener returns; hono's listener handles its own errors.
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    countConnectionRequest(request);
    options.onRequest?.(request);
    void listener(request, response);
  };
  const http = options.tls ? createHttpsServer({ key: options.tls.key, cert: options.tls.cert }, onRequest) : createServer(onRequest);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
      await server.settled();
      await server.persistence?.close();
    },
  };
}
