import { createHash } from 'node:crypto';

/**
 * Files are revalidated on every use instead of never stored: `no-store` on the page keeps it out
 * of Chromium's back/forward cache (a restore would then never be seen on the demo), while
 * `no-cache` with a validator still gets QA the freshest tag after every rebuild.
 */
export const FILE_CACHE_CONTROL = 'no-cache';

/**
 * The caching headers of a file answer: `Cache-Control: no-cache`, a strong `ETag` made from the
 * bytes (a rebuild that changes one byte changes it) and, when known, `Last-Modified`.
 * @example new Response(bytes, { headers: { 'Content-Type': type, ...fileValidators(bytes, mtime) } })
 */
export function fileValidators(body: Uint8Array | string, modified?: Date): Record<string, string> {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return {
    'Cache-Control': FILE_CACHE_CONTROL,
    ETag: etag,
    ...(modified ? { 'Last-Modified': modified.toUTCString() } : {}),
  };
}

/**
 * The 304 Not Modified answer when the request's validators still match `response` (RFC 9110
 * §13.1: `If-None-Match` by weak comparison, or, only without it, `If-Modified-Since` against
 * `Last-Modified` at whole seconds), otherwise `response` itself. GET and HEAD only.
 * @example return answerIfModified(c.req.raw, await serveFile(dir, path));
 */
export function answerIfModified(request: Request, response: Response): Response {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || response.status !== 200) return response;
  const etag = response.headers.get('etag');
  const ifNoneMatch = request.headers.get('if-none-match');
  const lastModified = Date.parse(response.headers.get('last-modified') ?? '');
  const ifModifiedSince = Date.parse(request.headers.get('if-modified-since') ?? '');
  const isUnchanged =
    ifNoneMatch !== null
      ? etag !== null && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => stripWeak(tag) === stripWeak(etag)))
      : lastModified <= ifModifiedSince; // NaN (either header missing or unreadable) compares false
  if (!isUnchanged) return response;
  void response.body?.cancel();
  const headers = new Headers();
  for (const name of ['cache-control', 'etag', 'last-modified', 'vary']) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(null, { status: 304, headers });
}

const stripWeak = (tag: string) => tag.trim().replace(/^W\//, '');
