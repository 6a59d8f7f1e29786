// Issue 33: what the stand-in (the service's double) receives through the first-party proxy, and
// what the page gets back. The stand-in's onRequest hook records each request's headers as they
// arrived upstream.
import { serve } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createProxy } from '../../../src/proxy/create-proxy.js';
import type { LoopbackServer } from '../../support/listen-on-loopback.js';
import { inspect, readJson, startTestServer, type ErrorBody } from '../server/server-helpers.js';
import {
  useProxyBeforeStandIn,
  DESKTOP_CHROME_UA,
  HEADLESS_CHROME_UA,
  nonceOf,
  productLine,
  startCapturingUpstream,
  startProxyServer,
} from './proxy-helpers.js';

const ctx = useProxyBeforeStandIn((request) => request.headers);
const { arrived } = ctx;

/** What a same-origin page's browser sends with the tag's POST, the site's own credentials included. */
const SITE_HEADERS = {
  'User-Agent': DESKTOP_CHROME_UA,
  'Content-Type': 'text/plain;charset=UTF-8',
  Cookie: 'session=site-secret; _vt=abc',
  Authorization: 'Basic c2l0ZTpzZWNyZXQ=',
  'Proxy-Authorization': 'Basic cHJveHk6c2VjcmV0',
  Referer: 'https://www.shop.example/checkout?email=ann%40example.com',
  Origin: 'https://www.shop.example',
  'X-Forwarded-For': '198.51.100.66',
};

