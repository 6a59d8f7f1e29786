import type { VisitEvent } from './event-types.js';
import { type EncodeOptions } from './event-entries.js';
/**
 * One event as a compact JSON object. int64 fields are written as bare digits, so ids beyond 2^53
 * stay exact (JSON.stringify would refuse a bigint and round a large number).
 * @example encodeJsonEvent({ eventType: 'TARGETINGSEGMENT', nonce: '0123456789abcdef', visitorCode: 'v', id: 9007199254740993n })
 * // '{"eventType":"TARGETINGSEGMENT","nonce":"0123456789abcdef","visitorCode":"v","id":9007199254740993}'
 */
export declare function encodeJsonEvent(event: VisitEvent, options?: EncodeOptions): string;
/**
 * A body in the JSON format (`json=true`): a compact JSON array of events.
 * @example encodeJson([event]) // '[{"eventType":...}]'
 */
export declare function encodeJson(events: readonly VisitEvent[], options?: EncodeOptions): string;
