// Issue 33: what the stand-in (the service's double) receives through the first-party proxy: the
// browser's User-Agent and address without the site's credentials, the map read, the bot rule's
// refusal, and the site's token where the service requires one. The stand-in's onRequest hook
// records each request's headers as they arrived upstream.
import { describe, expect, it } from 'vitest';
import type { LoopbackServer } from '../../support/listen-on-loopback.js';
import { inspect, readJson, startTestServer, type ErrorBody } from '../server/server-helpers.js';
import { SITE_HEADERS, useForwardingStandIn } from './forwarding-setup.js';
import { DESKTOP_CHROME_UA, HEADLESS_CHROME_UA, nonceOf, productLine, startProxyServer } from './proxy-helpers.js';

const ctx = useForwardingStandIn();
const { arrived } = ctx;

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
});
