/**
 * A request's body, read whole but never past `maxBytes`: its bytes, or `'too-large'` as soon as the
 * count goes over (the rest is not read: the stream is cancelled). A `Content-Length` over the bound
 * answers before any byte is read.
 * @example const body = await readBoundedBody(request, MAX_BODY_BYTES); if (body === 'too-large') return proxyError(413, …);
 */
export declare function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'>;
