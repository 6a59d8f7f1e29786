import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { answerIfModified, fileValidators } from './answer-if-modified.js';
import { loadDemoApp } from './load-demo-app.js';
import { serveFile } from './serve-file.js';
import { jsonError, type Env } from './server-context.js';

/**
 * The files people and tests load: `/` (demo/index.html), `/dist/*`, `/demo/*` (never
 * demo/server), `/demo/app.js` (built on request by demo/app/build-app.ts), `/test/fixtures/*`,
 * and the `extraStatic` prefixes of startServer; longest prefix first. Every file is revalidated on
 * each use (`Cache-Control: no-cache`, ETag, Last-Modified; 304 when unchanged), which keeps the
 * demo page eligible for the back/forward cache and still gets the newest tag after a rebuild.
 * @example addStaticRoutes(app, '/repo', { '/__test/': '/tmp/pages' });
 */
export function addStaticRoutes(app: Hono<Env>, root: string, extraStatic: Record<string, string> = {}): void {
  const mounts = Object.entries({
    '/dist/': join(root, 'dist'),
    '/demo/': join(root, 'demo'),
    '/test/fixtures/': join(root, 'test/fixtures'),
    ...extraStatic,
  }).sort(([a], [b]) => b.length - a.length);
  app.get('/demo/app.js', async (c) => {
    const entry = join(root, 'demo/app/build-app.ts');
    if (!existsSync(entry)) return jsonError(404, 'not-found', 'demo/app/build-app.ts does not exist yet');
    const code = await loadDemoApp(entry);
    return answerIfModified(
      c.req.raw,
      new Response(code, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', ...fileValidators(code) } }),
    );
  });
  app.get('/demo/server/*', () => jsonError(404, 'not-found', 'the server source is not served'));
  app.get('/', async (c) => {
    const file = await serveFile(join(root, 'demo'), 'index.html');
    return file ? answerIfModified(c.req.raw, file) : jsonError(404, 'not-found', 'demo/index.html does not exist yet');
  });
  app.get('*', async (c, next) => {
    const path = c.req.path;
    const mount = mounts.find(([prefix]) => path.startsWith(prefix));
    if (!mount) return next();
    // demo/server is denied here too, whatever encoding the path used to get past the route above.
    const file = await serveFile(mount[1], path.slice(mount[0].length), [join(root, 'demo/server')]);
    return file ? answerIfModified(c.req.raw, file) : jsonError(404, 'not-found', `no file ${path}`);
  });
}
