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
  return encodePairs(eventEntries(event, options).map(([name, spec, value]) => [name, wireText(spec, value)]));
}

/**
 * The line format's last step, for fields already in wire order and in their wire text: each
 * value percent-encoded. The loader writes its page-hide PAGE with it, without the event table.
 * @example encodePairs([['eventType', 'PRODUCT'], ['ean', 'a&b']]) // 'eventType=PRODUCT&ean=a%26b'
 */
export function encodePairs(pairs: Array<[string, string]>): string {
  return pairs.map(([name, text]) => name + '=' + encodeURIComponent(wellFormed(text))).join('&');
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
