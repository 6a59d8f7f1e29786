import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running {@link startLoopbackProxy}. */
export interface LoopbackProxy {
  /** `127.0.0.1:<port>`, as a browser's proxy setting takes it. */
  address: string;
  close(): Promise<void>;
}

/**
 * A plain-http forward proxy that sends every request, whatever its host name, to the same port on
 * 127.0.0.1, with the request's own `Host` header: the browser that uses it sees real host names
 * (`www.shop.example:8787`) and applies its own cookie and public-suffix rules to them, while
 * every name reaches the stand-in. WebKitGTK has no host-resolver setting of its own: it takes
 * this through WebDriver's `proxy` capability. http only (no CONNECT).
 *
 * @example
 * const proxy = await startLoopbackProxy(); // capabilities.proxy = { proxyType: 'manual', httpProxy: proxy.address }
 */
export async function startLoopbackProxy(): Promise<LoopbackProxy> {
  const server = createServer((incoming, answer) => {
    const target = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target.port || 80,
        method: incoming.method,
        path: target.pathname + target.search,
        headers: incoming.headers,
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
