// The parts of Node's `http` objects the adapter uses, written out so that `visit-tag/proxy` needs
// neither Node's types nor its modules (it also runs in workers). node:http's IncomingMessage and
// ServerResponse, and Express's req and res, fit them.

/**
 * What the adapter reads of a Node request (`http.IncomingMessage`, Express's `req`).
 * @example const request: NodeRequestLike = incomingMessage;
 */
export interface NodeRequestLike {
  method?: string | undefined;
  url?: string | undefined;
  /** Express's whole URL when mounted with `app.use('/vt', …)` (`url` is then the part after it). */
  originalUrl?: string;
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string | undefined; encrypted?: boolean };
  /** Whether the whole body has been read. */
  readonly complete: boolean;
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  pause(): unknown;
  resume(): unknown;
  destroy(error?: Error): unknown;
}

/**
 * What the adapter writes to a Node response (`http.ServerResponse`, Express's `res`).
 * @example const response: NodeResponseLike = serverResponse;
 */
export interface NodeResponseLike {
  statusCode: number;
  statusMessage: string;
  setHeader(name: string, value: string | string[]): unknown;
  write(chunk: Uint8Array): boolean;
  end(): unknown;
  once(event: 'drain' | 'close', listener: () => void): unknown;
  readonly headersSent: boolean;
  destroy(error?: Error): unknown;
}
