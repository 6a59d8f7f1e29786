import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoot } from '../../../demo/server/find-root.js';
import { serveFile } from '../../../demo/server/serve-file.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { APP_UA, readJson, startTestServer, type ErrorBody } from './server-helpers.js';

let server: RunningServer;
let extra: string;
beforeAll(async () => {
  extra = await mkdtemp(join(tmpdir(), 'visit-tag-static-'));
  await writeFile(join(extra, 'page.html'), '<p>extra</p>');
  server = await startTestServer({ extraStatic: { '/__test/': extra } });
});
afterAll(async () => {
  await server.close();
  await rm(extra, { recursive: true, force: true });
});

/** A GET with the path sent exactly as written (fetch would normalize dot segments). */
const rawGet = (path: string) =>
  new Promise<number>((resolve, reject) => {
    request(`${server.url}${path}`, { method: 'GET', path }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on('error', reject)
      .end();
  });

describe('static files', () => {
  it('serves the demo page at /, dist/, demo/ and the extraStatic prefixes', async () => {
    const page = await fetch(`${server.url}/`);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await page.text()).toMatch(/<html/i);
    const tag = await fetch(`${server.url}/dist/visit-tag.js`);
    expect([tag.status, tag.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect((await fetch(`${server.url}/demo/fixtures/goals.json`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/__test/page.html`)).text()).toBe('<p>extra</p>');
  });

  it('serves the demo app built by demo/app/build-app.ts at /demo/app.js, revalidated with an ETag', async () => {
    const app = await fetch(`${server.url}/demo/app.js`);
    expect(app.status).toBe(200);
    expect(app.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(app.headers.get('cache-control')).toBe('no-cache');
    expect((await app.text()).length).toBeGreaterThan(1000);
    const again = await fetch(`${server.url}/demo/app.js`, { headers: { 'If-None-Match': app.headers.get('etag')! } });
    expect([again.status, await again.text()]).toEqual([304, '']);
  }, 30_000);

  it.each([
    '/',
    '/dist/visit-tag.js',
    '/dist/visit-tag.debug.js',
    '/demo/app/style.css',
    '/test/fixtures/tracker/init.html',
    '/__test/page.html',
  ])(
    '%s is revalidated on every use (no-cache, ETag, Last-Modified), never no-store, which keeps pages in the back/forward cache',
    async (path) => {
      const file = await fetch(`${server.url}${path}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('no-cache');
      expect(file.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
      expect(new Date(file.headers.get('last-modified')!).getTime()).toBeLessThanOrEqual(Date.now());
    },
  );

  it('answers 304 with no body while a file is unchanged, by ETag or else by date', async () => {
    const first = await fetch(`${server.url}/dist/visit-tag.js`);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const get = (headers: Record<string, string>) => fetch(`${server.url}/dist/visit-tag.js`, { headers });
    const unchanged = await get({ 'If-None-Match': etag });
    expect([unchanged.status, await unchanged.text()]).toEqual([304, '']);
    expect([unchanged.headers.get('etag'), unchanged.headers.get('cache-control'), unchanged.headers.get('last-modified')]).toEqual([
      etag,
      'no-cache',
      lastModified,
    ]);
    expect(unchanged.headers.get('content-type')).toBeNull();
    expect((await get({ 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
    expect((await get({ 'If-None-Match': '*' })).status).toBe(304);
    expect((await get({ 'If-Modified-Since': lastModified })).status).toBe(304);
    // A different tag means the file changed; If-None-Match wins over a matching date (RFC 9110 §13.2.2).
    const other = await get({ 'If-None-Match': '"not-this-one"', 'If-Modified-Since': lastModified });
    expect([other.status, await other.text()]).toEqual([200, await first.text()]);
    expect((await get({ 'If-Modified-Since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).status).toBe(200);
    expect((await get({ 'If-Modified-Since': 'yesterday' })).status).toBe(200);
  });

  it('gets the new bytes right after a rebuild, even within the same second (the ETag is the content)', async () => {
    await writeFile(join(extra, 'tag.js'), 'window.build = 1;');
    const before = await fetch(`${server.url}/__test/tag.js`);
    expect(await before.text()).toBe('window.build = 1;');
    await writeFile(join(extra, 'tag.js'), 'window.build = 2;');
    const after = await fetch(`${server.url}/__test/tag.js`, { headers: { 'If-None-Match': before.headers.get('etag')! } });
    expect([after.status, await after.text()]).toEqual([200, 'window.build = 2;']);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('leaves the JSON API answers as they were: no validators, no 304', async () => {
    const search = () =>
      fetch(`${server.url}/goals/search`, { method: 'POST', body: '{}', headers: { 'User-Agent': APP_UA, 'If-None-Match': '*' } });
    const goals = await search();
    expect([goals.status, goals.headers.get('etag'), goals.headers.get('cache-control')]).toEqual([200, null, null]);
    const map = await fetch(`${server.url}/map/map?siteCode=s&key=k`, { headers: { 'User-Agent': APP_UA, 'If-None-Match': '*' } });
    expect([map.status, (await readJson<ErrorBody>(map)).error, map.headers.get('etag')]).toEqual([404, 'not-found', null]);
    const inspected = await fetch(`${server.url}/__inspect/counts`, { headers: { 'If-None-Match': '*' } });
    expect([inspected.status, inspected.headers.get('etag')]).toEqual([200, null]);
    const missing = await fetch(`${server.url}/dist/nothing.js`, { headers: { 'If-None-Match': '*' } });
    expect([missing.status, (await readJson<ErrorBody>(missing)).error]).toEqual([404, 'not-found']);
  });

  it('never serves demo/server, nor anything outside the mounted folders', async () => {
    expect((await fetch(`${server.url}/demo/server/start-server.ts`)).status).toBe(404);
    expect(await rawGet('/demo/%2e%2e/package.json')).toBe(404);
    expect(await rawGet('/demo/%73erver/start-server.ts')).toBe(404);
    expect(await rawGet('/demo/%2573erver/start-server.ts')).toBe(404);
    expect(await rawGet('/dist/..%2f..%2fpackage.json')).toBe(404);
    expect(await rawGet('/__test/..%2f..%2fetc%2fpasswd')).toBe(404);
    const missing = await fetch(`${server.url}/nothing/here`);
    expect([missing.status, (await readJson<ErrorBody>(missing)).error]).toEqual([404, 'not-found']);
  });

  it('serveFile refuses a denied folder below its directory, and paths that leave it', async () => {
    const demo = join(findRoot(), 'demo');
    expect(await serveFile(demo, 'server/start-server.ts')).toBeInstanceOf(Response);
    expect(await serveFile(demo, 'server/start-server.ts', [join(demo, 'server')])).toBeUndefined();
    expect(await serveFile(demo, '%2e%2e/package.json')).toBeUndefined();
  });
});
