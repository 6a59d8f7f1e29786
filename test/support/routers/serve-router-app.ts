import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { afterAll } from 'vitest';
import { findRoot } from '../../../demo/server/find-root.js';
import { ENGINE_FIXTURES_PREFIX } from '../engines/tag-page-url.js';
import { listenOnLoopback, type LoopbackServer } from '../listen-on-loopback.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

// The WebKit adapter clears each visited origin's storage from `/__engines/blank`: a page without
// the app (and its tag, whose open database would block the deletion).
const BLANK_PAGE = '<!doctype html><title>blank</title>';

/** What the app's script tag is given: `data-site-code` and `data-url`, and `data-definitions` when `definitions` is set. */
export interface TagSetup {
  siteCode: string;
  dataUrl: string;
  /** Served at `/__definitions.json` and named by the script tag; made from the app's own address. */
  definitions?: (appUrl: string) => unknown;
}

/** A running app server. */
export type AppServer = LoopbackServer;

/** The file a path names: itself, `<path>.html`, `<path>/index.html`, else the app's index.html (history routing). */
async function readSiteFile(site: string, path: string): Promise<{ body: Buffer; type: string }> {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, `${clean}.html`, join(clean, 'index.html'), 'index.html']) {
    try {
      const body = await readFile(join(site, candidate));
      return { body, type: TYPES[extname(candidate)] ?? 'application/octet-stream' };
    } catch {
      // the next candidate
    }
  }
  throw new Error(`no index.html in ${site}`);
}

/**
 * Serves a built router app on 127.0.0.1 the way its host would: static files with a fallback to
 * index.html for deep links, `/visit-tag.js` and the engine file it loads from dist/ (the production script tag), and the
 * script tag's `__SITE_CODE__`/`__DATA_URL__` placeholders filled in, so events go to the
 * stand-in server (another origin, as a real data interface is). `/__engines/…` is a blank page.
 *
 * @example
 * const app = await serveRouterApp(site, { siteCode: 'chromium-react', dataUrl: server.url }); await page.goto(`${app.url}/`);
 */
export async function serveRouterApp(site: string, tag: TagSetup): Promise<AppServer> {
  const dist = join(findRoot(), 'dist');
  let appUrl = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const found =
      // The loader and its content-hashed engine and part files, from dist/ beside each other, as a site serves them.
      /^\/visit-tag(\.(engine|definitions)-[0-9a-f]{8})?\.js$/.test(path)
        ? readFile(join(dist, path.slice(1))).then((body) => ({ body, type: TYPES['.js'] }))
        : path === '/__definitions.json' && tag.definitions
          ? Promise.resolve({ body: Buffer.from(JSON.stringify(tag.definitions(appUrl))), type: 'application/json' })
          : path.startsWith(ENGINE_FIXTURES_PREFIX)
            ? Promise.resolve({ body: Buffer.from(BLANK_PAGE), type: TYPES['.html'] })
            : readSiteFile(site, path);
    found.then(
      ({ body, type }) => {
        const dataUrl = tag.definitions ? `${tag.dataUrl}" data-definitions="/__definitions.json` : tag.dataUrl;
        const text = type.startsWith('text/html')
          ? body.toString('utf8').replaceAll('__SITE_CODE__', tag.siteCode).replaceAll('__DATA_URL__', dataUrl)
          : body;
        response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(text);
      },
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  const listening = await listenOnLoopback(server);
  appUrl = listening.url;
  return listening;
}

/**
 * For a test file's suite: returns {@link serveRouterApp}, whose servers all close after the suite.
 * @example const serveApp = useAppServers(); const app = await serveApp(site, { siteCode, dataUrl });
 */
export function useAppServers(): typeof serveRouterApp {
  const servers: AppServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });
  return async (site, tag) => {
    const server = await serveRouterApp(site, tag);
    servers.push(server);
    return server;
  };
}
