import type { VisitEvent } from './event-types.js';
import { eventEntries, wireText, type EncodeOptions } from './event-entries.js';
import { stringifyJson } from './stringify-json.js';

/**
 * One event as a compact JSON object. int64 fields are written as bare digits, so ids beyond 2^53
 * stay exact (JSON.stringify would refuse a bigint and round a large number).
 * @example encodeJsonEvent({ eventType: 'TARGETINGSEGMENT', nonce: '0123456789abcdef', visitorCode: 'v', id: 9007199254740993n })
 * // '{"eventType":"TARGETINGSEGMENT","nonce":"0123456789abcdef","visitorCode":"v","id":9007199254740993}'
 */
export function encodeJsonEvent(event: VisitEvent, options?: EncodeOptions): string {
  let json = '';
  for (const [name, spec, value] of eventEntries(event, options)) {
    const text = spec.type === 'int64' ? wireText(spec, value) : stringifyJson(value);
    json += (json ? ',' : '{') + JSON.stringify(name) + ':' + text;
  }
  return json + '}';
}

/**
 * A body in the JSON format (`json=true`): a compact JSON array of events.
 * @example encodeJson([event]) // '[{"eventType":...}]'
 */
export function encodeJson(events: readonly VisitEvent[], options?: EncodeOptions): string {
  return '[' + events.map((event) => encodeJsonEvent(event, options)).join(',') + ']';
}
