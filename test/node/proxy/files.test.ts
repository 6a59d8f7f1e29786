// Issue 33: the proxy serves the tag's own script files from the package's dist/ (readPackageFiles,
// visit-tag/proxy-node), so one mount point serves both scripts and events: the exact bytes (SRI
// holds), immutable caching for content-hashed names, revalidation for the loader, nothing else.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPackageFiles } from '../../../src/proxy/read-package-files.js';
import type { LoopbackServer } from '../../support/listen-on-loopback.js';
import { startCapturingUpstream, startProxyServer } from './proxy-helpers.js';

const dist = resolve(import.meta.dirname, '../../../dist');
const integrity = JSON.parse(readFileSync(join(dist, 'integrity.json'), 'utf8')) as Record<string, string>;
const HASHED = 'visit-tag.definitions-1a2b3c4d.js';

let upstream!: Awaited<ReturnType<typeof startCapturingUpstream>>;
let proxy!: LoopbackServer;
let hashedProxy!: LoopbackServer;
let hashedDir!: string;

beforeAll(async () => {
  upstream = await startCapturingUpstream();
  proxy = await startProxyServer({ dataUrl: upstream.url, basePath: '/vt', readFile: readPackageFiles(dist) });
  // A build whose loader loads a content-hashed part (the name the tag's engine is given).
  hashedDir = mkdtempSync(join(tmpdir(), 'visit-tag-files-'));
  writeFileSync(join(hashedDir, HASHED), 'console.log("engine");\n');
  writeFileSync(join(hashedDir, 'package.json'), '{"secret":true}\n');
  hashedProxy = await startProxyServer({ dataUrl: upstream.url, basePath: '/vt', readFile: readPackageFiles(hashedDir) });
});
afterAll(async () => {
  await Promise.all([proxy.close(), hashedProxy.close(), upstream.close()]);
  rmSync(hashedDir, { recursive: true, force: true });
});

describe('the tag’s files under the mount', () => {
  it.each(['visit-tag.js', 'visit-tag.debug.js', 'consent-tcf.js', 'consent-gcm.js'])(
    '%s: the exact bytes of dist/ (its integrity value holds), as JavaScript, revalidated with an ETag',
    async (name) => {
      const response = await fetch(`${proxy.url}/vt/${name}`);
      expect(response.status).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes).equals(readFileSync(join(dist, name)))).toBe(true);
      expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`).toBe(integrity[name]);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const etag = response.headers.get('etag');
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
      const again = await fetch(`${proxy.url}/vt/${name}`, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    },
  );

  it("visit-tag-sw.js, the background drain's worker, with its options in the query: the exact bytes of dist/, as JavaScript, revalidated", async () => {
    const response = await fetch(`${proxy.url}/vt/visit-tag-sw.js?url=${encodeURIComponent(proxy.url)}&siteCode=shop`);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(dist, 'visit-tag-sw.js')))).toBe(true);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('a content-hashed file is cached for good', async () => {
    const response = await fetch(`${hashedProxy.url}/vt/${HASHED}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("engine");\n');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('HEAD answers the headers without the body', async () => {
    const response = await fetch(`${proxy.url}/vt/visit-tag.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBe(readFileSync(join(dist, 'visit-tag.js')).length);
  });

  it.each([
    '/vt/index.js', // an ESM entry, not a script tag
    '/vt/chunks/x.js',
    '/vt/package.json',
    '/vt/..%2Fpackage.json',
    '/vt/%2e%2e/package.json',
    '/vt/visit-tag.js.map',
    '/vt/visit-tag.engine-00000000.js', // a script-file name the directory does not hold
    '/visit-tag.js', // outside the mount
    '/vt/sub/visit-tag.js',
  ])('%s: 404, never a file outside the tag’s scripts', async (path) => {
    for (const server of [proxy, hashedProxy]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, `${server.url}${path}`).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
    expect(upstream.seen).toEqual([]);
  });

  it('other methods on a file: 405', async () => {
    const response = await fetch(`${proxy.url}/vt/visit-tag.js`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
