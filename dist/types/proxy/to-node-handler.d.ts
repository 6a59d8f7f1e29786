import type { NodeRequestLike, NodeResponseLike } from './node-types.js';
import type { ProxyHandler } from './proxy-options.js';
/**
 * Node's `http` and Express adapter of a {@link ProxyHandler}: `(req, res) => void`. The request
 * goes to the handler as a Web `Request` (its body streamed), with the socket's address as the
 * visitor's (`trustedFronts` or `getClientAddress` say when a front of yours is in between). Mount
 * it before any body parser; Express's mount path is kept (`app.use('/vt', …)` serves `/vt/visit/events`).
 *
 * @example
 * const proxy = createProxy({ dataUrl: 'https://data.example.com', basePath: '/vt' });
 * createServer(toNodeHandler(proxy)).listen(3000); // or app.use('/vt', toNodeHandler(proxy))
 */
export declare function toNodeHandler(handler: ProxyHandler): (incoming: NodeRequestLike, outgoing: NodeResponseLike) => void;
