import type { NodeRequestLike, NodeResponseLike } from './node-types.js';
import type { ProxyHandler } from './proxy-options.js';
/**
 * Express's `next` (Connect's too): called without an argument, the request goes on to the routes after the proxy.
 * @example const next: NodeNext = () => void response.end('the site’s own answer');
 */
export type NodeNext = (error?: unknown) => void;
/**
 * Node's `http` and Express adapter of a {@link ProxyHandler}: `(req, res, next?) => void`. The
 * request goes to the handler as a Web `Request` (its body streamed), with the socket's address as
 * the visitor's (`trustedFronts` or `getClientAddress` say when a front of yours is in between).
 * Mount it before any body parser; Express's mount path is kept (`app.use('/vt', …)` serves
 * `/vt/visit/events`). Given Express's `next`, a request the proxy does not serve (its 404 at a
 * path other than the two it forwards: not its route, not one of its files) goes on to `next()`,
 * body unread, so the site's own routes can follow it; without `next` (node:http), that is a 404 JSON answer.
 *
 * @example
 * const proxy = createProxy({ dataUrl: 'https://data.example.com', basePath: '/vt' });
 * createServer(toNodeHandler(proxy)).listen(3000); // or app.use('/vt', toNodeHandler(proxy)), then the site's routes
 */
export declare function toNodeHandler(handler: ProxyHandler): (incoming: NodeRequestLike, outgoing: NodeResponseLike, next?: NodeNext) => void;
