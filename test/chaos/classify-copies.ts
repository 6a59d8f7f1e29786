import type { WireRequest } from './start-wire-proxy.js';

/** Why an extra copy reached the server, as far as the wire and the server's counts tell. */
export type CopyCause =
  'network replay' | 'lost answer' | 'in flight at page death: keepalive' | 'in flight at page death: fetch' | 'beacon resend' | 'other';

/** The groups the report sums the causes into. */
export const COPY_GROUPS = ['network replay', 'lost answer', 'in flight at page death', 'beacon resend', 'other'] as const;

/**
 * Where duplicates come from, per extra copy of an event. The server counts how many requests
 * carried each nonce (`copies`); the wire shows every request with its transport (`beacon` is
 * Sec-Fetch-Mode no-cors; a fetch says whether it was keepalive in the chaos page's
 * `x-chaos-flight` header), the fetch call that made it (`x-chaos-call`) and its answer. A request
 * whose call id an earlier request of the same nonce already had is a `network replay`: the
 * browser sent the body again on its own, with no second call from the page (Firefox does after a
 * dropped connection); the tag never saw it. Copies beyond the 2xx-answered calls came in
 * requests the server stored and then failed to acknowledge (a lost answer: the injected
 * lost-acknowledgement fault): each one makes the tag send again. The rest are filed by the
 * earlier of two 2xx arrivals:
 * - `beacon resend`: a page-hide beacon whose events a page sent again (beacons stay stored), or
 *   a fetch that delivered them and then a beacon that carried them again (a stale view of the queue);
 * - `in flight at page death`: a fetch answered 2xx whose page was gone before it could read the
 *   answer, so the events stayed stored and were sent again, by the kind of fetch;
 * - `other`: copies the wire cannot explain (it missed a request).
 * @example classifyCopies(run.wire, copiesByNonce) // { 'beacon resend': 3, 'in flight at page death: keepalive': 12 }
 */
export function classifyCopies(wire: readonly WireRequest[], copies: ReadonlyMap<string, number>): Partial<Record<CopyCause, number>> {
  const arrivals = arrivalsByNonce(wire);
  const counts: Partial<Record<CopyCause, number>> = {};
  const add = (cause: CopyCause, n = 1) => n > 0 && (counts[cause] = (counts[cause] ?? 0) + n);
  const isBeacon = (request: WireRequest) => transportOf(request) === 'beacon';
  for (const [nonce, total] of copies) {
    let extra = total - 1;
    if (extra < 1) continue;
    const calls = new Map<string, WireRequest[]>(); // one entry per call; a beacon is its own call
    (arrivals.get(nonce) ?? []).forEach((request, i) => {
      const call = request.call || `beacon ${i}`;
      calls.set(call, [...(calls.get(call) ?? []), request]);
    });
    const replays = Math.min(
      extra,
      [...calls.values()].reduce((sum, requests) => sum + requests.length - 1, 0),
    );
    add('network replay', replays);
    extra -= replays;
    const isAcknowledged = (request: WireRequest) => request.status >= 200 && request.status < 300;
    const acknowledged = [...calls.values()]
      .filter((requests) => requests.some(isAcknowledged))
      .map((requests) => requests.find(isAcknowledged)!);
    const lostAnswers = Math.min(extra, Math.max(0, total - replays - acknowledged.length));
    add('lost answer', lostAnswers);
    let explained = lostAnswers;
    for (let i = 1; i < acknowledged.length && explained < extra; i++, explained++) {
      const [before, after] = [acknowledged[i - 1], acknowledged[i]];
      if (isBeacon(before) || isBeacon(after)) add('beacon resend');
      else add(before.flight === 'keepalive' ? 'in flight at page death: keepalive' : 'in flight at page death: fetch');
    }
    add('other', extra - explained);
  }
  return counts;
}

/**
 * The causes summed into the report's groups (both kinds of fetch in flight at page death together).
 * @example groupCopies({ 'in flight at page death: fetch': 2, 'in flight at page death: keepalive': 1 })['in flight at page death'] // 3
 */
export function groupCopies(byCause: Partial<Record<string, number>>): Record<(typeof COPY_GROUPS)[number], number> {
  const groups = Object.fromEntries(COPY_GROUPS.map((group) => [group, 0])) as Record<(typeof COPY_GROUPS)[number], number>;
  for (const [cause, n] of Object.entries(byCause)) {
    const group = COPY_GROUPS.find((name) => cause.startsWith(name)) ?? 'other';
    groups[group] += n ?? 0;
  }
  return groups;
}

/**
 * Every request that carried each nonce (lower case), in the order they reached the proxy.
 * @example arrivalsByNonce(run.wire).get('0a1b2c3d4e5f6071')?.length // 2: sent twice
 */
export function arrivalsByNonce(wire: readonly WireRequest[]): Map<string, WireRequest[]> {
  const arrivals = new Map<string, WireRequest[]>();
  for (const request of wire) {
    for (const match of request.body.matchAll(/(?:^|[&\n])nonce=([0-9a-fA-F]{16})/g)) {
      const nonce = match[1].toLowerCase();
      arrivals.set(nonce, [...(arrivals.get(nonce) ?? []), request]);
    }
  }
  return arrivals;
}

/**
 * How a request was sent: a beacon (Sec-Fetch-Mode no-cors), or a fetch, keepalive or not (the chaos page's mark).
 * @example transportOf({ ...request, fetchMode: 'no-cors' }) // 'beacon'
 */
export function transportOf(request: WireRequest): 'beacon' | 'keepalive' | 'fetch' {
  if (request.fetchMode === 'no-cors') return 'beacon';
  return request.flight === 'keepalive' ? 'keepalive' : 'fetch';
}
