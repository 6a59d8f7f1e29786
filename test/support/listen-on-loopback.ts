import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A test server listening on 127.0.0.1. */
export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Stops listening and ends the connections still open (keep-alive ones included). */
  close(): Promise<void>;
}

/**
 * Starts a node:http server on a free port of 127.0.0.1 (the only address tests serve on).
 *
 * @example
 * const app = await listenOnLoopback(createServer(handler)); await fetch(app.url); await app.close();
 */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
