import type { VisitEvent } from './event-types.js';
import { eventEntries, wireText, type EncodeOptions } from './event-entries.js';

/**
 * One event in the line format: `name=value` pairs joined by `&`, every value percent-encoded
 * with encodeURIComponent, so no value can break a pair or a line; JSON values are JSON-encoded
 * first. Event types are written upper case and the PAGE URL as `href`.
 * @example encodeLine({ eventType: 'PRODUCT', nonce: '0123456789abcdef', visitorCode: 'v1', ean: 'a&b' })
 * // 'eventType=PRODUCT&nonce=0123456789abcdef&visitorCode=v1&ean=a%26b'
 */
export function encodeLine(event: VisitEvent, options?: EncodeOptions): string {
  return eventEntries(event, options)
    .map(([name, spec, value]) => name + '=' + encodeURIComponent(wellFormed(wireText(spec, value))))
    .join('&');
}

// encodeURIComponent throws on a lone surrogate (a page title cut inside an emoji, say); such a
// string is sent with U+FFFD in its place, as a UTF-8 request body would carry it anyway. With the
// `u` flag the class matches only lone surrogates: a pair is read as one code point.
const wellFormed = (text: string): string => text.replace(/[\ud800-\udfff]/gu, '\ufffd');

/**
 * A body in the line format: one event per line.
 * @example encodeLines([event1, event2]) // 'eventType=...\neventType=...'
 */
export function encodeLines(events: readonly VisitEvent[], options?: EncodeOptions): string {
  return events.map((event) => encodeLine(event, options)).join('\n');
}
