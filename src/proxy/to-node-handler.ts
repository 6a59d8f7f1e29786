import type { NodeRequestLike, NodeResponseLike } from './node-types.js';
import type { ProxyHandler } from './proxy-options.js';
import { toWebRequest } from './to-web-request.js';

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
 * Node's `http` and Express adapter of a {@link ProxyHandler}: `(req, res) => void`. The request
 * goes to the handler as a Web `Request` (its body streamed), with the socket's address as the
 * visitor's (`trustedFronts` or `getClientAddress` say when a front of yours is in between). Mount
 * it before any body parser; Express's mount path is kept (`app.use('/vt', …)` serves `/vt/visit/events`).
 *
 * @example
 * const proxy = createProxy({ dataUrl: 'https://data.example.com', basePath: '/vt' });
 * createServer(toNodeHandler(proxy)).listen(3000); // or app.use('/vt', toNodeHandler(proxy))
 */
export function toNodeHandler(handler: ProxyHandler): (incoming: NodeRequestLike, outgoing: NodeResponseLike) => void {
  return (incoming, outgoing) => {
    const platform = { remoteAddr: { hostname: incoming.socket.remoteAddress } };
    void (async () => {
      try {
        await writeResponse(await handler(toWebRequest(incoming), platform), incoming, outgoing);
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
