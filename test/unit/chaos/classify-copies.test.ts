import { describe, expect, it } from 'vitest';
import { classifyCopies, groupCopies } from '../../chaos/classify-copies.js';
import type { WireRequest } from '../../chaos/start-wire-proxy.js';

let calls = 0;
const request = (
  body: string,
  fetchMode: string,
  status = 202,
  flight = fetchMode === 'cors' ? 'keepalive' : '',
  call = fetchMode === 'cors' ? `page-${++calls}` : '',
): WireRequest => ({
  at: 0,
  call,
  target: '/visit/events?siteCode=s',
  contentType: 'text/plain',
  fetchMode,
  flight,
  referer: 'http://p/1',
  body,
  status,
});
const line = (nonce: string) => `eventType=PAGE&nonce=${nonce}&href=x`;
const [A, B, C, D] = ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc', 'dddddddddddddddd'];

describe('classifyCopies', () => {
  it('files each extra copy under its cause: beacon resend, page death in flight (by kind of fetch), lost answer', () => {
    const counts = classifyCopies(
      [
        request(line(A.toUpperCase()), 'no-cors'), // A: beacon, then the next page's fetch
        request(line(A), 'cors'),
        request(`${line(B)}\n${line(C)}`, 'cors'), // B: fetch 2xx, then again by fetch; C: then by a beacon
        request(line(B), 'cors'),
        request(line(C), 'no-cors'),
        request(line(D), 'cors', 503), // D: stored, answered 503 (lost answer), sent again
        request(line(D), 'cors', 202, 'fetch'), // then a plain fetch 2xx, and again
        request(line(D), 'cors'),
        request('eventType=PAGE&href=nonce%3Daaaaaaaaaaaaaaaa', 'cors'),
      ],
      new Map([
        [A, 2],
        [B, 2],
        [C, 2],
        [D, 3],
      ]),
    );
    expect(counts).toEqual({
      'beacon resend': 2,
      'in flight at page death: keepalive': 1,
      'in flight at page death: fetch': 1,
      'lost answer': 1,
    });
    expect(groupCopies(counts)).toEqual({
      'network replay': 0,
      'lost answer': 1,
      'in flight at page death': 2,
      'beacon resend': 2,
      other: 0,
    });
  });

  it('a body the browser sent twice for one fetch call (dropped socket, no answer, then 2xx) is a network replay, not a lost answer', () => {
    const counts = classifyCopies(
      [
        request(line(A), 'cors', 0, 'keepalive', 'page-x-1'), // stored, socket dropped: the browser replays the same call
        request(line(A), 'cors', 202, 'keepalive', 'page-x-1'),
        request(line(B), 'cors', 0, 'keepalive', 'page-x-2'), // stored, socket dropped, no replay: the tag sends again
        request(line(B), 'cors', 202, 'keepalive', 'page-x-3'),
      ],
      new Map([
        [A, 2],
        [B, 2],
      ]),
    );
    expect(counts).toEqual({ 'network replay': 1, 'lost answer': 1 });
  });

  it('a failed request the server did not store adds nothing; a stored copy without a 2xx on the wire is a lost answer', () => {
    expect(classifyCopies([request(line(A), 'cors', 500), request(line(A), 'cors')], new Map([[A, 1]]))).toEqual({});
    expect(
      classifyCopies(
        [request(line(A), 'cors')],
        new Map([
          [A, 1 + 1],
          [B, 1],
        ]),
      ),
    ).toEqual({ 'lost answer': 1 });
  });
});
