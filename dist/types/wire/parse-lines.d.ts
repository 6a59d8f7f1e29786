import { type ParseOptions, type ParseResult } from './read-event.js';
/**
 * Reads a line-format body: one event per line (`\n` or `\r\n`), `name=value` pairs joined by
 * `&`, names and values percent-decoded (`+` stays a plus, as encodeURIComponent writes it).
 * Empty lines are skipped. A bad line is rejected with its reasons and never affects the others.
 * @example parseLines('eventType=product&nonce=0123456789ABCDEF&ean=1', { visitorCode: 'v' }).events[0].event.eventType // 'PRODUCT'
 */
export declare function parseLines(body: string, options?: ParseOptions): ParseResult;
