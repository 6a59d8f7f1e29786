import type { NodeRequestLike } from './node-types.js';
/**
 * A Node request (`http.IncomingMessage`, Express's `req`) as a Web `Request`: its URL on the Host it
 * was asked for, its method and headers, and its body streamed (not read ahead) for methods that have
 * one, unless `withBody` is false: then the Node request is left unread, for whoever reads it next.
 * @example const request = toWebRequest(incoming); await proxy(request);
 */
export declare function toWebRequest(incoming: NodeRequestLike, withBody?: boolean): Request;
