import type { DeliveryEnv } from '../resolve-delivery-env.js';
import { type Entry } from '../store/create-entry.js';
import { type Verdict } from './read-answer.js';
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
export declare function createSender(env: Pick<DeliveryEnv, 'fetch' | 'xhr' | 'sendBeacon' | 'now'>, url: string, siteCode: string, onTransport?: (state: TransportState) => void): Sender;
