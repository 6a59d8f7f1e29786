import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { APP_UA, inspect, line, nonceOf, postEvents, readJson, useTestServer, type ErrorBody, type Inspection } from './server-helpers.js';

let server!: RunningServer;
useTestServer((started) => (server = started));

const addFault = (rule: unknown) => fetch(`${server.url}/__faults`, { method: 'POST', body: JSON.stringify(rule) });
const product = (n: number) => line({ eventType: 'PRODUCT', nonce: nonceOf(n), ean: String(n), visitorCode: 'v' });

describe('/__faults', () => {
  it('answers the next N requests with the given status and Retry-After, then normally again', async () => {
    expect((await addFault({ status: 429, retryAfter: '3', count: 2 })).status).toBe(204);
    const first = await postEvents(server, 'siteCode=f', product(1));
    expect([first.status, first.headers.get('retry-after')]).toEqual([429, '3']);
    expect((await postEvents(server, 'siteCode=f', product(1))).status).toBe(429);
    expect((await postEvents(server, 'siteCode=f', product(1))).status).toBe(202);
    const seen = await inspect(server, 'f');
    expect(seen.requests.map((entry) => entry.status)).toEqual([429, 429, 202]);
    expect(seen.counts.accepted).toBe(1);
  });

  it('GET /__inspect/counts gives the counts alone, after every acknowledged body is parsed', async () => {
    await postEvents(server, 'siteCode=n', [product(11), product(11), 'eventType=PRODUCT'].join('\n'));
    const counts = await readJson<Inspection['counts']>(await fetch(`${server.url}/__inspect/counts?siteCode=n`));
    expect(counts).toEqual({ accepted: 1, rejected: 1, duplicates: 1, byType: { PRODUCT: 1 } });
  });

  it('drops the socket: the client sees a network error and nothing is stored', async () => {
    await addFault({ drop: true, count: 1 });
    await expect(postEvents(server, 'siteCode=f', product(2))).rejects.toThrow();
    const seen = await inspect(server, 'f');
    expect(seen.counts.accepted).toBe(0);
    expect(seen.requests).toEqual([expect.objectContaining({ status: 0 })]);
  });

  it('afterIngest stores the events and loses only the answer (the retry is then a duplicate)', async () => {
    await addFault({ status: 500, afterIngest: true, count: 1 });
    expect((await postEvents(server, 'siteCode=f', product(3))).status).toBe(500);
    expect((await postEvents(server, 'siteCode=f', product(3))).status).toBe(202);
    const seen = await inspect(server, 'f');
    expect(seen.accepted).toEqual([expect.objectContaining({ copies: 2 })]);
  });

  it('share 0 never applies, share 1 always; delayMs alone delays and then handles normally', async () => {
    await addFault({ status: 503, share: 0 });
    expect((await postEvents(server, 'siteCode=f', product(4))).status).toBe(202);
    await fetch(`${server.url}/__faults`, { method: 'DELETE' });
    await addFault({ delayMs: 50, count: 1 });
    await addFault({ status: 503, share: 1, count: 1 });
    expect((await postEvents(server, 'siteCode=f', product(5))).status).toBe(202);
    expect((await postEvents(server, 'siteCode=f', product(6))).status).toBe(503);
  });

  it('matches other paths when told, and DELETE /__inspect/events clears the rules', async () => {
    await addFault({ status: 500, path: '/map/' });
    const map = await fetch(`${server.url}/map/map?siteCode=f&key=k`, { headers: { 'User-Agent': APP_UA } });
    expect(map.status).toBe(500);
    expect((await postEvents(server, 'siteCode=f', product(7))).status).toBe(202);
    await fetch(`${server.url}/__inspect/events`, { method: 'DELETE' });
    expect((await fetch(`${server.url}/map/map?siteCode=f&key=k`, { headers: { 'User-Agent': APP_UA } })).status).toBe(404);
  });

  it('refuses unusable rules with 400 and a reason', async () => {
    for (const rule of [{ status: 99 }, { count: 2 }, { status: 500, share: 2 }, { status: 500, colour: 'red' }, [1]]) {
      const response = await addFault(rule);
      expect(response.status).toBe(400);
      expect((await readJson<ErrorBody>(response)).error).toBe('bad-body');
    }
    expect(await (await fetch(`${server.url}/__faults`)).json()).toEqual([]);
  });
});
