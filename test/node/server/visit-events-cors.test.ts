import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { postEvents, useTestServer } from './server-helpers.js';

let server!: RunningServer;
useTestServer((started) => (server = started));

describe('CORS', () => {
  it('answers preflights and sets the allow-origin header on answers, errors included', async () => {
    const preflight = await fetch(`${server.url}/visit/events?siteCode=c`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://shop.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const refused = await postEvents(server, 'siteCode=c', '', { Origin: 'http://shop.test', 'User-Agent': 'curl/8.5.0' });
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
  });
});
