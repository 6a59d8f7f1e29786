import { KEEPALIVE_MAX_BYTES } from '../wire/event-table.js';
import { siteUrl } from '../wire/site-url.js';
import { splitIntoBodies } from '../wire/split-into-bodies.js';
import { utf8Length } from '../wire/utf8-length.js';
import type { DeliveryEnv } from './resolve-delivery-env.js';
import { lineOf, sameVisitor, type Entry } from './entry.js';
import { parseRetryAfter } from './parse-retry-after.js';
import { readAnswer, type Verdict } from './read-answer.js';

/** The answer to one request: its verdict, its status (0: network error), Retry-After in ms. */
export interface Answer {
  verdict: Verdict;
  status: number;
  retryAfterMs?: number;
}

/** Sends bodies: one request at a time per tab, within Chromium's keepalive quota. */
export interface Sender {
  /** Posts one body of one visitor's entries, marks them in flight until the answer, and reads it. */
  post: (list: Entry[], isKeepalive: boolean) => Promise<Answer>;
  /** Beacons the entries, oldest first, in bodies within what the keepalive fetch in flight leaves; returns those handed over. */
  beacon: (list: Entry[]) => Entry[];
}

/**
 * The transport: bodies are `text/plain` lines (no CORS preflight) with the visitor in the query.
 * Chromium refuses keepalive fetches and beacons once 64 KiB of them are in flight together
 * (docs/browser-facts.md); a tab has one request in flight at a time, so a request has the whole
 * quota, and page-hide beacons have what the keepalive fetch in flight leaves.
 * @example
 * const sender = createSender(env, 'https://data.example.com', 'site1');
 * const answer = await sender.post(entries, true); // { verdict: 'sent', status: 202 }
 */
export function createSender(env: Pick<DeliveryEnv, 'fetch' | 'sendBeacon' | 'now'>, url: string, siteCode: string): Sender {
  const eventsUrl = siteUrl(url, 'visit/events', siteCode);
  const urlFor = (list: Entry[]) => {
    const { visitorCode } = list[0].event;
    return visitorCode == null ? eventsUrl : `${eventsUrl}&visitorCode=${encodeURIComponent(visitorCode)}`;
  };
  let keepaliveBytesInFlight = 0;
  return {
    async post(list, isKeepalive) {
      const body = list.map(lineOf).join('\n');
      keepaliveBytesInFlight = isKeepalive ? utf8Length(body) : 0; // the split made it fit the quota
      list.forEach((entry) => (entry.flight = isKeepalive ? 'keepalive' : 'fetch'));
      let status = 0;
      let retryAfterMs: number | undefined;
      try {
        const response = await env.fetch(urlFor(list), { method: 'POST', body, keepalive: isKeepalive });
        status = response.status;
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), env.now());
      } catch {
        // network error, offline, a refused keepalive: status 0, retried
      }
      keepaliveBytesInFlight = 0;
      list.forEach((entry) => (entry.flight = 'none'));
      return { verdict: readAnswer(status, list.length), status, retryAfterMs };
    },
    beacon(list) {
      const handedOver: Entry[] = [];
      let freeBytes = KEEPALIVE_MAX_BYTES - keepaliveBytesInFlight;
      for (let waiting = list; waiting.length; waiting = waiting.filter((entry) => entry.flight !== 'beacon')) {
        const group = sameVisitor(waiting);
        const body = splitIntoBodies(group.map(lineOf), freeBytes).bodies[0];
        if (!body || !env.sendBeacon(urlFor(group), body.body)) break;
        freeBytes -= body.bytes;
        const carried = body.indices.map((index) => group[index]);
        carried.forEach((entry) => (entry.flight = 'beacon'));
        handedOver.push(...carried);
      }
      return handedOver;
    },
  };
}
