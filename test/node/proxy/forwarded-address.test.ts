// Issue 33: the visitor's address the stand-in (the service's double) receives through the
// first-party proxy: truncated or left out as forwardAddress says, taken from a trusted front, and
// from Node's socket when the proxy runs in Hono. The stand-in's onRequest hook records each
// request's headers as they arrived upstream.
import { serve } from '@hono/node-server';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createProxy } from '../../../src/proxy/create-proxy.js';
import { inspect } from '../server/server-helpers.js';
import { SITE_HEADERS, useForwardingStandIn } from './forwarding-setup.js';
import { DESKTOP_CHROME_UA, nonceOf, productLine, startProxyServer } from './proxy-helpers.js';

const ctx = useForwardingStandIn();
const { arrived } = ctx;

describe('visit-tag/proxy in front of the stand-in', () => {
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
