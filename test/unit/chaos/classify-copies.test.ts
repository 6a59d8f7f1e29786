import { describe, expect, it } from 'vitest';
import { classifyCopies } from '../../chaos/classify-copies.js';
import type { WireRequest } from '../../chaos/start-wire-proxy.js';

const request = (body: string, fetchMode: string, referer: string, status = 202): WireRequest => ({
  at: 0, target: '/visit/events?siteCode=s', contentType: 'text/plain', fetchMode, referer, body, status,
});

describe('classifyCopies', () => {
  it('files each acknowledged copy after the first under the two transports and pages, ignoring failed requests', () => {
    const a = 'eventType=PAGE&nonce=AAAAAAAAAAAAAAAA&href=x';
    const b = 'eventType=PAGE&nonce=bbbbbbbbbbbbbbbb&href=x';
    const counts = classifyCopies([
      request(`${a}\n${b}`, 'cors', 'http://p/1'),
      request(a.replace('AAAA', 'aaaa'), 'no-cors', 'http://p/2'),
      request(b, 'cors', 'http://p/1', 503),
      request(b, 'cors', 'http://p/1'),
      request('eventType=PAGE&href=nonce%3Daaaaaaaaaaaaaaaa', 'cors', 'http://p/1'),
    ]);
    expect(counts).toEqual({ 'fetch → beacon, other page': 1, 'fetch → fetch, same page': 1 });
  });
});
