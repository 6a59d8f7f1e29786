// Issue 33: the proxy keeps the contract's limits and is no open relay: 413 before anything goes
// upstream, 502 for a service that refuses, 504 for one that hangs, 404/405 for everything it
// does not forward, and 200 concurrent posts delivered with their nonces, none lost or doubled.
import { createServer, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../src/wire/event-table.js';
import { getFreePort } from '../../support/engines/free-port.js';
import { listenOnLoopback } from '../../support/listen-on-loopback.js';
import { inspect, readJson, type ErrorBody } from '../server/server-helpers.js';
import { useProxyBeforeStandIn, DESKTOP_CHROME_UA, nonceOf, productLine, startProxyServer } from './proxy-helpers.js';

const ctx = useProxyBeforeStandIn((request: IncomingMessage) => `${request.method} ${request.url}`);
const { arrived } = ctx;

const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'User-Agent': DESKTOP_CHROME_UA, 'Content-Type': 'text/plain', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('the contract’s 3 MB', () => {
  it('a body of MAX_BODY_BYTES + 1 gets 413 with a reason, and the stand-in sees nothing', async () => {
    const response = await post(
      `${ctx.proxy.url}/vt/visit/events?siteCode=lim1&visitorCode=v`,
      new Uint8Array(MAX_BODY_BYTES + 1).fill(0x61),
    );
    expect(response.status).toBe(413);
    expect(await readJson<ErrorBody>(response)).toMatchObject({
      error: 'too-large',
      reason: expect.stringContaining(String(MAX_BODY_BYTES)),
    });
    expect(arrived).toEqual([]);
  });

  it('so does a streamed body without Content-Length, counted as it arrives', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_BODY_BYTES) return controller.close();
        const size = Math.min(chunk.byteLength, MAX_BODY_BYTES + 1 - sent) || 1;
        controller.enqueue(chunk.subarray(0, size));
        sent += size;
      },
    });
    const response = await post(`${ctx.proxy.url}/vt/visit/events?siteCode=lim2&visitorCode=v`, body);
    expect(response.status).toBe(413);
    expect(arrived).toEqual([]);
  });

  it('a body of exactly MAX_BODY_BYTES goes through', async () => {
    const line = productLine(nonceOf(1));
    const body = line + '\n'.repeat(MAX_BODY_BYTES - line.length);
    const response = await post(`${ctx.proxy.url}/vt/visit/events?siteCode=lim3&visitorCode=v`, body);
    expect(response.status).toBe(202);
    expect((await inspect(ctx.standIn, 'lim3')).requests).toEqual([expect.objectContaining({ status: 202, bytes: MAX_BODY_BYTES })]);
  });
});

describe('a service that refuses or hangs', () => {
  it('refusing (nothing listens on the port): 502 with a JSON reason, at once', async () => {
    const closed = await startProxyServer({ dataUrl: `http://127.0.0.1:${await getFreePort()}`, basePath: '/vt', timeoutMs: 20_000 });
    try {
      const started = performance.now();
      const response = await post(`${closed.url}/vt/visit/events?siteCode=lim4&visitorCode=v`, productLine(nonceOf(2)));
      expect(response.status).toBe(502);
      expect(await readJson<ErrorBody>(response)).toEqual({ error: 'upstream-unreachable', reason: 'the service could not be reached' });
      expect(performance.now() - started).toBeLessThan(5_000); // far below the 20 s timeout
    } finally {
      await closed.close();
    }
  });

  it('hanging (takes the request, never answers): 504 with a JSON reason after timeoutMs', async () => {
    let taken = 0;
    const hanging = await listenOnLoopback(createServer(() => void taken++));
    const server = await startProxyServer({ dataUrl: hanging.url, basePath: '/vt', timeoutMs: 300 });
    try {
      const started = performance.now();
      const response = await post(`${server.url}/vt/visit/events?siteCode=lim5&visitorCode=v`, productLine(nonceOf(3)));
      expect(response.status).toBe(504);
      expect(await readJson<ErrorBody>(response)).toEqual({
        error: 'upstream-timeout',
        reason: 'the service did not answer within 300 ms',
      });
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
      expect(taken).toBe(1);
      const read = await fetch(`${server.url}/vt/map/map?siteCode=lim5&key=v`, { headers: { 'User-Agent': DESKTOP_CHROME_UA } });
      expect(read.status).toBe(504);
    } finally {
      await Promise.all([server.close(), hanging.close()]);
    }
  });
});

describe('no open relay', () => {
  it.each([
    ['GET', '/vt/visit/events', 405, 'POST'],
    ['PUT', '/vt/visit/events', 405, 'POST'],
    ['POST', '/vt/map/map', 405, 'GET'],
    ['DELETE', '/vt/map/map', 405, 'GET'],
    ['POST', '/vt/map/maps', 404, null],
    ['POST', '/vt/goals/search', 404, null],
    ['GET', '/vt/__inspect/events', 404, null],
    ['POST', '/visit/events', 404, null],
    ['POST', '/other/visit/events', 404, null],
    ['POST', '/vt/x/visit/events', 404, null],
    ['GET', '/vt/visit-tag.js', 404, null], // no readFile given: no file is served
    ['GET', '/vt/', 404, null],
  ] as const)('%s %s gets %i with a JSON reason, and nothing goes upstream', async (method, path, status, allow) => {
    const response = await fetch(`${ctx.proxy.url}${path}?siteCode=lim6`, {
      method,
      headers: { 'User-Agent': DESKTOP_CHROME_UA },
      body: method === 'GET' ? undefined : 'x',
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('allow')).toBe(allow);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await readJson<ErrorBody>(response)).toMatchObject({
      error: status === 404 ? 'not-found' : 'method-not-allowed',
      reason: expect.any(String),
    });
    expect(arrived).toEqual([]);
  });

  it('without basePath, matches on the path’s end only', async () => {
    const anywhere = await startProxyServer({ dataUrl: ctx.standIn.url });
    try {
      const response = await post(`${anywhere.url}/any/mount/visit/events?siteCode=lim7&visitorCode=v`, productLine(nonceOf(4)));
      expect(response.status).toBe(202);
      expect(arrived).toEqual(['POST /visit/events?siteCode=lim7&visitorCode=v']);
      expect((await post(`${anywhere.url}/any/mount/visit/other`, 'x')).status).toBe(404);
    } finally {
      await anywhere.close();
    }
  });
});

describe('200 concurrent posts through the proxy', () => {
  it('every nonce arrives once: none lost, none duplicated by the proxy', async () => {
    const nonces = Array.from({ length: 200 }, (_, n) => nonceOf(0x5000 + n));
    const statuses = await Promise.all(
      nonces.map((nonce) =>
        post(`${ctx.proxy.url}/vt/visit/events?siteCode=lim8&visitorCode=v`, productLine(nonce)).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status !== 202)).toEqual([]);
    const seen = await inspect(ctx.standIn, 'lim8');
    expect(seen.accepted.map((entry) => entry.event.nonce).sort()).toEqual(nonces);
    expect(seen.accepted.every((entry) => entry.copies === 1)).toBe(true);
    expect(seen.counts).toMatchObject({ accepted: 200, duplicates: 0, rejected: 0 });
    expect(seen.requests).toHaveLength(200);
  });
});
