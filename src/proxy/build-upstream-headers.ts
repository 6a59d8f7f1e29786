/** Request headers that go upstream as the browser sent them; every other one stays here. */
const FORWARDED = ['content-type', 'user-agent', 'accept', 'accept-language', 'if-none-match', 'if-modified-since'];

/**
 * The headers of the upstream request: the few the service reads from the browser (its
 * `User-Agent` above all, for the bot rule), the visitor's address as `X-Forwarded-For` when one is
 * given, and the site's token. Never the site's `Cookie`, `Authorization`, `Proxy-Authorization`,
 * `Referer` (a same-origin page sends its full URL, past the tag's redaction) or `Origin`: only what
 * is listed here leaves.
 * @example buildUpstreamHeaders(request.headers, { address: '203.0.113.0', token: 't' }) // content-type, user-agent, …, x-forwarded-for, authorization
 */
export function buildUpstreamHeaders(incoming: Headers, extra: { address?: string; token?: string }): Headers {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (extra.address) headers.set('x-forwarded-for', extra.address);
  if (extra.token) headers.set('authorization', `Bearer ${extra.token}`);
  return headers;
}
