import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { APP_UA, inspect, line, nonceOf, useTestServer } from './server-helpers.js';

let server!: RunningServer;
useTestServer((started) => (server = started));

/** POSTs one event over the agent's connection; resolves with the status. */
function post(agent: Agent, n: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${server.url}/visit/events?siteCode=c&visitorCode=v`, {
      method: 'POST',
      agent,
      headers: { 'user-agent': APP_UA },
    });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(line({ eventType: 'PRODUCT', nonce: nonceOf(n), ean: String(n) }));
  });
}

describe('the request log', () => {
  it('gives each /visit/events request its place on its connection: 1 on a new one, more on a kept-alive one', async () => {
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    const fresh = new Agent({ keepAlive: false });
    const statuses = [await post(kept, 1), await post(kept, 2), await post(fresh, 3), await post(kept, 4)];
    kept.destroy();
    expect(statuses).toEqual([202, 202, 202, 202]);
    expect((await inspect(server, 'c')).requests.map((r) => r.connectionRequest)).toEqual([1, 2, 1, 3]);
  });
});
