import type { WireRequest } from './start-wire-proxy.js';

/** Why an extra copy reached the server, as far as the wire and the server's counts tell. */
export type CopyCause = 'beacon resend' | 'in flight at page death' | 'stale beacon' | 'lost acknowledgement (fault)' | 'other';

/**
 * Where duplicates come from, per extra copy of an event. The server counts how many requests
 * carried each nonce (`copies`); the wire shows every request with its transport (`beacon` is
 * Sec-Fetch-Mode no-cors, `fetch` cors) and answer. Copies beyond the 2xx-answered requests came
 * in requests the server stored and then failed to acknowledge (the lost-acknowledgement fault):
 * each one makes the tag send again. The rest are filed by the earlier of two 2xx arrivals:
 * - `beacon resend`: a page-hide beacon whose events a later page sent again (beacons stay stored);
 * - `in flight at page death`: a fetch answered 2xx whose page was gone before it could read the
 *   answer, so the events stayed stored and were sent again (inherent);
 * - `stale beacon`: a fetch delivered them, then a beacon carried them again (a tab beaconed its
 *   out-of-date copy of the queue);
 * - `other`: copies the wire cannot explain (it missed a request).
 * @example classifyCopies(run.wire, copiesByNonce) // { 'beacon resend': 3, 'in flight at page death': 12 }
 */
export function classifyCopies(wire: readonly WireRequest[], copies: ReadonlyMap<string, number>): Partial<Record<CopyCause, number>> {
  const arrivals = new Map<string, WireRequest[]>();
  for (const request of wire) {
    for (const match of request.body.matchAll(/(?:^|[&\n])nonce=([0-9a-fA-F]{16})/g)) {
      const nonce = match[1].toLowerCase();
      arrivals.set(nonce, [...(arrivals.get(nonce) ?? []), request]);
    }
  }
  const counts: Partial<Record<CopyCause, number>> = {};
  const add = (cause: CopyCause, n = 1) => n > 0 && (counts[cause] = (counts[cause] ?? 0) + n);
  const transport = (request: WireRequest) => (request.fetchMode === 'no-cors' ? 'beacon' : 'fetch');
  for (const [nonce, total] of copies) {
    const extra = total - 1;
    if (extra < 1) continue;
    const acknowledged = (arrivals.get(nonce) ?? []).filter((request) => request.status >= 200 && request.status < 300);
    const lostAck = Math.min(extra, Math.max(0, total - acknowledged.length));
    add('lost acknowledgement (fault)', lostAck);
    let explained = lostAck;
    for (let i = 1; i < acknowledged.length && explained < extra; i++, explained++) {
      const [before, after] = [transport(acknowledged[i - 1]), transport(acknowledged[i])];
      add(before === 'beacon' ? 'beacon resend' : after === 'beacon' ? 'stale beacon' : 'in flight at page death');
    }
    add('other', extra - explained);
  }
  return counts;
}
