import type { IncomingMessage } from 'node:http';

/** A body read up to a limit: its bytes, or how many bytes had arrived when it passed the limit. */
export type BodyResult = { bytes: Buffer } | { tooLarge: true; received: number };

/**
 * Reads a request body while counting its bytes, and stops collecting as soon as the count passes
 * `maxBytes`, so an unbounded body is never held in memory. A `Content-Length` over the limit is
 * refused before any byte is read. The rest of a refused body is left to the HTTP layer, which
 * drains it after the answer (so that the client can read the 413 instead of a reset).
 * @example const body = await readBody(incoming, MAX_BODY_BYTES); if ('tooLarge' in body) return tooLarge();
 */
export function readBody(incoming: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const declared = Number(incoming.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ tooLarge: true, received: 0 });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        stop();
        chunks.length = 0;
        resolve({ tooLarge: true, received });
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve({ bytes: Buffer.concat(chunks, received) });
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const stop = () => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted).off('close', onAborted);
    };
    // A socket closed before the body ended: never leave the handler waiting.
    const onAborted = () => onError(new Error('the client aborted the request'));
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted).on('close', onAborted);
  });
}
