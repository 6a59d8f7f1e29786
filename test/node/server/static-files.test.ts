import { request } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoot } from '../../../demo/server/find-root.js';
import { serveFile } from '../../../demo/server/serve-file.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { startTestServer } from './server-helpers.js';

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
const rawGet = (path: string) => new Promise<number>((resolve, reject) => {
  request(`${server.url}${path}`, { method: 'GET', path }, (res) => {
    res.resume();
    resolve(res.statusCode!);
  }).on('error', reject).end();
});

describe('static files', () => {
  it('serves the demo page at /, dist/, demo/ and the extraStatic prefixes, never cached', async () => {
    const page = await fetch(`${server.url}/`);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(await page.text()).toMatch(/<html/i);
    const tag = await fetch(`${server.url}/dist/visit-tag.js`);
    expect([tag.status, tag.headers.get('content-type'), tag.headers.get('cache-control')]).toEqual([200, 'text/javascript; charset=utf-8', 'no-store']);
    expect((await fetch(`${server.url}/demo/fixtures/goals.json`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/__test/page.html`)).text()).toBe('<p>extra</p>');
  });

  it('serves the demo app built by demo/app/build-app.ts at /demo/app.js', async () => {
    const app = await fetch(`${server.url}/demo/app.js`);
    expect(app.status).toBe(200);
    expect(app.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await app.text()).length).toBeGreaterThan(1000);
  }, 30_000);

  it('never serves demo/server, nor anything outside the mounted folders', async () => {
    expect((await fetch(`${server.url}/demo/server/start-server.ts`)).status).toBe(404);
    expect(await rawGet('/demo/%2e%2e/package.json')).toBe(404);
    expect(await rawGet('/demo/%73erver/start-server.ts')).toBe(404);
    expect(await rawGet('/demo/%2573erver/start-server.ts')).toBe(404);
    expect(await rawGet('/dist/..%2f..%2fpackage.json')).toBe(404);
    expect(await rawGet('/__test/..%2f..%2fetc%2fpasswd')).toBe(404);
    const missing = await fetch(`${server.url}/nothing/here`);
    expect([missing.status, (await missing.json()).error]).toEqual([404, 'not-found']);
  });

  it('serveFile refuses a denied folder below its directory, and paths that leave it', async () => {
    const demo = join(findRoot(), 'demo');
    expect(await serveFile(demo, 'server/start-server.ts')).toBeInstanceOf(Response);
    expect(await serveFile(demo, 'server/start-server.ts', [join(demo, 'server')])).toBeUndefined();
    expect(await serveFile(demo, '%2e%2e/package.json')).toBeUndefined();
  });
});
