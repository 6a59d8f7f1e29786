import type { Problem, VisitEvent } from '../../src/wire/event-types.js';
import { parseJson } from '../../src/wire/parse-json.js';
import { parseLines } from '../../src/wire/parse-lines.js';
import { decodeBody } from './decode-body.js';

/** One accepted request's body as the journal keeps it and the store parses it. */
export interface IngestRecord {
  id: string;
  at: string;
  siteCode: string;
  visitorCode?: string;
  json: boolean;
  body: Uint8Array;
}

/** An accepted event, once per (siteCode, lower-cased nonce). */
export interface AcceptedEntry {
  siteCode: string;
  event: VisitEvent;
  unknown: Record<string, unknown>;
  /** How many times this nonce arrived (1 = never duplicated). */
  copies: number;
  firstAt: string;
  requestIds: string[];
}

/** A line or array item the parsers refused. */
export interface RejectedEntry {
  siteCode: string;
  index: number;
  problems: Problem[];
  raw: string;
  requestId: string;
}

/** One request to `/visit/events`, whatever its answer (status 0 = the socket was dropped). */
export interface RequestEntry {
  id: string;
  at: string;
  siteCode: string;
  method: string;
  path: string;
  query: string;
  status: number;
  bytes: number;
  contentType: string;
  userAgent: string;
  /** Its place on its connection: 1 on a new connection, more on a reused one (browsers replay only there). */
  connectionRequest: number;
  /** Events accepted from this body (duplicates included), once it is parsed. */
  events: number;
  rejected: number;
  /** Why the request was refused (the JSON answer's reason), when it was. */
  reason?: string;
}

const MAX_REQUESTS_LOGGED = 100_000;

/**
 * The server's memory of events: parses accepted bodies with the foundation parsers, dedupes on
 * (siteCode, lower-cased nonce) because real clients send upper-case nonces, keeps every
 * rejection with its reasons, and logs requests for `/__inspect/events`.
 * @example const store = createEventStore(); store.ingest(record); store.inspect('demo').counts.accepted
 */
export function createEventStore() {
  const accepted = new Map<string, AcceptedEntry>();
  let rejected: RejectedEntry[] = [];
  let requests: RequestEntry[] = [];
  const requestsById = new Map<string, RequestEntry>();
  let duplicates = new Map<string, number>();
  const listeners: Array<(change: { accepted?: AcceptedEntry; rejected?: RejectedEntry }) => void> = [];

  function ingest(record: IngestRecord): void {
    const format = record.json ? 'json' : 'lines';
    const decoded = decodeBody(record.body, format);
    const options = record.visitorCode === undefined ? {} : { visitorCode: record.visitorCode };
    const result = format === 'json' ? parseJson(decoded.text, options) : parseLines(decoded.text, options);
    const request = requestsById.get(record.id);
    for (const item of [...decoded.rejected, ...result.rejected].sort((a, b) => a.index - b.index)) {
      const entry = { siteCode: record.siteCode, ...item, requestId: record.id };
      rejected.push(entry);
      listeners.forEach((listener) => listener({ rejected: entry }));
    }
    for (const { event, unknown } of result.events) {
      const key = `${record.siteCode}\n${event.nonce.toLowerCase()}`;
      const seen = accepted.get(key);
      if (seen) {
        seen.copies++;
        if (!seen.requestIds.includes(record.id)) seen.requestIds.push(record.id);
        duplicates.set(record.siteCode, (duplicates.get(record.siteCode) ?? 0) + 1);
      } else {
        const entry = { siteCode: record.siteCode, event, unknown, copies: 1, firstAt: record.at, requestIds: [record.id] };
        accepted.set(key, entry);
        listeners.forEach((listener) => listener({ accepted: entry }));
      }
    }
    if (request) {
      request.events = result.events.length;
      request.rejected = result.rejected.length + decoded.rejected.length;
    }
  }

  function logRequest(entry: RequestEntry): void {
    requests.push(entry);
    requestsById.set(entry.id, entry);
    if (requests.length > MAX_REQUESTS_LOGGED) {
      for (const old of requests.splice(0, MAX_REQUESTS_LOGGED / 2)) requestsById.delete(old.id);
    }
  }

  function inspect(siteCode?: string) {
    const mine = <T extends { siteCode: string }>(entry: T) => siteCode === undefined || entry.siteCode === siteCode;
    const events = [...accepted.values()].filter(mine);
    const byType: Record<string, number> = {};
    for (const { event } of events) byType[event.eventType] = (byType[event.eventType] ?? 0) + 1;
    const rejections = rejected.filter(mine);
    let duplicateCount = 0;
    for (const [site, count] of duplicates) if (siteCode === undefined || site === siteCode) duplicateCount += count;
    return {
      accepted: events,
      rejected: rejections,
      counts: { accepted: events.length, rejected: rejections.length, duplicates: duplicateCount, byType },
      requests: requests.filter(mine),
    };
  }

  function reset(siteCode?: string): void {
    if (siteCode === undefined) {
      accepted.clear();
      rejected = [];
      requests = [];
      requestsById.clear();
      duplicates = new Map();
      return;
    }
    for (const [key, entry] of accepted) if (entry.siteCode === siteCode) accepted.delete(key);
    rejected = rejected.filter((entry) => entry.siteCode !== siteCode);
    requests = requests.filter((entry) => entry.siteCode !== siteCode || !requestsById.delete(entry.id));
    duplicates.delete(siteCode);
  }

  /** Calls `listener` for every newly accepted event and every rejection (persistence hooks in here). */
  function onChange(listener: (change: { accepted?: AcceptedEntry; rejected?: RejectedEntry }) => void): void {
    listeners.push(listener);
  }

  return { ingest, logRequest, inspect, reset, onChange };
}

/** The store's interface. */
export type EventStore = ReturnType<typeof createEventStore>;
