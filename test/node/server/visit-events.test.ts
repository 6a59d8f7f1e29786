import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../../src/wire/event-table.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { APP_UA, inspect, line, nonceOf, postEvents, startTestServer, useTestServer } from './server-helpers.js';

let server!: RunningServer;
useTestServer((started) => (server = started));

describe('POST /visit/events: 202 and what the body held', () => {
  it('accepts a line body with no content, then shows each event accepted or rejected with reasons', async () => {
    const body = [
      line({ eventType: 'PRODUCT', nonce: nonceOf(1), ean: '4006381333931' }),
      'eventType=PAGE&nonce=zz',
      line({ eventType: 'CONVERSION', nonce: nonceOf(2), goalId: 42, revenue: 9.5 }),
    ].join('\n');
    const response = await postEvents(server, 'siteCode=s1&visitorCode=v1', body);
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    const seen = await inspect(server, 's1');
    expect(seen.accepted.map((entry) => entry.event.eventType)).toEqual(['PRODUCT', 'CONVERSION']);
    expect(seen.accepted[0].event.visitorCode).toBe('v1');
    expect(seen.rejected).toHaveLength(1);
    expect(seen.rejected[0]).toMatchObject({ index: 2, raw: 'eventType=PAGE&nonce=zz' });
    expect(seen.rejected[0].problems.map((problem) => problem.field)).toEqual(expect.arrayContaining(['nonce', 'href']));
    expect(seen.counts).toMatchObject({ accepted: 2, rejected: 1, duplicates: 0, byType: { PRODUCT: 1, CONVERSION: 1 } });
    expect(seen.requests).toEqual([expect.objectContaining({ status: 202, siteCode: 's1', userAgent: APP_UA, events: 2, rejected: 1 })]);
  });

  it('accepts what real clients send: lowerCamel eventTypes, upper-case nonces, herf, Content-Type */*, unknown query parameters', async () => {
    const body = [
      'eventType=targetingSegment&nonce=ABCDEF0123456789&id=7&visitorCode=v2',
      'eventType=page&nonce=ABCDEF012345678A&herf=https%3A%2F%2Fshop.example%2Fa&visitorCode=v2',
      'eventType=staticData&nonce=ABCDEF012345678B&visitorCode=v2&browser=Chrome',
    ].join('\r\n');
    const response = await postEvents(server, 'siteCode=s2&sdkName=js&sdkVersion=4.17.1&isUniqueIdentifier=false', body, {
      'Content-Type': '*/*',
    });
    expect(response.status).toBe(202);
    const seen = await inspect(server, 's2');
    expect(seen.rejected).toEqual([]);
    expect(seen.counts.byType).toEqual({ TARGETINGSEGMENT: 1, PAGE: 1, STATICDATA: 1 });
    expect(seen.accepted[1].event.href).toBe('https://shop.example/a');
  });

  it('dedupes on (siteCode, nonce) whatever the nonce case, per site, across requests', async () => {
    const event = (nonce: string) => line({ eventType: 'PRODUCT', nonce, ean: 'x' });
    await postEvents(server, 'siteCode=s3&visitorCode=v', event('00000000000000ab'));
    await postEvents(server, 'siteCode=s3&visitorCode=v', [event('00000000000000AB'), event('00000000000000aB')].join('\n'));
    await postEvents(server, 'siteCode=other&visitorCode=v', event('00000000000000AB'));
    const seen = await inspect(server, 's3');
    expect(seen.accepted).toHaveLength(1);
    expect(seen.accepted[0]).toMatchObject({ copies: 3, requestIds: [seen.requests[0].id, seen.requests[1].id] });
    expect(seen.counts.duplicates).toBe(2);
    expect((await inspect(server, 'other')).counts).toMatchObject({ accepted: 1, duplicates: 0 });
    expect((await inspect(server)).counts.accepted).toBe(2);
  });

  it('reads json=true bodies, keeps int64 beyond 2^53 exact, and rejects a non-array body whole', async () => {
    const body = `[{"eventType":"CONVERSION","nonce":"${nonceOf(9)}","visitorCode":"v","goalId":9223372036854775807}]`;
    expect((await postEvents(server, 'siteCode=s4&json=TRUE', body)).status).toBe(202);
    expect((await postEvents(server, 'siteCode=s4&json=true', '{"eventType":"PRODUCT"}')).status).toBe(202);
    const seen = await inspect(server, 's4');
    expect(seen.accepted[0].event.goalId).toBe('9223372036854775807');
    expect(seen.rejected).toEqual([expect.objectContaining({ index: -1 })]);
    expect(seen.rejected[0].problems[0].message).toMatch(/JSON array/);
  });

  it('rejects lines with invalid UTF-8 by number, keeping the good lines of the same body', async () => {
    const good = Buffer.from(line({ eventType: 'PRODUCT', nonce: nonceOf(5), ean: 'é' }));
    const bad = Buffer.from([...Buffer.from('eventType=PRODUCT&ean='), 0xff, 0xfe]);
    const response = await postEvents(server, 'siteCode=s5&visitorCode=v', Buffer.concat([bad, Buffer.from('\n'), good]));
    expect(response.status).toBe(202);
    const seen = await inspect(server, 's5');
    expect(seen.accepted.map((entry) => entry.event.ean)).toEqual(['é']);
    expect(seen.rejected).toEqual([
      expect.objectContaining({ index: 1, problems: [expect.objectContaining({ message: expect.stringMatching(/invalid UTF-8/) })] }),
    ]);
  });

  it('keeps __proto__ fields apart as unknown data without touching prototypes', async () => {
    const body = `[{"eventType":"PRODUCT","nonce":"${nonceOf(6)}","visitorCode":"v","ean":"1","__proto__":{"polluted":true}}]`;
    await postEvents(server, 'siteCode=s6&json=true', body);
    await postEvents(server, 'siteCode=s6&visitorCode=v', `__proto__=x&eventType=PRODUCT&nonce=${nonceOf(7)}&ean=2`);
    const seen = await inspect(server, 's6');
    expect(seen.counts.accepted).toBe(2);
    expect(Object.keys(seen.accepted[0].unknown)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(seen.accepted[0].unknown, '__proto__')?.value).toEqual({ polluted: true });
    expect(Object.keys(seen.accepted[1].unknown)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

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
