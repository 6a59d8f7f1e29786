// Issue 41: toNodeHandler beside Express's `next`. A request the proxy does not serve goes on to the
// site's routes after it, its body unread; what the proxy serves (its routes, its files, the
// service's own 404 of a map key) it answers itself; on plain node:http, "not mine" stays a 404 JSON.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { createProxy } from '../../../src/proxy/create-proxy.js';
import { readPackageFiles } from '../../../src/proxy/read-package-files.js';
import { toNodeHandler } from '../../../src/proxy/to-node-handler.js';
import { listenOnLoopback, type LoopbackServer } from '../../support/listen-on-loopback.js';
import { inspect, readJson, startTestServer, type ErrorBody } from '../server/server-helpers.js';
import { DESKTOP_CHROME_UA, nonceOf, productLine } from './proxy-helpers.js';

const dist = resolve(import.meta.dirname, '../../../dist');
const UA = { 'User-Agent': DESKTOP_CHROME_UA };

let standIn!: RunningServer;
let site!: LoopbackServer;
let withFiles!: LoopbackServer;
let plain!: LoopbackServer;
let bare!: LoopbackServer;

beforeAll(async () => {
  standIn = await startTestServer();
  const proxy = createProxy({ dataUrl: standIn.url, basePath: '/vt' });
  // The site: the proxy at /vt, then a body parser and routes of its own, some under /vt.
  const app = express();
  app.use('/vt', toNodeHandler(proxy));
  app.use(express.json({ limit: '1mb' }));
  app.post('/vt/feedback', (request, response) => void response.status(201).json({ received: request.body as unknown }));
  app.get('/vt/visit-tag.js', (_request, response) => void response.type('text/javascript').send('// the site’s own copy\n'));
  app.use('/vt', (request, response) => void response.status(418).json({ site: request.originalUrl }));
  site = await listenOnLoopback(createServer(app));
  const filesApp = express();
  filesApp.use('/vt', toNodeHandler(createProxy({ dataUrl: standIn.url, basePath: '/vt', readFile: readPackageFiles(dist) })));
  filesApp.get('/vt/visit-tag.js', (_request, response) => void response.send('never: the proxy serves it'));
  withFiles = await listenOnLoopback(createServer(filesApp));
  plain = await listenOnLoopback(createServer(toNodeHandler(proxy)));
  // Express with nothing after the proxy: its final handler answers what falls through.
  const bareApp = express();
  bareApp.use('/vt', toNodeHandler(proxy));
  bare = await listenOnLoopback(createServer(bareApp));
});
afterAll(async () => {
  await Promise.all([site.close(), withFiles.close(), plain.close(), bare.close()]);
  await standIn.close();
});

describe('toNodeHandler beside Express’s next()', () => {
  it('a POST to a path it does not serve goes on to the site’s route, its JSON body (past 64 KiB) whole for the parser', async () => {
    const note = 'x'.repeat(200_000);
    const response = await fetch(`${site.url}/vt/feedback`, {
      method: 'POST',
      headers: { ...UA, 'Content-Type': 'application/json' },
      body: JSON.stringify({ note }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: { note } });
  });

  it('any other path under the mount reaches the site’s routes after it, not the proxy’s 404', async () => {
    for (const path of ['/vt/other', '/vt/', '/vt/visit-tag.js', '/vt/goals/search']) {
      const response = await fetch(`${site.url}${path}`, { headers: UA });
      if (path === '/vt/visit-tag.js')
        expect(await response.text()).toBe('// the site’s own copy\n'); // no readFile: the site serves it
      else expect([response.status, await response.json()]).toEqual([418, { site: path }]);
    }
  });

  it('with nothing after it, Express’s own final handler answers (its 404 page)', async () => {
    const response = await fetch(`${bare.url}/vt/other`, { method: 'POST', headers: UA, body: 'x' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('Cannot POST /vt/other');
  });

  it('what it serves it answers: events, a wrong method (405), the service’s 404 of a map key, and its files', async () => {
    const posted = await fetch(`${site.url}/vt/visit/events?siteCode=tnh1&visitorCode=v`, {
      method: 'POST',
      headers: { ...UA, 'Content-Type': 'text/plain' },
      body: productLine(nonceOf(1)),
    });
    expect(posted.status).toBe(202);
    expect((await inspect(standIn, 'tnh1')).accepted.map((entry) => entry.event.nonce)).toEqual([nonceOf(1)]);
    const wrongMethod = await fetch(`${site.url}/vt/visit/events?siteCode=tnh1`, { headers: UA });
    expect([wrongMethod.status, wrongMethod.headers.get('allow')]).toEqual([405, 'POST']);
    const missing = await fetch(`${site.url}/vt/map/map?siteCode=tnh1&key=nobody`, { headers: UA });
    expect(missing.status).toBe(404);
    expect(await readJson<ErrorBody>(missing)).toMatchObject({ error: 'not-found', reason: expect.stringContaining('nobody') });
    const file = await fetch(`${withFiles.url}/vt/visit-tag.js`);
    expect([file.status, file.headers.get('etag')]).toEqual([200, expect.stringMatching(/^"/)]);
    expect(await file.text()).not.toContain('never');
  });
});

describe('toNodeHandler on node:http (no next)', () => {
  it.each(['GET', 'POST'])('%s of a path it does not serve is its own 404 JSON, as before', async (method) => {
    const response = await fetch(`${plain.url}/vt/other`, { method, headers: UA, body: method === 'POST' ? 'x' : undefined });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await readJson<ErrorBody>(response)).toMatchObject({ error: 'not-found', reason: expect.any(String) });
  });
});
