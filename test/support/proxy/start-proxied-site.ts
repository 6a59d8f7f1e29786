import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { createProxy } from '../../../src/proxy/create-proxy.js';
import type { ProxyOptions } from '../../../src/proxy/proxy-options.js';
import { readPackageFiles } from '../../../src/proxy/read-package-files.js';
import { toNodeHandler } from '../../../src/proxy/to-node-handler.js';
import { readCodeBlocks } from '../docs/read-code-blocks.js';
import { listenOnLoopback, type LoopbackServer } from '../listen-on-loopback.js';

const root = resolve(import.meta.dirname, '../../..');
const dist = resolve(root, 'dist');

/**
 * The site's page: the script tag of docs/first-party.md (its first HTML block, `src` and
 * `data-url` on the page's own origin under `/vt`), with the scenario's site code.
 * @example await page.route(`${origin}/shop.html`, (route) => route.fulfill({ contentType: 'text/html', body: firstPartyPage('abc') }));
 */
export function firstPartyPage(siteCode: string): string {
  const snippet = readCodeBlocks(root, ['docs/first-party.md']).find((block) => block.lang === 'html');
  if (!snippet) throw new Error('docs/first-party.md has no HTML block');
  const tag = snippet.code.replace(/data-site-code="[^"]*"/, `data-site-code="${siteCode}"`);
  return `<!doctype html>\n<meta charset="utf-8" />\n<title>first-party install</title>\n${tag}<h1>shop</h1>\n`;
}

/** A running {@link startProxiedSite}, with the status of every answer its proxy gave. */
export interface ProxiedSite extends LoopbackServer {
  /** `'<method> <path> <status>'` of each request to `/vt/`, in the order they were answered. */
  readonly answers: string[];
}

/**
 * A site on 127.0.0.1 that serves `/page.html?site=S` (the guide's script tag) and mounts the
 * first-party proxy at `/vt` (node:http and toNodeHandler): it forwards to `options.dataUrl` and
 * serves the tag's files from dist/ (run `npm run build` first).
 *
 * @example
 * const site = await startProxiedSite({ dataUrl: standIn.url }); await page.goto(`${site.url}/page.html?site=s`);
 */
export async function startProxiedSite(options: Omit<ProxyOptions, 'basePath'>): Promise<ProxiedSite> {
  const proxy = toNodeHandler(createProxy({ readFile: readPackageFiles(dist), ...options, basePath: '/vt' }));
  const answers: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://site');
    if (url.pathname.startsWith('/vt/')) {
      response.once('finish', () => answers.push(`${request.method} ${url.pathname} ${response.statusCode}`));
      return proxy(request, response);
    }
    if (url.pathname === '/page.html') {
      const siteCode = (url.searchParams.get('site') ?? 'proxied').replace(/[^A-Za-z0-9-]/g, '');
      return void response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(firstPartyPage(siteCode));
    }
    response.writeHead(404).end();
  });
  return Object.assign(await listenOnLoopback(server), { answers });
}
