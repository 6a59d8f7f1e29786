import type { ReadFile } from './read-file.js';
/**
 * How much of the visitor's address goes upstream in `X-Forwarded-For`: all of it, with the last
 * octet of IPv4 (the last 80 bits of IPv6) set to zero, or nothing at all.
 * @example const forwardAddress: ForwardAddress = 'truncate'; // 203.0.113.7 goes up as 203.0.113.0
 */
export type ForwardAddress = 'full' | 'truncate' | 'none';
/**
 * The service's credential: a fixed token, or a function that returns the current one (tokens that
 * expire). Sent upstream as `Authorization: Bearer <token>`; the page never sees it.
 * @example const token: ProxyToken = () => process.env.VISIT_TAG_TOKEN ?? '';
 */
export type ProxyToken = string | (() => string | Promise<string>);
/**
 * Options of {@link createProxy}. Only `dataUrl` is required.
 * @example const options: ProxyOptions = { dataUrl: 'https://data.example.com', basePath: '/vt', forwardAddress: 'truncate' };
 */
export interface ProxyOptions {
    /** The data interface's base address ({data_url} in the spec): where events and map reads go. */
    dataUrl: string;
    /**
     * The path the proxy is mounted at (`'/vt'`: the tag's `data-url` ends in `/vt`). With it, only
     * `{basePath}/visit/events`, `{basePath}/map/map` and the tag's files under `{basePath}/` are
     * served; without it, any path ending in `/visit/events` or `/map/map` is.
     */
    basePath?: string;
    /** Added upstream as `Authorization: Bearer <token>`, where the service requires one (its 401). */
    token?: ProxyToken;
    /** `'full'` (the default), `'truncate'` or `'none'`: see {@link ForwardAddress}. */
    forwardAddress?: ForwardAddress;
    /**
     * The visitor's address, where the platform has it somewhere the proxy cannot guess (a header
     * your CDN sets, such as `CF-Connecting-IP`). Return undefined to fall back to what the proxy
     * finds itself (see `trustedFronts`, and the platform argument of the handler).
     */
    getClientAddress?: (request: Request) => string | null | undefined;
    /**
     * How many fronts of your own (a load balancer, a CDN) append to `X-Forwarded-For` before the
     * request reaches the proxy. 0 (the default): the header comes from the browser and is ignored.
     * 1: the last address in it is the visitor's, and so on.
     */
    trustedFronts?: number;
    /** How long to wait for the service's whole answer before answering 504 (default 30000). */
    timeoutMs?: number;
    /**
     * Serves the tag's script files (`{basePath}/visit-tag.js`, …) from this reader: give
     * `readPackageFiles()` from `visit-tag/proxy-node` on Node, Bun and Deno. Without it, no file is served.
     */
    readFile?: ReadFile;
    /** The fetch that reaches the service (the platform's by default). */
    fetch?: typeof fetch;
}
/**
 * The handler {@link createProxy} returns: a Web-standard `Request` in, a `Response` out. The
 * optional second argument is what the platform passes beside the request (Deno's `info`, Bun's
 * server, Hono's `c.env` on Node); the visitor's address is read from it where it has one.
 * @example const handler: ProxyHandler = createProxy({ dataUrl: 'https://data.example.com' }); Deno.serve(handler);
 */
export type ProxyHandler = (request: Request, platform?: unknown) => Promise<Response>;
