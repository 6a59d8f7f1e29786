import { describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../demo/server/start-server.js';
import { getMapData, storeMapData } from '../../../src/map.js';
import { MAX_MAP_DEPTH } from '../../../demo/server/read-map-body.js';
import { validateMapRecords } from '../../../src/clients/validate-map-records.js';
import { APP_UA, useTestServer } from '../server/server-helpers.js';
import { thrownClientError } from './thrown-client-error.js';

let open!: RunningServer;
let authed!: RunningServer;
useTestServer((started) => (open = started));
useTestServer((started) => (authed = started), { auth: true });

/** A fetch that records the headers of every request it makes, then makes it. */
function recordingFetch() {
  const requests: { url: string; headers: Headers }[] = [];
  const wrapped: typeof fetch = (input, init) => {
    requests.push({ url: input instanceof Request ? input.url : String(input), headers: new Headers(init?.headers) });
    return fetch(input, init);
  };
  return { fetch: wrapped, requests };
}

describe('map client against the stand-in server', () => {
  it('stores records and reads each back, with keys holding /, spaces, &, = and non-ASCII', async () => {
    const options = { dataUrl: open.url, siteCode: 'mapKeys' };
    const records = {
      'user/42': { plan: 'pro', beta: true },
      'a b & c=d': { nested: { deep: { list: [1, 'two', false, null] } } },
      'café ☕ 東京': { city: 'Lyon', score: 3.5 },
      '50%+off?#x': { ok: true },
    };
    await storeMapData(records, options);
    for (const [key, value] of Object.entries(records)) expect(await getMapData(key, options)).toEqual(value);
  });

  it('gives undefined for a key with nothing stored, and keeps sites apart', async () => {
    await storeMapData({ shared: { site: 'one' } }, { dataUrl: open.url, siteCode: 'siteOne' });
    expect(await getMapData('shared', { dataUrl: open.url, siteCode: 'siteTwo' })).toBeUndefined();
    expect(await getMapData('never stored', { dataUrl: open.url, siteCode: 'siteOne' })).toBeUndefined();
  });

  it('replaces what a key held on a second store', async () => {
    const options = { dataUrl: `${open.url}/`, siteCode: 'replace' };
    await storeMapData({ k: { v: 1, old: true } }, options);
    await storeMapData({ k: { v: 2 } }, options);
    expect(await getMapData('k', options)).toEqual({ v: 2 });
  });

  it('sends its own User-Agent outside a browser, which the server bot filter accepts', async () => {
    const recorder = recordingFetch();
    await storeMapData({ ua: { checked: true } }, { dataUrl: open.url, siteCode: 'ua', fetch: recorder.fetch });
    expect(await getMapData('ua', { dataUrl: open.url, siteCode: 'ua', fetch: recorder.fetch })).toEqual({ checked: true });
    const agents = recorder.requests.map((request) => request.headers.get('user-agent'));
    expect(agents).toEqual([expect.stringMatching(/^visit-tag\/\S+ \(Node\.js 20\)$/), agents[0]]);
    // The same server refuses a library default, so the default agent above really passed the filter.
    const refused = await thrownClientError(getMapData('ua', { dataUrl: open.url, siteCode: 'ua', userAgent: 'node-fetch/1.0' }));
    expect(refused).toMatchObject({ kind: 'http', status: 403, error: 'forbidden' });
    expect(refused.reason).toMatch(/bot-user-agent/);
  });

  it('sends no User-Agent of its own in a browser (window and document present), where the browser sets it', async () => {
    const recorder = recordingFetch();
    const scope = globalThis as { window?: unknown; document?: unknown };
    scope.window = {};
    scope.document = {};
    try {
      // Node's fetch then adds its default agent, which the bot filter refuses: proof the header was not ours.
      const error = await thrownClientError(getMapData('ua', { dataUrl: open.url, siteCode: 'ua', fetch: recorder.fetch }));
      expect(error).toMatchObject({ status: 403, reason: expect.stringContaining('node') });
    } finally {
      delete scope.window;
      delete scope.document;
    }
    expect(recorder.requests[0].headers.has('user-agent')).toBe(false);
  });

  it('aborts with the signal, as a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await thrownClientError(getMapData('k', { dataUrl: open.url, siteCode: 'x', signal: controller.signal }));
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('refuses bad input before any request, with a clear reason', async () => {
    const recorder = recordingFetch();
    const base = { dataUrl: open.url, siteCode: 'bad', fetch: recorder.fetch };
    const cases: [unknown, string, RegExp][] = [
      [{ k: [1, 2] }, 'bad', /records\["k"\] must be a JSON object, not an array/],
      [{ k: 'text' }, 'bad', /must be a JSON object, not a string/],
      [{ k: { n: Number.NaN } }, 'bad', /records\["k"\]\.n is NaN/],
      [{ k: { when: new Date(0) } }, 'bad', /Date object/],
      [{}, 'bad', /records is empty/],
      [{ k: {} }, 'not a code', /siteCode must be letters and digits/],
    ];
    for (const [records, siteCode, reason] of cases) {
      const error = await thrownClientError(storeMapData(records as never, { ...base, siteCode }));
      expect(error.kind).toBe('invalid-request');
      expect(error.message).toMatch(reason);
    }
    expect((await thrownClientError(getMapData('', base))).message).toMatch(/key must be a non-empty string/);
    expect(recorder.requests).toEqual([]);
  });

  it('surfaces the server 400 reason when the server refuses a body the client let through', async () => {
    // The client checks nesting up to 64 levels inside a record; the server refuses a body nested
    // deeper than MAX_MAP_DEPTH (32) counting the outer object. 40 levels pass the one, not the other.
    const deep: Record<string, unknown> = {};
    let cursor = deep;
    for (let i = 1; i < 40; i++) cursor = cursor.next = {};
    const records = { k: deep as never };
    expect(validateMapRecords(records, 'deep')).toEqual([]);
    const error = await thrownClientError(storeMapData(records, { dataUrl: open.url, siteCode: 'deep' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      error: 'bad-body',
      reason: `the body is nested 41 levels deep, at most ${MAX_MAP_DEPTH} allowed`,
    });
    expect(error.message).toContain('41 levels deep');
  });

  it('checks a token when given: a bad one is a 401 with the reason, an issued one works', async () => {
    const options = { dataUrl: authed.url, siteCode: 'tokens' };
    const bad = await thrownClientError(storeMapData({ k: { v: 1 } }, { ...options, token: 'not.a.jwt' }));
    expect(bad).toMatchObject({ kind: 'http', status: 401, error: 'unauthorized' });
    expect(bad.reason).toBeTruthy();
    const response = await fetch(`${authed.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': APP_UA },
      body: 'grant_type=client_credentials&client_id=tokens&client_secret=demo-secret',
    });
    const { access_token: token } = (await response.json()) as { access_token: string };
    await storeMapData({ k: { v: 2 } }, { ...options, token });
    expect(await getMapData('k', { ...options, token })).toEqual({ v: 2 });
    const otherSite = await thrownClientError(getMapData('k', { dataUrl: authed.url, siteCode: 'other', token }));
    expect(otherSite).toMatchObject({ status: 403, reason: expect.stringMatching(/wrong-site/) });
  });

  it('reports a network failure and a foreign 404 as errors, not as "nothing stored"', async () => {
    const closed = await startServer({ port: 0, quiet: true });
    await closed.close();
    expect(await thrownClientError(getMapData('k', { dataUrl: closed.url, siteCode: 'x' }))).toMatchObject({ kind: 'network' });
    // A 404 that is not the service's JSON answer (a wrong dataUrl on another server) is an error too.
    const htmlServer = await import('node:http').then(({ createServer }) =>
      createServer((_, res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>')),
    );
    await new Promise<void>((resolve) => htmlServer.listen(0, '127.0.0.1', resolve));
    const port = (htmlServer.address() as { port: number }).port;
    const error = await thrownClientError(getMapData('k', { dataUrl: `http://127.0.0.1:${port}`, siteCode: 'x' }));
    await new Promise((resolve) => htmlServer.close(resolve));
    expect(error).toMatchObject({ kind: 'http', status: 404, body: '<h1>Not Found</h1>' });
  });
});
