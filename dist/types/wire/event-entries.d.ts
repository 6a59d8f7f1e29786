import { type FieldSpec } from './event-table.js';
import type { VisitEvent } from './event-types.js';
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
export declare function eventEntries(event: VisitEvent, options?: EncodeOptions): Array<[string, FieldSpec, WireValue]>;
/** A field value as text on the wire: int64 as exact decimal digits, JSON values as JSON. */
export declare function wireText(spec: FieldSpec, value: WireValue): string;
export {};
