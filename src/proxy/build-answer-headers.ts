/**
 * Answer headers that come back from the service as it sent them: the body's type, `Retry-After`
 * (the tag's backoff honours it), the cache validators of map reads and the 401's challenge. Never
 * `Set-Cookie`, nor anything about the service's own connection, encoding, CORS or transport
 * security (`Strict-Transport-Security` would bind the site's origin, not the service's).
 */
const PASSED = ['content-type', 'retry-after', 'cache-control', 'etag', 'last-modified', 'expires', 'www-authenticate', 'content-language'];

/**
 * The headers of the proxy's answer from the service's answer: only those listed in PASSED.
 * @example buildAnswerHeaders(upstream.headers).get('set-cookie') // null
 */
export function buildAnswerHeaders(upstream: Headers): Headers {
  const headers = new Headers();
  for (const name of PASSED) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}
