import { Agent, createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One `POST /visit/events` exactly as the browser sent it. */
export interface WireRequest {
  /** Milliseconds since the proxy started. */
  at: number;
  /** Path and raw query, as on the request line. */
  target: string;
  contentType: string;
  /** `no-cors` for a beacon, `cors` for fetch (Sec-Fetch-Mode), to tell the transports apart. */
  fetchMode: string;
  /** A fetch's kind as the chaos page's fetch wrapper marked it (`x-chaos-flight`): `keepalive` or `fetch`; empty for a beacon. */
  flight: string;
  /** The fetch call that made it, as the chaos page's fetch wrapper marked it (`x-chaos-call`): two requests with one call id are a network replay; empty for a beacon. */
  call: string;
  /** The page that sent it (Referer). */
  referer: string;
  /** The raw body (UTF-8). */
  body: string;
  /** What the server answered (0: the connection was dropped). */
  status: number;
  /** Milliseconds since the proxy started when the answer reached the browser, or when either side closed first. */
  endedAt?: number;
  /** The browser closed the connection before the answer had been handed to it (its page died, or it aborted). */
  isAbandoned?: boolean;
}

// Hop-by-hop headers belong to each connection, not to the message: never forwarded.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
const endToEnd = (headers: IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * A pass-through proxy on 127.0.0.1 in front of the stand-in server that keeps the raw body and
 * query of every event request. It changes nothing that is sent: the page and the tag are loaded
 * through it too (same origin as without it), bodies are forwarded byte for byte, and when the
 * server drops a connection the proxy drops the browser's, so the tag sees the same failures.
 * @example const proxy = await startWireProxy(server.url); … proxy.requests[0].body
 */
export async function startWireProxy(target: string): Promise<{ url: string; requests: WireRequest[]; close(): Promise<void> }> {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  const requests: WireRequest[] = [];
  const started = Date.now();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const isEvents = req.method === 'POST' && (req.url ?? '').startsWith('/visit/events');
      const wire: WireRequest = {
        at: Date.now() - started,
        target: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        fetchMode: String(req.headers['sec-fetch-mode'] ?? ''),
        flight: String(req.headers['x-chaos-flight'] ?? ''),
        call: String(req.headers['x-chaos-call'] ?? ''),
        referer: req.headers.referer ?? '',
        body: body.toString('utf8'),
        status: 0,
      };
      if (isEvents) requests.push(wire);
      const end = (isAbandoned: boolean) => {
        if (wire.endedAt !== undefined) return;
        wire.endedAt = Date.now() - started;
        wire.isAbandoned = isAbandoned;
      };
      res.on('finish', () => end(false));
      res.on('close', () => end(!res.writableFinished));
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...endToEnd(req.headers), host: upstream.host },
          agent,
        },
        (answer) => {
          wire.status = answer.statusCode ?? 0;
          res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        },
      );
      forward.on('error', () => req.socket.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
