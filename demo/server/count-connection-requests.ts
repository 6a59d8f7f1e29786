import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

const served = new WeakMap<Socket, number>();

/**
 * Counts a request on its connection; call it once per request, before the request is handled.
 * Browsers send HTTP/1.1 requests one at a time on a connection, so the count is this request's
 * place on it.
 * @example http.createServer((request, response) => { countConnectionRequest(request); … });
 */
export function countConnectionRequest(request: IncomingMessage): void {
  served.set(request.socket, (served.get(request.socket) ?? 0) + 1);
}

/**
 * The place of the request now on this connection: 1 on a new connection, more on a reused
 * (keep-alive) one; 0 for a socket never counted. Chromium and Firefox send a POST again by
 * themselves when a reused connection closes without an answer, never on a new one, so the request
 * log keeps this number (docs/browser-facts.md, "A dropped POST sent again by the browser").
 * @example connectionRequestOf(c.env.incoming.socket) // 2: the page's second request on it
 */
export function connectionRequestOf(socket: Socket | undefined): number {
  return socket ? (served.get(socket) ?? 0) : 0;
}
