import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { APP_UA, inspect, line, nonceOf, postEvents, readJson, startTestServer, type ErrorBody } from './server-helpers.js';

const secret = new TextEncoder().encode('a test secret of thirty-two bytes!');
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ auth: true, jwtSecret: secret });
});
afterAll(() => server.close());

async function getToken(siteCode: string, clientSecret = 'demo-secret'): Promise<Response> {
  return fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': APP_UA },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: siteCode, client_secret: clientSecret }),
  });
}

const forge = (claims: Record<string, unknown>, expiresAt: number, key = secret) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expiresAt).sign(key);

const event = () => line({ eventType: 'PRODUCT', nonce: nonceOf(Math.floor(Math.random() * 2 ** 40)), ean: '1', visitorCode: 'v' });

describe('--auth on /visit/events', () => {
  it('issues short-lived bearer tokens by the client-credentials grant, and accepts them for their own site', async () => {
    const answer = await getToken('a1');
    expect(answer.status).toBe(200);
    const token = await readJson<{ access_token: string }>(answer);
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 300, access_token: expect.stringMatching(/^ey/) });
    const response = await postEvents(server, 'siteCode=a1', event(), { Authorization: `Bearer ${token.access_token}` });
    expect(response.status).toBe(202);
    expect((await inspect(server, 'a1')).counts.accepted).toBe(1);
  });

  it('refuses a wrong client secret and other grants with OAuth errors', async () => {
    expect((await getToken('a1', 'nope')).status).toBe(401);
    const other = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      body: 'grant_type=password',
      headers: { 'User-Agent': APP_UA },
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it.each([
    ['missing', {}, /^missing-token/],
    ['malformed header', { Authorization: 'Token abc' }, /^malformed-header/],
    ['malformed token', { Authorization: 'Bearer not.a.jwt' }, /^malformed-token/],
  ])('401 with the reason for a %s token', async (_name, headers, reason) => {
    const response = await postEvents(server, 'siteCode=a2', event(), headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'unauthorized', reason: expect.stringMatching(reason) });
  });

  it("401 for an expired token and for a bad signature; 403 for another site's token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await forge({ siteCode: 'a3' }, now - 60);
    const wrongKey = await forge({ siteCode: 'a3' }, now + 60, new TextEncoder().encode('another secret, thirty-two bytes'));
    const otherSite = await forge({ siteCode: 'elsewhere' }, now + 60);
    const answer = async (token: string) => {
      const response = await postEvents(server, 'siteCode=a3', event(), { Authorization: `Bearer ${token}` });
      return [response.status, (await readJson<ErrorBody>(response)).reason];
    };
    expect(await answer(expired)).toEqual([401, expect.stringMatching(/^expired/)]);
    expect(await answer(wrongKey)).toEqual([401, expect.stringMatching(/^bad-signature/)]);
    expect(await answer(otherSite)).toEqual([403, expect.stringMatching(/^wrong-site/)]);
    expect((await inspect(server, 'a3')).counts.accepted).toBe(0);
  });
});

