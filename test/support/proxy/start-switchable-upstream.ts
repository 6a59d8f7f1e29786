import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** What the switchable upstream does with a connection: pass it to the target, hold it unanswered, or refuse it (nothing listens). */
export type UpstreamMode = 'up' | 'hang' | 'refuse';

/** A running {@link startSwitchableUpstream}. */
export interface SwitchableUpstream {
  /** `http://127.0.0.1:<port>`: the same port in every mode. */
  url: string;
  /** Connections opened to it so far, in any mode but `refuse`. */
  readonly connections: number;
  setMode(mode: UpstreamMode): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP forwarder on 127.0.0.1 in front of `target` (the stand-in) that can be switched, between
 * requests, to an upstream that takes connections and never answers (`hang`) or one whose port is
 * closed (`refuse`: the listener is shut, so connecting fails at once), and back (`up`).
 *
 * @example
 * const upstream = await startSwitchableUpstream(standIn.port); await upstream.setMode('refuse'); …; await upstream.setMode('up');
 */
export async function startSwitchableUpstream(targetPort: number): Promise<SwitchableUpstream> {
  let mode: UpstreamMode = 'up';
  let connections = 0;
  const open = new Set<Socket>();
  const server = createServer((socket) => {
    connections++;
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    if (mode === 'hang') return void socket.on('data', () => {}); // read, never answer
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    socket.pipe(upstream).pipe(socket);
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.once('error', end);
    upstream.once('error', end);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const shut = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
    });
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return connections;
    },
    async setMode(next) {
      // Connections of the previous mode end, so none carries over (a held one, a kept-alive one).
      for (const socket of open) socket.destroy();
      mode = next;
      if (next === 'refuse') await shut();
      else if (!server.listening) await listen(port);
    },
    close: shut,
  };
}
