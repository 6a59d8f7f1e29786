import type { NodeRequestLike } from './node-types.js';

/**
 * The request's body as a Web stream, read from Node's events with backpressure (paused while the
 * reader is full). A cancelled stream (a body over the limit) reads on and drops the rest, as Node
 * does with any body left unread: the client can finish sending and read the answer.
 */
function bodyStream(incoming: NodeRequestLike): ReadableStream<Uint8Array> {
  let isCancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        incoming.on('data', (chunk) => {
          if (isCancelled) return;
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        });
        incoming.on('end', () => isCancelled || controller.close());
        incoming.on('error', (error) => isCancelled || controller.error(error));
        incoming.pause();
      },
      pull: () => void incoming.resume(),
      cancel: () => {
        isCancelled = true;
        incoming.resume();
      },
    },
    { highWaterMark: 65536, size: (chunk) => chunk.byteLength },
  );
}

/**
 * A Node request (`http.IncomingMessage`, Express's `req`) as a Web `Request`: its URL on the Host it
 * was asked for, its method and headers, and its body streamed (not read ahead) for methods that have
 * one, unless `withBody` is false: then the Node request is left unread, for whoever reads it next.
 * @example const request = toWebRequest(incoming); await proxy(request);
 */
export function toWebRequest(incoming: NodeRequestLike, withBody = true): Request {
  const host = typeof incoming.headers.host === 'string' ? incoming.headers.host : 'localhost';
  const scheme = incoming.socket.encrypted ? 'https' : 'http';
  let url: URL;
  try {
    url = new URL(incoming.originalUrl ?? incoming.url ?? '/', `${scheme}://${host}`);
  } catch {
    url = new URL(incoming.originalUrl ?? incoming.url ?? '/', `${scheme}://localhost`);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = (incoming.method ?? 'GET').toUpperCase();
  const hasBody = withBody && method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (hasBody) {
    init.body = bodyStream(incoming);
    init.duplex = 'half'; // a streamed request body (Node's fetch asks for it)
  }
  return new Request(url, init);
}