describe('map', () => {
  const store = (siteCode: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/map/maps?siteCode=${siteCode}`, {
      method: 'POST',
      body,
      headers: { 'User-Agent': APP_UA, 'Content-Type': 'application/json', ...headers },
    });
  const read = (siteCode: string, key: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/map/map?siteCode=${siteCode}&key=${encodeURIComponent(key)}`, { headers: { 'User-Agent': APP_UA, ...headers } });

  it('stores nested objects and Booleans per key (keys with /, spaces, & and non-ASCII) and reads them back; 404 when none', async () => {
    const data = { 'user/1 & ü': { plan: 'pro', vip: true, address: { city: 'Lyon', tags: ['a', 'b'] }, score: 1.5, none: null } };
    expect((await store('m1', JSON.stringify(data))).status).toBe(204);
    const answer = await read('m1', 'user/1 & ü');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(data['user/1 & ü']);
    const missing = await read('m1', 'nobody');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not-found' });
    expect((await read('other-site', 'user/1 & ü')).status).toBe(404); // any string reads
  });

  it('keeps __proto__ keys as plain data at both levels and pollutes nothing', async () => {
    expect((await store('m2', '{"__proto__":{"isAdmin":true},"u":{"__proto__":{"x":1},"y":2}}')).status).toBe(204);
    expect(await (await read('m2', '__proto__')).json()).toEqual({ isAdmin: true });
    const u = await (await read('m2', 'u')).text();
    expect(JSON.parse(u)).toEqual(JSON.parse('{"__proto__":{"x":1},"y":2}'));
    expect(Object.keys(JSON.parse(u) as object)).toEqual(['__proto__', 'y']);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it.each([
    ['not JSON', '{"a":', /not JSON/],
    ['an array', '[{"a":1}]', /must be a JSON object/],
    ['null', 'null', /must be a JSON object/],
    ['a string value', '{"k":"v"}', /"k" must be a JSON object, got string/],
    ['an array value', '{"k":[1]}', /must be a JSON object, got an array/],
    ['no key', '{}', /holds no key/],
    ['over-deep nesting', `{"k":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`, /nested 41 levels deep/],
    ['hostile nesting', '{"k":' + '['.repeat(200_000), /levels deep/],
  ])('400 with the reason for a body that is %s', async (_name, body, reason) => {
    const response = await store('m3', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad-body', reason: expect.stringMatching(reason) });
  });

  it('400 for invalid UTF-8 and for a missing siteCode or key; 403 for a bot', async () => {
    const invalid = await fetch(`${server.url}/map/maps?siteCode=m4`, {
      method: 'POST',
      body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x7b, 0x7d, 0x7d]),
      headers: { 'User-Agent': APP_UA },
    });
    expect([invalid.status, (await readJson<ErrorBody>(invalid)).reason]).toEqual([400, 'the body is not valid UTF-8']);
    expect((await fetch(`${server.url}/map/map?siteCode=m4`, { headers: { 'User-Agent': APP_UA } })).status).toBe(400);
    expect((await store('', '{"a":{}}')).status).toBe(400);
    // The store's site code is letters and digits (the spec); reading takes any string.
    const badSite = await store('m4_x', '{"a":{}}');
    expect([badSite.status, await badSite.json()]).toEqual([
      400,
      { error: 'bad-query', reason: 'siteCode must be letters and digits, got "m4_x"' },
    ]);
    expect((await read('m4_x', 'a')).status).toBe(404);
    expect((await read('m4', 'k', { 'User-Agent': 'python-requests/2.31' })).status).toBe(403);
  });

  it('stores from a library agent (the store is server-to-server; only the read browsers make is bot-filtered)', async () => {
    expect((await store('m8', '{"k":{"a":1}}', { 'User-Agent': 'curl/8.5.0' })).status).toBe(204);
    expect((await store('m8', '{"k":{"a":2}}', { 'User-Agent': 'python-requests/2.31' })).status).toBe(204);
    expect((await read('m8', 'k', { 'User-Agent': 'curl/8.5.0' })).status).toBe(403);
    expect(await (await read('m8', 'k')).json()).toEqual({ a: 2 });
  });

  it('413 for a map body over MAX_BODY_BYTES', async () => {
    const response = await store('m7', `{"k":{"v":"${'x'.repeat(3_000_000)}"}}`);
    expect([response.status, (await readJson<ErrorBody>(response)).error]).toEqual([413, 'too-large']);
  });

  it('goal search checks a token when one is given', async () => {
    const search = (headers: Record<string, string>) =>
      fetch(`${server.url}/goals/search`, { method: 'POST', body: '{}', headers: { 'User-Agent': APP_UA, ...headers } });
    expect((await search({ Authorization: 'Bearer nope' })).status).toBe(401);
    const token = (await readJson<{ access_token: string }>(await getToken('g1'))).access_token;
    expect((await search({ Authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await search({})).status).toBe(200);
  });

  it('needs no token, but checks one when given: 401 bad, 403 another site, 204 its own', async () => {
    const token = (await readJson<{ access_token: string }>(await getToken('m5'))).access_token;
    expect((await store('m5', '{"k":{"a":1}}', { Authorization: 'Bearer broken' })).status).toBe(401);
    expect((await store('m6', '{"k":{"a":1}}', { Authorization: `Bearer ${token}` })).status).toBe(403);
    expect((await store('m5', '{"k":{"a":1}}', { Authorization: `Bearer ${token}` })).status).toBe(204);
    expect((await read('m5', 'k', { Authorization: `Bearer ${token}` })).status).toBe(200);
  });
});
