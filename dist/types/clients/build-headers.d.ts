import type { ClientOptions } from './client-options.js';
/**
 * The request headers for a client call: JSON content type when there is a body, the bearer
 * token when given, and our own User-Agent outside a browser.
 * @example buildHeaders({ token: 't' }, true) // { accept: 'application/json', 'content-type': 'application/json', authorization: 'Bearer t', 'user-agent': 'visit-tag/…' }
 */
export declare function buildHeaders(options: ClientOptions, hasBody: boolean): Record<string, string>;
