import { tryOr } from '../../lib/try-or.js';
import { KEEPALIVE_MAX_BYTES } from '../../wire/event-table.js';
import { siteUrl } from '../../wire/site-url.js';
import { splitIntoBodies } from '../../wire/split-into-bodies.js';
import { utf8Length } from '../../wire/utf8-length.js';
import type { DeliveryEnv } from '../resolve-delivery-env.js';
import { lineOf, sameVisitor, type Entry } from '../store/create-entry.js';
import { parseRetryAfter } from './parse-retry-after.js';
import { readAnswer, type Verdict } from './read-answer.js';
import type { Transport, TransportState } from '../delivery-types.js';

/** The answer to one request: its verdict, its status (0: network error), Retry-After in ms, and what carried it. */
export interface Answer {
  verdict: Verdict;
  status: number;
  retryAfterMs?: number;
  transport: Exclude<Transport, 'beacon'>;
}

/** Sends bodies: one request at a time per tab, within Chromium's keepalive quota. */
export interface Sender {
  /** Posts one body of one visitor's entries, marks them in flight until the answer, and reads it. */
  post: (list: Entry[], isKeepalive: boolean) => Promise<Answer>;
  /**
   * Beacons the entries, oldest first, in bodies within what the keepalive fetch in flight leaves;
   * returns those handed over, and tells `onCarried` what carried each body (a keepalive fetch where sendBeacon failed).
   */
  beacon: (list: Entry[], onCarried?: (entries: Entry[], transport: 'beacon' | 'keepalive') => void) => Entry[];
}

/**
 * The transport: bodies are `text/plain` lines (no CORS preflight) with the visitor in the query.
 * Chromium refuses keepalive fetches and beacons once 64 KiB of them are in flight together
 * (docs/browser-facts.md); a tab has one request in flight at a time, so a request has the whole
 * quota, and page-hide beacons have what the keepalive fetch in flight leaves. A transport that
 * fails in the page itself is no lost network: where `fetch` is missing or throws at once (a
 * page's broken wrapper), a request goes by XMLHttpRequest; where `sendBeacon` is missing or
 * refuses, its body goes by a keepalive fetch. `onTransport` hears each change of what was found.
 * @example
 * const sender = createSender(env, 'https://data.example.com', 'site1', (state) => console.warn(state));
 * const answer = await sender.post(entries, true); // { verdict: 'sent', status: 202 }
 */
export function createSender(
  env: Pick<DeliveryEnv, 'fetch' | 'xhr' | 'sendBeacon' | 'now'>,
  url: string,
  siteCode: string,
  onTransport: (state: TransportState) => void = () => {},
): Sender {
  const eventsUrl = siteUrl(url, 'visit/events', siteCode);
  const urlFor = (list: Entry[]) => {
    const { visitorCode } = list[0].event;
    return visitorCode == null ? eventsUrl : `${eventsUrl}&visitorCode=${encodeURIComponent(visitorCode)}`;
  };
  let keepaliveBytesInFlight = 0;
  const state: TransportState = { fetch: 'ok', sendBeacon: 'ok' };
  const note = <Key extends keyof TransportState>(key: Key, value: TransportState[Key]) => {
    if (state[key] !== value) onTransport({ ...state, [key]: value });
    state[key] = value;
  };
  // A fetch that throws before it returns a promise never left the page: only a rejection is the network's.
  const fetchOr = <T>(requestUrl: string, body: string, keepalive: boolean, fallback: () => T) => {
    if (!env.fetch) return (note('fetch', 'missing'), fallback());
    try {
      const request = env.fetch(requestUrl, { method: 'POST', body, keepalive });
      note('fetch', 'ok');
      return request;
    } catch {
      return (note('fetch', 'throws'), fallback());
    }
  };
  // What carried the body: the beacon, or a keepalive fetch where sendBeacon refused, is missing or threw; undefined: neither.
  const beaconOrKeepalive = (requestUrl: string, body: string) => {
    const isQueued = tryOr(() => env.sendBeacon(requestUrl, body), undefined);
    note('sendBeacon', isQueued ? 'ok' : isQueued === false ? 'refused' : 'missing');
    if (isQueued) return 'beacon';
    return fetchOr(requestUrl, body, true, () => undefined)?.catch(() => {}) ? 'keepalive' : undefined;
  };
  return {
    async post(list, isKeepalive) {
      const body = list.map(lineOf).join('\n');
      keepaliveBytesInFlight = isKeepalive ? utf8Length(body) : 0; // the split made it fit the quota
      list.forEach((entry) => (entry.flight = isKeepalive ? 'keepalive' : 'fetch'));
      let status = 0;
      let retryAfterMs: number | undefined;
      let transport: Answer['transport'] = isKeepalive ? 'keepalive' : 'fetch';
      try {
        const response = await fetchOr(urlFor(list), body, isKeepalive, () => ((transport = 'xhr'), env.xhr(urlFor(list), body)));
        status = response.status;
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), env.now());
      } catch {
        // network error, offline, a refused keepalive: status 0, retried
      }
      keepaliveBytesInFlight = 0;
      list.forEach((entry) => (entry.flight = 'none'));
      return { verdict: readAnswer(status, list.length), status, retryAfterMs, transport };
    },
    beacon(list, onCarried) {
      const handedOver: Entry[] = [];
      let freeBytes = KEEPALIVE_MAX_BYTES - keepaliveBytesInFlight;
      for (let waiting = list; waiting.length; waiting = waiting.filter((entry) => entry.flight !== 'beacon')) {
        const group = sameVisitor(waiting);
        const body = splitIntoBodies(group.map(lineOf), freeBytes).bodies[0];
        const transport = body && beaconOrKeepalive(urlFor(group), body.body);
        if (!transport) break;
        freeBytes -= body.bytes;
        const carried = body.indices.map((index) => group[index]);
        carried.forEach((entry) => (entry.flight = 'beacon'));
        handedOver.push(...carried);
        onCarried?.(carried, transport);
      }
      return handedOver;
    },
  };
}
