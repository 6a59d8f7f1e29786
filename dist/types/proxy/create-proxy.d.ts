import type { ProxyHandler, ProxyOptions } from './proxy-options.js';
/** The service's wait for a whole answer, unless `timeoutMs` says otherwise. */
export declare const DEFAULT_PROXY_TIMEOUT_MS = 30000;
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
export declare function createProxy(options: ProxyOptions): ProxyHandler;
