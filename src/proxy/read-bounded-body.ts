/**
 * A request's body, read whole but never past `maxBytes`: its bytes, or `'too-large'` as soon as the
 * count goes over (the rest is not read: the stream is cancelled). A `Content-Length` over the bound
 * answers before any byte is read.
 * @example const body = await readBoundedBody(request, MAX_BODY_BYTES); if (body === 'too-large') return proxyError(413, …);
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return 'too-large';
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
