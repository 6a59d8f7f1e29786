import { isHashedFile } from './is-script-file.js';
import { proxyError } from './proxy-error.js';
import type { ReadFile } from './read-file.js';

/** Caching of a content-hashed file (its name changes with its bytes) and of every other one (revalidated). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A strong validator of the bytes: the first 16 bytes of their SHA-256, base64url. */
async function etagOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes), 0, 16);
  const base64 = btoa(String.fromCharCode(...digest));
  return `"${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}"`;
}

/** Whether an `If-None-Match` value names this ETag (or is `*`). */
function matchesEtag(header: string | null, etag: string): boolean {
  if (header === null) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers `GET`/`HEAD` of one of the tag's files with the exact bytes the reader gives (so
 * Subresource Integrity holds), as JavaScript, with an ETag; a content-hashed name is cached for
 * good, any other (the loader, `visit-tag.js`) is revalidated on every use and answered 304 while
 * it is unchanged. A name the reader has nothing for gives 404.
 * @example return serveFile(request, 'visit-tag.js', readPackageFiles());
 */
export async function serveFile(request: Request, name: string, readFile: ReadFile): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return proxyError(405, 'method-not-allowed', `${name} is served to GET and HEAD only`, { Allow: 'GET, HEAD' });
  }
  const read = await readFile(name);
  if (!read) return proxyError(404, 'not-found', `${name} is not one of the tag's files`);
  const bytes = new Uint8Array(read); // a copy on an ArrayBuffer of its own, whatever the reader gave
  const etag = await etagOf(bytes);
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': isHashedFile(name) ? IMMUTABLE : REVALIDATE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const body = request.method === 'HEAD' ? null : bytes;
  return new Response(body, { status: 200, headers: { ...headers, 'Content-Length': String(bytes.byteLength) } });
}
