import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { listenOnLoopback, type LoopbackServer } from '../support/listen-on-loopback.js';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.map': 'application/json' };

/**
 * The tags' own origin: a second loopback port, beside the page's, serving whole folders (a URL
 * prefix → a directory) as a CDN serves a versioned tag: `Cache-Control: max-age=31536000,
 * immutable`, open to every origin (CORS, and `Cross-Origin-Resource-Policy: cross-origin` so a
 * cross-origin isolated page may load it). Whatever a tag loads from its own folder later (a second
 * file, with Subresource Integrity) comes from here too.
 *
 * @example
 * const tags = await startTagOrigin({ '/dist/': join(root, 'dist') }); // `${tags.url}/dist/visit-tag.js`
 */
export async function startTagOrigin(mounts: Record<string, string>): Promise<LoopbackServer> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const prefix = Object.keys(mounts).find((mount) => path.startsWith(mount));
    const file = prefix && normalize(join(mounts[prefix], path.slice(prefix.length)));
    const isInside = file && file.startsWith(normalize(mounts[prefix]));
    const size = isInside ? statSync(file, { throwIfNoEntry: false }) : undefined;
    if (!file || !size?.isFile()) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Length': size.size,
      'Cache-Control': 'max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    createReadStream(file).pipe(response);
  });
  return listenOnLoopback(server);
}
