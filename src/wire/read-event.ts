import { COMMON_FIELDS, getEventFields, type FieldSpec } from './event-table.js';
import type { Problem, VisitEvent } from './event-types.js';
import { hasOwn } from '../lib/has-own.js';
import { normalizeInt64 } from './int64.js';
import { validateEvent } from './validate-event.js';

/** Options of both parsers. */
export interface ParseOptions {
  /** The request query's visitorCode: it names the visitor of every event in the body. */
  visitorCode?: string;
}

/** An event a parser accepted, with the fields the table does not know kept apart. */
export interface ParsedEvent {
  /** 1-based line number (line format) or 0-based array index (JSON format). */
  index: number;
  event: VisitEvent;
  unknown: Record<string, unknown>;
}

/** A line or array item a parser refused, with every reason. */
export interface RejectedEvent {
  index: number;
  problems: Problem[];
  /** The line or item as received. */
  raw: string;
}

/** What a parser returns: bad lines never affect good ones. */
export interface ParseResult {
  events: ParsedEvent[];
  rejected: RejectedEvent[];
}

/** Sets a property as an own data property, even one named `__proto__`. */
export function setOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Turns one decoded record (name to raw value: text from the line format, JSON values from the
 * JSON format) into an event: any eventType case, the `herf` alias, unknown fields kept apart,
 * values converted to their wire types, then the whole event validated.
 */
export function readEvent(
  raw: Record<string, unknown>,
  options: ParseOptions = {},
): { event?: VisitEvent; unknown: Record<string, unknown>; problems: Problem[] } {
  const problems: Problem[] = [];
  const unknown: Record<string, unknown> = {};
  const event: Record<string, unknown> = {};
  const eventType = typeof raw.eventType === 'string' ? raw.eventType.toUpperCase() : raw.eventType;
  const fields: Readonly<Record<string, FieldSpec>> = getEventFields(String(eventType)) ?? {};
  if (eventType !== undefined) event.eventType = eventType;
  for (const key of Object.keys(raw)) {
    if (key === 'eventType') continue;
    let name = key;
    // Own properties only: a wire name such as `constructor` or `__proto__` must not find Object.prototype's.
    let spec: FieldSpec | undefined = hasOwn(COMMON_FIELDS, key)
      ? COMMON_FIELDS[key as keyof typeof COMMON_FIELDS]
      : hasOwn(fields, key)
        ? fields[key]
        : undefined;
    if (!spec) {
      name = Object.keys(fields).find((field) => fields[field].alias === key) ?? '';
      spec = fields[name];
    }
    if (!spec) {
      setOwn(unknown, key, raw[key]);
      continue;
    }
    if (hasOwn(event, name)) {
      problems.push({ field: name, code: 'syntax', message: `${name} is given twice (as ${name} and ${key})` });
      continue;
    }
    const value = coerce(spec, raw[key]);
    if (value === undefined)
      problems.push({
        field: name,
        code: 'type',
        message: `${name} cannot be read as ${spec.type}: ${JSON.stringify(raw[key])?.slice(0, 80)}`,
      });
    else event[name] = value;
  }
  if (options.visitorCode !== undefined) event.visitorCode = options.visitorCode; // the spec: the query wins
  problems.push(...validateEvent(event).filter((problem) => !problems.some((seen) => seen.field === problem.field)));
  return problems.length ? { unknown, problems } : { event: event as unknown as VisitEvent, unknown, problems };
}

/** A raw value in the field's wire type, or undefined when it cannot be read as one. */
function coerce(spec: FieldSpec, value: unknown): unknown {
  if (typeof value !== 'string') {
    if (spec.type === 'string' && typeof value === 'number') return String(value);
    return spec.type === 'int64' && (typeof value === 'number' || typeof value === 'bigint') ? normalizeInt64(value) : value;
  }
  switch (spec.type) {
    case 'string':
      return value;
    case 'int32':
    case 'float64':
      return NUMBER.test(value) ? Number(value) : undefined;
    case 'int64':
      return /^[+-]?\d+$/.test(value) ? normalizeInt64(value.replace(/^\+/, '')) : undefined;
    case 'boolean': {
      const lower = value.toLowerCase();
      return lower === 'true' || lower === '1' ? true : lower === 'false' || lower === '0' ? false : undefined;
    }
    default:
      try {
        return JSON.parse(quoteBigIntegers(value));
      } catch {
        return undefined;
      }
  }
}

/**
 * Puts quotes around integer literals too large for a double, outside JSON strings, so that
 * JSON.parse keeps them exact as decimal strings (int64 fields accept those). One regular
 * expression walks strings (kept as they are) and numbers; only integers beyond 2^53 change.
 * @example quoteBigIntegers('{"id":9007199254740993}') // '{"id":"9007199254740993"}'
 */
export function quoteBigIntegers(json: string): string {
  if (!/\d{16}/.test(json)) return json; // nothing can be beyond 2^53 with fewer digits
  return json.replace(/"[^"\\]*(?:\\.[^"\\]*)*"|-?\d+(\.\d+)?([eE][+-]?\d+)?/g, (token, fraction, exponent) =>
    token[0] === '"' || fraction || exponent || Number.isSafeInteger(+token) ? token : `"${token}"`,
  );
}
