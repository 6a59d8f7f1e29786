import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { requestTrusting, TEST_TLS } from '../../support/tls.js';
import { APP_UA, line, nonceOf, startTestServer, type Inspection } from './server-helpers.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ tls: TEST_TLS });
});
afterAll(() => server.close());

describe('startServer({ tls })', () => {
  it('listens over https on 127.0.0.1 with the given certificate: files, /visit/events and /__inspect', async () => {
    expect(server.url).toBe(`https://127.0.0.1:${server.port}`);
    const page = await requestTrusting(`${server.url}/`);
    expect([page.status, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const posted = await requestTrusting(`${server.url}/visit/events?siteCode=tls1&visitorCode=v1`, {
      method: 'POST',
      headers: { 'User-Agent': APP_UA },
      body: line({ eventType: 'PAGE', nonce: nonceOf(1), href: `${server.url}/shop` }),
    });
    expect(posted.status).toBe(202);
    const seen = JSON.parse((await requestTrusting(`${server.url}/__inspect/events?siteCode=tls1`)).text) as Inspection;
    expect(seen.accepted.map((entry) => entry.event)).toEqual([expect.objectContaining({ eventType: 'PAGE', href: `${server.url}/shop` })]);
  });

  it('is real TLS: a client that does not trust the test certificate, or speaks plain http, gets nothing', async () => {
    await expect(fetch(`${server.url}/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${server.port}/`)).rejects.toThrow();
  });

  it('stays plain http without tls', async () => {
    const plain = await startTestServer();
    try {
      expect(plain.url).toBe(`http://127.0.0.1:${plain.port}`);
      expect((await fetch(`${plain.url}/`)).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
