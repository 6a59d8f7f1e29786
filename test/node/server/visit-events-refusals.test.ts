import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../src/wire/event-table.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { APP_UA, inspect, line, nonceOf, postEvents, startTestServer, useTestServer } from './server-helpers.js';

let server!: RunningServer;
useTestServer((started) => (server = started));

describe('POST /visit/events: refusals', () => {
  it.each([
    ['missing siteCode', 'visitorCode=v', /siteCode is missing/],
    ['empty siteCode', 'siteCode=', /siteCode must have/],
    ['bad json flag', 'siteCode=s&json=yes', /json must be true or false/],
    ['broken percent-encoding', 'siteCode=s&visitorCode=%E0%A4%A', /broken percent-encoding/],
    ['bare percent sign', 'siteCode=a%', /broken percent-encoding/],
    ['siteCode twice, different', 'siteCode=a&siteCode=b', /given twice/],
    ['visitorCode over 100 characters', `siteCode=s&visitorCode=${'v'.repeat(101)}`, /visitorCode must have/],
  ])('400 with a JSON reason: %s', async (_name, query, reason) => {
    const response = await postEvents(server, query, 'x');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad-query', reason: expect.stringMatching(reason) });
    expect((await inspect(server)).requests.at(-1)).toMatchObject({ status: 400 });
  });

  it.each([
    '',
    'node',
    'curl/8.5.0',
    'python-requests/2.31',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
  ])('403 for the bot or library-default user agent %j', async (userAgent) => {
    const response = await postEvents(server, 'siteCode=s', line({ eventType: 'PRODUCT', nonce: nonceOf(1), ean: '1', visitorCode: 'v' }), {
      'User-Agent': userAgent,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'forbidden', reason: expect.stringMatching(/^bot-user-agent/) });
    const seen = await inspect(server, 's');
    expect(seen.counts.accepted).toBe(0);
    expect(seen.requests.at(-1)).toMatchObject({ status: 403, userAgent, reason: expect.stringMatching(/^bot-user-agent/) });
  });

  it('accepts headless Chromium only with allowHeadless (--allow-headless), and still refuses bots and libraries', async () => {
    const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
    const body = line({ eventType: 'PRODUCT', nonce: nonceOf(7), ean: '1', visitorCode: 'v' });
    const qa = await startTestServer({ allowHeadless: true });
    try {
      expect((await postEvents(qa, 'siteCode=qa', body, { 'User-Agent': headless })).status).toBe(202);
      expect((await inspect(qa, 'qa')).counts.accepted).toBe(1);
      for (const bot of ['curl/8.5.0', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', ''])
        expect((await postEvents(qa, 'siteCode=qa', body, { 'User-Agent': bot })).status, bot).toBe(403);
    } finally {
      await qa.close();
    }
    expect((await postEvents(server, 'siteCode=s', body, { 'User-Agent': headless })).status).toBe(403);
  });

  it('413 for a body over MAX_BODY_BYTES, declared or streamed in chunks, and the server keeps serving', async () => {
    const declared = await postEvents(server, 'siteCode=big', new Uint8Array(MAX_BODY_BYTES + 1));
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: 'too-large' });
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${server.url}/visit/events?siteCode=big`,
        { method: 'POST', headers: { 'User-Agent': APP_UA, 'Transfer-Encoding': 'chunked' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent <= MAX_BODY_BYTES + chunk.length) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ error: 'too-large' });
    const exact = await postEvents(server, 'siteCode=big&visitorCode=v', new Uint8Array(MAX_BODY_BYTES).fill(0x0a));
    expect(exact.status).toBe(202);
    expect((await inspect(server, 'big')).requests.map((entry) => entry.status)).toEqual([413, 413, 202]);
  });

  it('429 with Retry-After once a site has spent its burst, other sites unaffected', async () => {
    const limited = await startTestServer({ rateLimit: { perSecond: 0.5, burst: 2 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await postEvents(limited, 'siteCode=r', '')).status);
      expect(statuses).toEqual([202, 202, 429]);
      const refused = await postEvents(limited, 'siteCode=r', '');
      expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(await refused.json()).toMatchObject({ error: 'rate-limited' });
      expect((await postEvents(limited, 'siteCode=other', '')).status).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it('a client that hangs up mid-body gets nothing stored, and the server keeps serving', async () => {
    await new Promise<void>((resolve) => {
      const req = request(`${server.url}/visit/events?siteCode=cut&visitorCode=v`, {
        method: 'POST',
        headers: { 'User-Agent': APP_UA, 'Content-Length': '5000' },
      });
      req.on('error', () => resolve());
      req.write(line({ eventType: 'PRODUCT', nonce: nonceOf(8), ean: '1' }) + '\n', () => setTimeout(() => req.destroy(), 50));
    });
    expect(
      (await postEvents(server, 'siteCode=cut&visitorCode=v', line({ eventType: 'PRODUCT', nonce: nonceOf(9), ean: '2' }))).status,
    ).toBe(202);
    const seen = await inspect(server, 'cut');
    expect(seen.accepted.map((entry) => entry.event.ean)).toEqual(['2']);
    expect(seen.requests.map((entry) => entry.status)).toEqual([0, 202]); // 0: no answer reached the client
  });

  it('500 with a JSON reason on an internal error, and the next request is served', async () => {
    await fetch(`${server.url}/__faults`, { method: 'POST', body: JSON.stringify({ error: 'boom in the handler', count: 1 }) });
    const failed = await postEvents(server, 'siteCode=e', '');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: 'internal', reason: 'boom in the handler' });
    expect((await postEvents(server, 'siteCode=e', '')).status).toBe(202);
  });
});
