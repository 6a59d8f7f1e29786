import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileValidators } from './answer-if-modified.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Answers a file below `directory` (`relativePath` is URL-decoded, `..` cannot leave the
 * directory, nothing below a `deny` folder is served), or undefined when there is none. Revalidated
 * on every use (`no-cache` with ETag and Last-Modified, see answerIfModified): QA and tests rebuild
 * dist/ often, and `no-store` would keep the demo page out of the back/forward cache.
 * @example await serveFile('/repo/dist', 'visit-tag.js') // Response with text/javascript
 */
export async function serveFile(directory: string, relativePath: string, deny: readonly string[] = []): Promise<Response | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return undefined;
  }
  const base = resolve(directory);
  let path = resolve(join(base, decoded));
  const isInside = (folder: string) => path === resolve(folder) || path.startsWith(resolve(folder) + sep);
  if (!isInside(base) || deny.some(isInside)) return undefined;
  try {
    let info = await stat(path);
    if (info.isDirectory()) {
      path = join(path, 'index.html');
      info = await stat(path);
    }
    const body = await readFile(path);
    const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    return new Response(body, { headers: { 'Content-Type': type, ...fileValidators(body, info.mtime) } });
  } catch {
    return undefined;
  }
}
