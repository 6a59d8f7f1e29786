import { isDeepStrictEqual } from 'node:util';
import { EVENT_TYPES } from '../../../src/wire/event-table.js';
import { parseJson } from '../../../src/wire/parse-json.js';
import { parseLines } from '../../../src/wire/parse-lines.js';
import type { ParsedEvent } from '../../../src/wire/read-event.js';
import type { TrackedConversion } from '../../chaos/chaos-types.js';
import type { ChaosRun } from '../../chaos/run-chaos.js';
import { readLinesByHand, readPairs } from './read-wire-by-hand.js';

/** What {@link checkWire} found. */
export interface WireCheck {
  /** Each disagreement, with the request and event it is in. */
  problems: string[];
  /** Event lines read by hand. */
  lines: number;
  /** The conversions the pages tracked, by lower-case nonce. */
  tracked: Map<string, TrackedConversion>;
  /** Tracked conversions no request carried. */
  unsent: string[];
}

/** A field as the foundation read it, against its text on the wire. */
function isSame(value: unknown, text: string): boolean {
  if (value !== null && typeof value === 'object') {
    try {
      return isDeepStrictEqual(value, JSON.parse(text));
    } catch {
      return false;
    }
  }
  return typeof value === 'number' ? value === Number(text) : String(value) === text;
}

/** What a tracked conversion must look like on the wire, field by field. */
function checkConversion(fields: Map<string, string>, visitor: string | undefined, tracked: TrackedConversion): string[] {
  const { spec } = tracked;
  const problems: string[] = [];
  const expect = (name: string, ok: boolean) =>
    ok || problems.push(`${name}: sent ${JSON.stringify(fields.get(name))}, tracked ${JSON.stringify(spec)}`);
  expect('eventType', fields.get('eventType') === 'CONVERSION');
  expect('goalId', fields.get('goalId') === String(spec.goalId));
  expect('revenue', spec.revenue === undefined ? !fields.has('revenue') : Number(fields.get('revenue')) === spec.revenue);
  expect('negative', spec.negative ? fields.get('negative') === 'true' : [undefined, 'false'].includes(fields.get('negative')));
  let metadata: unknown;
  try {
    metadata = JSON.parse(fields.get('metadata') ?? 'null');
  } catch {
    metadata = 'unreadable';
  }
  expect('metadata', isDeepStrictEqual(metadata, spec.metadata));
  if (visitor !== tracked.visitorCode) problems.push(`visitorCode: sent ${visitor}, the page had ${tracked.visitorCode}`);
  return problems;
}

/**
 * Reads everything the tag sent during a chaos run (raw bodies and queries, kept by the run's
 * pass-through proxy) twice, by the foundation's parser and by hand, and compares both with what
 * the pages tracked.
 * @example const { problems } = checkWire(run); // [] when the wire says what the pages tracked
 */
export function checkWire(run: ChaosRun): WireCheck {
  const byNonce = new Map(run.record.tracked.map((t) => [t.nonce.toLowerCase(), t]));
  const seen = new Set<string>();
  const problems: string[] = [];
  let lines = 0;
  for (const request of run.wire!) {
    const at = `request at ${request.at} ms`;
    const [path, rawQuery = ''] = request.target.split(/\?(.*)/s, 2) as [string, string?];
    const query = new Map(readPairs(rawQuery));
    if (path !== '/visit/events' || query.get('siteCode') !== run.siteCode) problems.push(`${at}: target ${request.target}`);
    const queryVisitor = query.get('visitorCode');
    const options = queryVisitor === undefined ? {} : { visitorCode: queryVisitor };
    const isJson = query.get('json')?.toLowerCase() === 'true';
    const byHand: [string, string][][] = isJson
      ? (JSON.parse(request.body) as Record<string, unknown>[]).map((o) =>
          Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        )
      : readLinesByHand(request.body);
    const parsed = isJson ? parseJson(request.body, options) : parseLines(request.body, options);
    for (const rejected of parsed.rejected)
      problems.push(`${at}: the foundation rejects ${rejected.raw.slice(0, 120)}: ${JSON.stringify(rejected.problems)}`);
    if (parsed.events.length + parsed.rejected.length !== byHand.length)
      problems.push(`${at}: ${byHand.length} lines by hand, ${parsed.events.length} events parsed`);
    byHand.forEach((pairs, i) => {
      lines++;
      const fields = new Map(pairs);
      const nonce = fields.get('nonce') ?? '';
      const where = `${at}, event ${i + 1} (${nonce})`;
      if (fields.size !== pairs.length) problems.push(`${where}: a field is sent twice`);
      const eventType = fields.get('eventType') ?? '';
      if (!(EVENT_TYPES as readonly string[]).includes(eventType))
        problems.push(`${where}: eventType ${JSON.stringify(eventType)} is not an upper-case type of the spec`);
      if (!/^[0-9a-f]{16}$/i.test(nonce)) problems.push(`${where}: nonce ${JSON.stringify(nonce)}`);
      const lineVisitor = fields.get('visitorCode');
      if (queryVisitor === undefined && lineVisitor === undefined) problems.push(`${where}: no visitorCode in the query or the event`);
      if (queryVisitor !== undefined && lineVisitor !== undefined && queryVisitor !== lineVisitor)
        problems.push(`${where}: visitorCode ${lineVisitor} in the event, ${queryVisitor} in the query`);
      const visitor = queryVisitor ?? lineVisitor;
      const event: ParsedEvent | undefined = parsed.events.find((e) => e.event.nonce === nonce);
      if (event) {
        const record = event.event as unknown as Record<string, unknown>;
        if (Object.keys(event.unknown).length)
          problems.push(`${where}: fields unknown to the spec: ${Object.keys(event.unknown).join(', ')}`);
        if (record.visitorCode !== visitor)
          problems.push(`${where}: the foundation reads visitor ${String(record.visitorCode)}, by hand ${visitor}`);
        for (const [name, text] of fields) {
          if (name === 'visitorCode') continue;
          const value = record[name === 'herf' ? 'href' : name];
          if (!isSame(value, text))
            problems.push(`${where}: ${name} is ${JSON.stringify(text)} by hand, ${JSON.stringify(value)} by parseLines`);
        }
      }
      const tracked = byNonce.get(nonce.toLowerCase());
      if (tracked) {
        seen.add(nonce.toLowerCase());
        for (const problem of checkConversion(fields, visitor, tracked)) problems.push(`${where}: ${problem}`);
      }
    });
  }
  const unsent = [...byNonce.keys()].filter((nonce) => !seen.has(nonce));
  return { problems, lines, tracked: byNonce, unsent };
}
