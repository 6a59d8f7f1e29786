import type { VisitEvent } from './event-types.js';
import { type EncodeOptions } from './event-entries.js';
/**
 * One event in the line format: `name=value` pairs joined by `&`, every value percent-encoded
 * with encodeURIComponent, so no value can break a pair or a line; JSON values are JSON-encoded
 * first. Event types are written upper case and the PAGE URL as `href`.
 * @example encodeLine({ eventType: 'PRODUCT', nonce: '0123456789abcdef', visitorCode: 'v1', ean: 'a&b' })
 * // 'eventType=PRODUCT&nonce=0123456789abcdef&visitorCode=v1&ean=a%26b'
 */
export declare function encodeLine(event: VisitEvent, options?: EncodeOptions): string;
/**
 * The line format's last step, for fields already in wire order and in their wire text: each
 * value percent-encoded. The loader writes its page-hide PAGE with it, without the event table.
 * @example encodePairs([['eventType', 'PRODUCT'], ['ean', 'a&b']]) // 'eventType=PRODUCT&ean=a%26b'
 */
export declare function encodePairs(pairs: Array<[string, string]>): string;
/**
 * A body in the line format: one event per line.
 * @example encodeLines([event1, event2]) // 'eventType=...\neventType=...'
 */
export declare function encodeLines(events: readonly VisitEvent[], options?: EncodeOptions): string;
