import type { NodeRequestLike, NodeResponseLike } from './node-types.js';
import type { ProxyHandler } from './proxy-options.js';
import { matchRoute } from './match-route.js';
import { toWebRequest } from './to-web-request.js';

/**
 * Express's `next` (Connect's too): called without an argument, the request goes on to the routes after the proxy.
 * @example const next: NodeNext = () => void response.end('the site’s own answer');
 */
export type NodeNext = (error?: unknown) => void;

/** Writes a Web `Response` to a Node response: status, headers, then the body chunk by chunk, waiting for `drain`. */
async function writeResponse(response: Response, incoming: NodeRequestLike, outgoing: NodeResponseLike): Promise<void> {
  outgoing.statusCode = response.status;
  if (response.statusText) outgoing.statusMessage = response.statusText;
  for (const [name, value] of response.headers) outgoing.setHeader(name, value);
  // Answered before the body was read (a 413): the rest is dropped, and the connection is not reused.
  if (!incoming.complete) outgoing.setHeader('connection', 'close');
  if (response.body) {
    const reader = response.body.getReader();
    let isClosed = false;
    outgoing.once('close', () => (isClosed = true));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (isClosed) return void (await reader.cancel());
      if (!outgoing.write(value)) await new Promise<void>((resolve) => outgoing.once('drain', resolve));
    }
  }
  outgoing.end();
}

/**
 * The Web `Request` the handler gets: with its body streamed, except beside Express's `next` at a
 * path the proxy does not forward (it reads no body there): that one goes without, so the body is
 * still whole for the routes after the proxy when its answer is "not mine".
 */
function requestOf(incoming: NodeRequestLike, next: NodeNext | undefined): { request: Request; isForwarded: boolean } {
  // The two endpoints it forwards, wherever mounted: only there can a 404 be the service's (a map
  // key with no data), and only there is a body read.
  const { kind } = matchRoute(new URL(incoming.originalUrl ?? incoming.url ?? '/', 'http://localhost').pathname, undefined);
  const isForwarded = kind === 'events' || kind === 'map';
  return { request: toWebRequest(incoming, next === undefined || isForwarded), isForwarded };
}

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
export function toNodeHandler(handler: ProxyHandler): (incoming: NodeRequestLike, outgoing: NodeResponseLike, next?: NodeNext) => void {
  return (incoming, outgoing, next) => {
    const platform = { remoteAddr: { hostname: incoming.socket.remoteAddress } };
    void (async () => {
      try {
        const { request, isForwarded } = requestOf(incoming, next);
        const response = await handler(request, platform);
        if (next && !isForwarded && response.status === 404) {
          await response.body?.cancel();
          return next();
        }
        await writeResponse(response, incoming, outgoing);
      } catch (error) {
        if (outgoing.headersSent) return void outgoing.destroy(error instanceof Error ? error : undefined);
        outgoing.statusCode = 500;
        outgoing.setHeader('content-type', 'application/json; charset=utf-8');
        outgoing.write(new TextEncoder().encode(JSON.stringify({ error: 'proxy-error', reason: 'the proxy failed to answer' })));
        outgoing.end();
      }
    })();
  };
}
