import type { ClientOptions } from './client-options.js';
import { getUserAgent } from './get-user-agent.js';

/**
 * The request headers for a client call: JSON content type when there is a body, the bearer
 * token when given, and our own User-Agent outside a browser.
 * @example buildHeaders({ token: 't' }, true) // { accept: 'application/json', 'content-type': 'application/json', authorization: 'Bearer t', 'user-agent': 'visit-tag/…' }
 */
export function buildHeaders(options: ClientOptions, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (hasBody) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const userAgent = getUserAgent(options.userAgent);
  if (userAgent) headers['user-agent'] = userAgent;
  return headers;
}
