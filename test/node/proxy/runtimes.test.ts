// Issue 41: the recipes of docs/first-party.md, as files under examples/proxy/, each started as its
// header says (node, node with Express, deno run, bun, and the worker bundled by esbuild and run by
// workerd through Miniflare) in front of the stand-in, and checked alike (runtime-checks.ts). The
// guide quotes each file whole; the last test holds it to that.
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { readCodeBlocks } from '../../support/docs/read-code-blocks.js';
import { inspect, startTestServer } from '../server/server-helpers.js';
import { describeRuntime, type ServiceUnderTest } from './runtime-checks.js';
import { DESKTOP_CHROME_UA, nonceOf, productLine } from './proxy-helpers.js';
import { root, spawnRecipe, startWorkerRecipe, whyNotRunnable } from '../../support/proxy/start-recipe.js';
import { startServiceFront } from '../../support/proxy/start-service-front.js';

const service = { arrived: [] as IncomingHttpHeaders[] } as ServiceUnderTest;
beforeAll(async () => {
  service.standIn = await startTestServer({
    onRequest: (request) => void (request.url?.startsWith('/__') || service.arrived.push(request.headers)),
  });
  service.front = await startServiceFront(service.standIn.port);
});
afterAll(async () => {
  await service.front?.close();
  await (service.standIn as RunningServer | undefined)?.close();
});
beforeEach(() => void (service.arrived.length = 0));

it('the service behind the recipes sets a cookie on every answer: the one none of them may pass back', async () => {
  const answer = await fetch(`${service.front.url}/map/map?siteCode=front&key=nobody`, { headers: { 'User-Agent': DESKTOP_CHROME_UA } });
  expect([answer.status, answer.headers.get('set-cookie')]).toEqual([404, expect.stringMatching(/^vendor_id=/)]);
});

const node = process.execPath;
const deno = 'node_modules/.bin/deno';
const bun = 'node_modules/.bin/bun';

describeRuntime(() => service, {
  name: 'Node’s http (node examples/proxy/node-http.mjs)',
  id: 'node',
  skip: undefined,
  start: (env) => spawnRecipe(node, ['examples/proxy/node-http.mjs'], env),
  visitorAddress: '127.0.0.1',
  more: (recipe) =>
    it('a path it does not serve is its own 404 JSON', async () => {
      const response = await fetch(`${recipe().url}/vt/other`);
      expect([response.status, response.headers.get('content-type')]).toEqual([404, 'application/json; charset=utf-8']);
    }),
});

describeRuntime(() => service, {
  name: 'Express (node examples/proxy/express.mjs)',
  id: 'express',
  skip: undefined,
  start: (env) => spawnRecipe(node, ['examples/proxy/express.mjs'], env),
  visitorAddress: '127.0.0.1',
  more: (recipe) => {
    it('what the proxy does not serve goes on to the site’s own routes: POST /vt/feedback, its JSON body whole', async () => {
      const response = await fetch(`${recipe().url}/vt/feedback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': DESKTOP_CHROME_UA },
        body: JSON.stringify({ liked: true }),
      });
      expect([response.status, await response.text()]).toEqual([201, JSON.stringify({ received: { liked: true } })]);
      expect(service.arrived).toEqual([]);
    });
    it('and a path nothing serves reaches Express’s own 404, not the proxy’s', async () => {
      const response = await fetch(`${recipe().url}/vt/other`);
      expect([response.status, await response.text()]).toEqual([404, expect.stringContaining('Cannot GET /vt/other')]);
    });
  },
});

describeRuntime(() => service, {
  name: 'Deno (deno run --allow-net --allow-env --allow-read examples/proxy/deno.ts)',
  id: 'deno',
  skip: whyNotRunnable(deno),
  start: (env) => spawnRecipe(resolve(root, deno), ['run', '--allow-net', '--allow-env', '--allow-read', 'examples/proxy/deno.ts'], env),
  visitorAddress: '127.0.0.1',
});

describeRuntime(() => service, {
  name: 'Bun (bun examples/proxy/bun.ts)',
  id: 'bun',
  skip: whyNotRunnable(bun),
  start: (env) => spawnRecipe(resolve(root, bun), ['examples/proxy/bun.ts'], env),
  visitorAddress: '127.0.0.1',
});

describeRuntime(() => service, {
  name: 'a Cloudflare worker (examples/proxy/worker.ts + wrangler.toml, bundled by esbuild, in workerd through Miniflare)',
  id: 'worker',
  skip: whyNotRunnable('node_modules/.bin/workerd'),
  start: startWorkerRecipe,
  // Cloudflare's edge sets CF-Connecting-IP to the visitor's address (and replaces any the browser sent).
  edgeHeaders: { 'CF-Connecting-IP': '203.0.113.7' },
  visitorAddress: '203.0.113.7',
  noFiles: 'a worker has no file system (readPackageFiles needs node:fs): copy dist/visit-tag.js to the site’s static files',
  resetsStreamedOver:
    'workerd answers 413 while the client still streams, then may reset the connection (seen 2 of about 20 runs): the client sees ECONNRESET, and nothing goes upstream either way',
  more: (recipe) =>
    it('without a CF-Connecting-IP from the client, Miniflare sets it to the peer’s address, as the edge does; a browser’s X-Forwarded-For is not believed', async () => {
      const response = await fetch(`${recipe().url}/vt/visit/events?siteCode=worker6&visitorCode=v`, {
        method: 'POST',
        headers: { 'User-Agent': DESKTOP_CHROME_UA, 'Content-Type': 'text/plain', 'X-Forwarded-For': '198.51.100.66' },
        body: productLine(nonceOf(0x4fff)),
      });
      expect(response.status).toBe(202);
      expect((await inspect(service.standIn, 'worker6')).accepted).toHaveLength(1);
      expect(service.arrived.map((headers) => headers['x-forwarded-for'])).toEqual(['127.0.0.1']);
    }),
});

describe('docs/first-party.md quotes the recipes', () => {
  it('each file of examples/proxy/ whole, in a block that names it', () => {
    const blocks = readCodeBlocks(root, ['docs/first-party.md']);
    const files = readdirSync(resolve(root, 'examples/proxy')).sort();
    expect(files).toEqual(['bun.ts', 'deno.ts', 'express.mjs', 'node-http.mjs', 'worker.ts', 'wrangler.toml']);
    for (const name of files) {
      const path = `examples/proxy/${name}`;
      const quoted = blocks.filter((block) => block.words.includes(path));
      expect(
        quoted.map((block) => block.code),
        path,
      ).toEqual([readFileSync(resolve(root, path), 'utf8')]);
    }
  });
});
