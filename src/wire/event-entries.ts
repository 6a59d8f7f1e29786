import { COMMON_FIELDS, getEventFields, type FieldSpec } from './event-table.js';
import type { VisitEvent } from './event-types.js';
import { int64Text } from './int64.js';
import { stringifyJson } from './stringify-json.js';
import { hasOwn } from '../lib/has-own.js';

/** Options shared by both encoders. */
export interface EncodeOptions {
  /** Leave out `visitorCode` (the request's query names the visitor). */
  omitVisitorCode?: boolean;
}

/** A field's value in a valid event: a primitive, or an int32[], metadata or countMap object. */
type WireValue = string | number | boolean | bigint | object;

/**
 * The fields of an event that go on the wire, in wire order (eventType, nonce, visitorCode, then
 * the table's order), each with its spec. Fields the table does not know are never sent.
 */
export function eventEntries(event: VisitEvent, options: EncodeOptions = {}): Array<[string, FieldSpec, WireValue]> {
  // The common fields come first in COMMON_FIELDS, so the spread gives the wire order.
  const fields: Record<string, FieldSpec> = { ...COMMON_FIELDS, ...getEventFields(event.eventType) };
  if (options.omitVisitorCode) delete fields.visitorCode;
  const record = event as unknown as Record<string, WireValue>;
  // Own fields only: a page's Object.prototype.title is no field of any event.
  return Object.keys(fields)
    .filter((name) => hasOwn(record, name) && record[name] !== undefined)
    .map((name) => [name, fields[name], record[name]]);
}

/** A field value as text on the wire: int64 as exact decimal digits, JSON values as JSON. */
export function wireText(spec: FieldSpec, value: WireValue): string {
  if (typeof value === 'object') return stringifyJson(value); // int32[], metadata, countMap, whatever the page's toJSON
  // int64 in canonical digits: a valid decimal string such as "+7" or "007" would make bad JSON.
  return (spec.type === 'int64' && int64Text(value)) || String(value);
}
