import type { Problem } from './event-types.js';
/** Options of {@link validateEvent}. */
export interface ValidateOptions {
    /** The request's query names the visitor, so events need no `visitorCode`. */
    visitorCodeInQuery?: boolean;
}
/**
 * A JSON object: not null, not an array.
 * @example isPlainObject([]) // false
 */
export declare const isPlainObject: (value: unknown) => value is Record<string, unknown>;
/**
 * Checks an event against the spec's table. Never throws; returns every problem found (an empty
 * array means the event is valid), each with the field, a stable code and a "field: reason" message.
 * @example validateEvent({ eventType: 'PRODUCT', nonce: '0123456789abcdef', visitorCode: 'v', ean: '' }) // []
 */
export declare function validateEvent(event: unknown, options?: ValidateOptions): Problem[];
