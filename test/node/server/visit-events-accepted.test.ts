import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { APP_UA, inspect, line, nonceOf, postEvents, useTestServer } from './server-helpers.js';

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
