import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listenOnLoopback } from '../listen-on-loopback.js';

/** What the front does with a request: pass it to the stand-in, take it and never answer, or refuse the connection (its port closed). */
export type FrontMode = 'up' | 'hang' | 'refuse';

/** A running {@link startServiceFront}. */
export interface ServiceFront {
  /** `http://127.0.0.1:<port>`: the same port in every mode. */
  url: string;
  /** Requests that reached it so far (in `up`, the stand-in got them too). */
  readonly requests: number;
  /** Switches between requests; the connections of the mode before end, so none carries over. */
  setMode(mode: FrontMode): Promise<void>;
  close(): Promise<void>;
}

/** A cookie a vendor's service might set: the proxy must never pass it back to the page. */
const VENDOR_COOKIE = 'vendor_id=tracking-7; Domain=shop.example; Path=/; Max-Age=31536000';

/** A strong validator of a map read's body (the stand-in sends none; the service may). */
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Passes one request to the stand-in as it came (method, path, headers, body streamed) and hands back its answer, whole. */
function passOn(
  incoming: IncomingMessage,
  targetPort: number,
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port: targetPort, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.once('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.once('error', reject);
      },
    );
    outgoing.once('error', reject);
    incoming.pipe(outgoing);
  });
}

/** Writes the stand-in's answer back with the vendor's cookie, and an ETag (304 on a match) on a map read's 200. */
function answer(incoming: IncomingMessage, response: ServerResponse, passed: Awaited<ReturnType<typeof passOn>>): void {
  const headers: Record<string, string | string[]> = { 'Set-Cookie': VENDOR_COOKIE };
  for (const name of ['content-type', 'retry-after', 'www-authenticate']) {
    const value = passed.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  if (incoming.url?.startsWith('/map/map?') && passed.status === 200) {
    const etag = etagOf(passed.body);
    Object.assign(headers, { ETag: etag, 'Cache-Control': 'no-cache' });
    if (incoming.headers['if-none-match'] === etag) return void response.writeHead(304, headers).end();
  }
  response.writeHead(passed.status, headers).end(passed.body);
}

/**
 * The service as the proxy's tests reach it (the runtimes', the tag's through the proxy in Chromium): the stand-in on `targetPort`, behind an HTTP front on
 * 127.0.0.1 that passes each request on unchanged and adds what the stand-in does not do, as a
 * vendor's service may: a `Set-Cookie` on every answer, and an `ETag` on map reads, answering
 * `If-None-Match` with 304. The stand-in still checks every request (its bot rule, the events'
 * format). `setMode('hang')` takes requests and never answers; `setMode('refuse')` closes the port.
 * @example const front = await startServiceFront(standIn.port); await front.setMode('refuse'); …; await front.setMode('up');
 */
export async function startServiceFront(targetPort: number): Promise<ServiceFront> {
  let mode: FrontMode = 'up';
  let requests = 0;
  const sockets = new Set<Socket>();
  const server = createServer((incoming, response) => {
    requests++;
    if (mode === 'hang') return void incoming.resume(); // read, never answer
    passOn(incoming, targetPort).then(
      (passed) => answer(incoming, response, passed),
      () => void response.writeHead(502).end(),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('error', () => {}); // a proxy that gives up on a hanging request may reset it
    socket.once('close', () => sockets.delete(socket));
  });
  const { url } = await listenOnLoopback(server);
  const port = Number(new URL(url).port);
  const endConnections = () => sockets.forEach((socket) => socket.destroy());
  const shut = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      endConnections();
    });
  return {
    url,
    get requests() {
      return requests;
    },
    async setMode(next) {
      endConnections();
      mode = next;
      if (next === 'refuse') await shut();
      else if (!server.listening) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    },
    close: shut,
  };
}
