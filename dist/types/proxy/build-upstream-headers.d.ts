/**
 * The headers of the upstream request: the few the service reads from the browser (its
 * `User-Agent` above all, for the bot rule), the visitor's address as `X-Forwarded-For` when one is
 * given, and the site's token. Never the site's `Cookie`, `Authorization`, `Proxy-Authorization`,
 * `Referer` (a same-origin page sends its full URL, past the tag's redaction) or `Origin`: only what
 * is listed here leaves.
 * @example buildUpstreamHeaders(request.headers, { address: '203.0.113.0', token: 't' }) // content-type, user-agent, …, x-forwarded-for, authorization
 */
export declare function buildUpstreamHeaders(incoming: Headers, extra: {
    address?: string;
    token?: string;
}): Headers;