describe('visit-tag/proxy in front of the stand-in', () => {
  it('delivers events with the browser’s User-Agent and the socket’s address, and none of the site’s credentials', async () => {
    const response = await fetch(`${ctx.proxy.url}/vt/visit/events?siteCode=px1&visitorCode=v1`, {
      method: 'POST',
      headers: SITE_HEADERS,
      body: [productLine(nonceOf(1)), productLine(nonceOf(2))].join('\n'),
    });
    expect(response.status).toBe(202);
    expect(response.headers.get('connection')).toBe('keep-alive');
    const seen = await inspect(ctx.standIn, 'px1');
    expect(seen.accepted.map((entry) => entry.event.nonce)).toEqual([nonceOf(1), nonceOf(2)]);
    expect(seen.requests).toEqual([
      expect.objectContaining({ status: 202, userAgent: DESKTOP_CHROME_UA, query: 'siteCode=px1&visitorCode=v1' }),
    ]);
    expect(arrived).toHaveLength(1);
    const headers = arrived[0];
    // The browser's own X-Forwarded-For is not believed: the address is the proxy's peer (this test, on 127.0.0.1).
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['content-type']).toBe('text/plain;charset=UTF-8');
    for (const name of ['cookie', 'authorization', 'proxy-authorization', 'referer', 'origin']) expect(headers[name], name).toBeUndefined();
  });

  it('reads the map through the proxy with the browser’s User-Agent and the visitor’s address', async () => {
    const stored = await fetch(`${ctx.standIn.url}/map/maps?siteCode=px2`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'shop-backend/1.0' },
      body: JSON.stringify({ v1: { plan: 'gold', vip: true } }),
    });
    expect(stored.status).toBe(204);
    arrived.length = 0;
    const response = await fetch(`${ctx.proxy.url}/vt/map/map?siteCode=px2&key=v1`, { headers: SITE_HEADERS });
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('keep-alive'); // a read leaves its connection reusable
    expect(await response.json()).toEqual({ plan: 'gold', vip: true });
    expect(arrived).toEqual([expect.objectContaining({ 'user-agent': DESKTOP_CHROME_UA, 'x-forwarded-for': '127.0.0.1' })]);
    expect(arrived[0].cookie).toBeUndefined();
    const missing = await fetch(`${ctx.proxy.url}/vt/map/map?siteCode=px2&key=nobody`, { headers: SITE_HEADERS });
    expect(missing.status).toBe(404);
    expect(await readJson<ErrorBody>(missing)).toMatchObject({ error: 'not-found' });
  });

  it('still refuses a HeadlessChrome User-Agent: the service’s 403 and its reason come back unchanged', async () => {
    const response = await fetch(`${ctx.proxy.url}/vt/visit/events?siteCode=px3&visitorCode=v`, {
      method: 'POST',
      headers: { ...SITE_HEADERS, 'User-Agent': HEADLESS_CHROME_UA },
      body: productLine(nonceOf(3)),
    });
    expect(response.status).toBe(403);
    const body = await readJson<ErrorBody>(response);
    expect(body.error).toBe('forbidden');
    expect(body.reason).toMatch(/^bot-user-agent: .*HeadlessChrome/);
    expect((await inspect(ctx.standIn, 'px3')).accepted).toEqual([]);
  });

  it('adds the site’s token upstream where the service requires one (its 401 comes back without it)', async () => {
    const guarded = await startTestServer({ auth: true });
    const tokenOf = async () => {
      const answer = await fetch(`${guarded.url}/oauth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'User-Agent': 'shop-backend/1.0' },
        body: 'grant_type=client_credentials&client_id=px4&client_secret=demo-secret',
      });
      return ((await answer.json()) as { access_token: string }).access_token;
    };
    const withToken = await startProxyServer({ dataUrl: guarded.url, basePath: '/vt', token: tokenOf });
    const without = await startProxyServer({ dataUrl: guarded.url, basePath: '/vt' });
    try {
      const post = (server: LoopbackServer, n: number) =>
        fetch(`${server.url}/vt/visit/events?siteCode=px4&visitorCode=v`, {
          method: 'POST',
          headers: SITE_HEADERS,
          body: productLine(nonceOf(n)),
        });
      const refused = await post(without, 4);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(await readJson<ErrorBody>(refused)).toMatchObject({ error: 'unauthorized', reason: expect.stringMatching(/^missing-token/) });
      expect((await post(withToken, 5)).status).toBe(202);
      expect((await inspect(guarded, 'px4')).accepted.map((entry) => entry.event.nonce)).toEqual([nonceOf(5)]);
    } finally {
      await Promise.all([withToken.close(), without.close(), guarded.close()]);
    }
  });

  it('truncates the address (IPv4 last octet, IPv6 last 80 bits) or leaves it out, as forwardAddress says', async () => {
    const addresses = ['203.0.113.7', '2001:db8:85a3:8d3:1319:8a2e:370:7348'];
    let next = 0;
    const seen: Array<string | undefined> = [];
    for (const forwardAddress of ['full', 'truncate', 'none'] as const) {
      for (const address of addresses) {
        const server = await startProxyServer({
          dataUrl: ctx.standIn.url,
          basePath: '/vt',
          forwardAddress,
          getClientAddress: () => address,
        });
        arrived.length = 0;
        const response = await fetch(`${server.url}/vt/visit/events?siteCode=px5&visitorCode=v`, {
          method: 'POST',
          headers: SITE_HEADERS,
          body: productLine(nonceOf(100 + next++)),
        });
        await server.close();
        expect(response.status).toBe(202);
        seen.push(arrived[0]['x-forwarded-for'] as string | undefined);
      }
    }
    expect(seen).toEqual([...addresses, '203.0.113.0', '2001:db8:85a3::', undefined, undefined]);
  });

  it('takes the address a trusted front added to X-Forwarded-For only when trustedFronts says there is one', async () => {
    const behindFront = await startProxyServer({ dataUrl: ctx.standIn.url, basePath: '/vt', trustedFronts: 1 });
    try {
      await fetch(`${behindFront.url}/vt/visit/events?siteCode=px6&visitorCode=v`, {
        method: 'POST',
        // The visitor wrote the first entry; the site's load balancer appended the second.
        headers: { ...SITE_HEADERS, 'X-Forwarded-For': '198.51.100.66, 203.0.113.9' },
        body: productLine(nonceOf(6)),
      });
      expect(arrived.map((headers) => headers['x-forwarded-for'])).toEqual(['203.0.113.9']);
    } finally {
      await behindFront.close();
    }
  });

  it('runs unchanged in Hono on Node: proxy(c.req.raw, c.env) takes the address from Node’s socket', async () => {
    const handler = createProxy({ dataUrl: ctx.standIn.url, basePath: '/vt' });
    const app = new Hono<{ Bindings: HttpBindings }>();
    app.all('/vt/*', (c) => handler(c.req.raw, c.env));
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const response = await fetch(`${url}/vt/visit/events?siteCode=px7&visitorCode=v`, {
        method: 'POST',
        headers: SITE_HEADERS,
        body: productLine(nonceOf(7)),
      });
      expect(response.status).toBe(202);
      expect((await inspect(ctx.standIn, 'px7')).accepted.map((entry) => entry.event.nonce)).toEqual([nonceOf(7)]);
      expect(arrived).toEqual([expect.objectContaining({ 'user-agent': DESKTOP_CHROME_UA, 'x-forwarded-for': '127.0.0.1' })]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('what comes back from the service', () => {
  it('its status, body, Content-Type and Retry-After pass unchanged; its Set-Cookie and transport headers never do', async () => {
    const upstream = await startCapturingUpstream((request, response) => {
      response.writeHead(request.url.includes('limited') ? 429 : 403, {
        'Content-Type': 'application/json; charset=utf-8',
        'Retry-After': '7',
        'Set-Cookie': 'vendor_id=tracking; Domain=shop.example; Path=/',
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(JSON.stringify({ error: 'rate-limited', reason: 'site over its limit' }));
    });
    const server = await startProxyServer({ dataUrl: upstream.url, basePath: '/vt' });
    try {
      for (const [query, status] of [
        ['siteCode=limited', 429],
        ['siteCode=other', 403],
      ] as const) {
        const response = await fetch(`${server.url}/vt/visit/events?${query}`, { method: 'POST', headers: SITE_HEADERS, body: 'x' });
        expect(response.status).toBe(status);
        expect(response.headers.get('retry-after')).toBe('7');
        expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
        for (const name of ['set-cookie', 'strict-transport-security', 'access-control-allow-origin'])
          expect(response.headers.get(name)).toBeNull();
        expect(await response.json()).toEqual({ error: 'rate-limited', reason: 'site over its limit' });
      }
      expect(upstream.seen.map((request) => [request.method, request.url, request.body])).toEqual([
        ['POST', '/visit/events?siteCode=limited', 'x'],
        ['POST', '/visit/events?siteCode=other', 'x'],
      ]);
    } finally {
      await Promise.all([server.close(), upstream.close()]);
    }
  });

  it('adds no CORS headers and answers no preflight: the page is on the proxy’s own origin', async () => {
    const response = await fetch(`${ctx.proxy.url}/vt/visit/events?siteCode=px8`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(response.status).toBe(405);
    expect([...response.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(arrived).toEqual([]);
  });
});
