// Issue 33: what the page gets back through the first-party proxy: the service's answer with its
// status, body and Retry-After but none of its cookies or transport headers, and no CORS of its
// own. The stand-in's onRequest hook records each request's headers as they arrived upstream.
import { describe, expect, it } from 'vitest';
import { SITE_HEADERS, useForwardingStandIn } from './forwarding-setup.js';
import { startCapturingUpstream, startProxyServer } from './proxy-helpers.js';

const ctx = useForwardingStandIn();
const { arrived } = ctx;

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
