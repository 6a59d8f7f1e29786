import { MAX_BODY_BYTES } from '../wire/event-table.js';
import { buildUpstreamHeaders } from './build-upstream-headers.js';
import { forwardUpstream } from './forward-upstream.js';
import { matchRoute } from './match-route.js';
import type { ProxyHandler, ProxyOptions } from './proxy-options.js';
import { proxyError } from './proxy-error.js';
import { readBoundedBody } from './read-bounded-body.js';
import { readClientAddress } from './read-client-address.js';
import { serveFile } from './serve-file.js';
import { truncateAddress } from './truncate-address.js';

/** The service's wait for a whole answer, unless `timeoutMs` says otherwise. */
export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;

const NOT_FOUND = 'the proxy forwards only POST …/visit/events and GET …/map/map (and serves the tag’s files when given readFile)';

/**
 * The first-party proxy: a Web-standard handler (Next.js route handlers, Hono, workers, Deno, Bun;
 * Node's `http` and Express through {@link toNodeHandler}) that a site mounts on its own origin,
 * so the tag's requests are first party. It forwards `POST …/visit/events` and `GET …/map/map`,
 * query strings included, to `dataUrl`, with the browser's `User-Agent` and the visitor's address
 * in `X-Forwarded-For`, and nothing of the site's (cookies, credentials, `Referer`, `Origin`).
 * Any other path is 404, another method 405; a body over the contract's 3 MB is 413 before
 * anything goes upstream; the service's status, body and `Retry-After` come back unchanged, its
 * `Set-Cookie` never does; a service that cannot be reached is 502, one that does not answer in
 * `timeoutMs` is 504. With `readFile`, it also serves the tag's script files under the same mount.
 *
 * @example
 * // app/vt/[...path]/route.ts in Next.js; the script tag says data-url="/vt"
 * const proxy = createProxy({ dataUrl: 'https://data.example.com', basePath: '/vt' });
 * export const GET = proxy;
 * export const POST = proxy;
 */
export function createProxy(options: ProxyOptions): ProxyHandler {
  const dataUrl = options.dataUrl.replace(/\/+$/, '');
  new URL(dataUrl); // throws at creation, not at the first request, on an address that is not one
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS;
  const fetchUpstream = options.fetch ?? ((input, init) => fetch(input, init));
  const forwardAddress = options.forwardAddress ?? 'full';

  const upstreamHeaders = async (request: Request, platform: unknown): Promise<Headers> => {
    const found = forwardAddress === 'none' ? undefined : readClientAddress(request, platform, options);
    const address = found === undefined || forwardAddress === 'full' ? found : truncateAddress(found);
    const token = typeof options.token === 'function' ? await options.token() : options.token;
    return buildUpstreamHeaders(request.headers, { address, token });
  };

  return async (request, platform) => {
    const url = new URL(request.url);
    const route = matchRoute(url.pathname, options.basePath);
    if (route.kind === 'file' && options.readFile) return serveFile(request, route.name, options.readFile);
    if (route.kind === 'none' || route.kind === 'file') return proxyError(404, 'not-found', NOT_FOUND);
    const method = route.kind === 'events' ? 'POST' : 'GET';
    const path = route.kind === 'events' ? '/visit/events' : '/map/map';
    if (request.method !== method) {
      return proxyError(405, 'method-not-allowed', `${path} takes ${method} only`, { Allow: method });
    }
    const target = `${dataUrl}${path}${url.search}`;
    if (method === 'GET')
      return forwardUpstream(
        { url: target, method, headers: await upstreamHeaders(request, platform) },
        { timeoutMs, fetch: fetchUpstream },
      );
    const body = await readBoundedBody(request, MAX_BODY_BYTES).catch(() => undefined);
    if (body === undefined) return proxyError(400, 'bad-body', 'the request body could not be read to its end');
    if (body === 'too-large') {
      return proxyError(413, 'too-large', `the body is over ${MAX_BODY_BYTES} bytes (the contract's 3 MB); split it into several requests`);
    }
    return forwardUpstream(
      { url: target, method, headers: await upstreamHeaders(request, platform), body },
      { timeoutMs, fetch: fetchUpstream },
    );
  };
}
