import { type ParseOptions, type ParseResult } from './read-event.js';
/**
 * Reads a JSON-format body (`json=true`): an array of event objects, compact or pretty. Integers
 * beyond 2^53 stay exact. A body that is not a JSON array is rejected as a whole (index -1);
 * otherwise each bad item is rejected with its reasons and never affects the others.
 * @example parseJson('[{"eventType":"PRODUCT","nonce":"0123456789abcdef","visitorCode":"v","ean":"1"}]').events.length // 1
 */
export declare function parseJson(body: string, options?: ParseOptions): ParseResult;
