import type { WireRequest } from './start-wire-proxy.js';

/**
 * Where duplicates come from, read off the wire: for every event that reached the server in more
 * than one acknowledged (2xx) request, each copy is filed under how the earlier copy and this one
 * left the page (`beacon` is Sec-Fetch-Mode no-cors, `fetch` cors) and whether both came from
 * the same page address. `fetch → beacon, other page` then means a page beaconed at page hide
 * what another tab had already delivered.
 * @example classifyCopies(run.wire) // { 'fetch → beacon, other page': 12, 'beacon → fetch, other page': 30 }
 */
export function classifyCopies(wire: readonly WireRequest[]): Record<string, number> {
  const arrivals = new Map<string, WireRequest[]>();
  for (const request of wire) {
    if (request.status < 200 || request.status > 299) continue;
    for (const match of request.body.matchAll(/(?:^|[&\n])nonce=([0-9a-fA-F]{16})/g)) {
      const nonce = match[1]!.toLowerCase();
      arrivals.set(nonce, [...(arrivals.get(nonce) ?? []), request]);
    }
  }
  const counts: Record<string, number> = {};
  const transport = (request: WireRequest) => (request.fetchMode === 'no-cors' ? 'beacon' : 'fetch');
  for (const list of arrivals.values()) {
    for (let i = 1; i < list.length; i++) {
      const [before, after] = [list[i - 1]!, list[i]!];
      const key = `${transport(before)} → ${transport(after)}, ${before.referer === after.referer ? 'same' : 'other'} page`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  }
  return counts;
}
