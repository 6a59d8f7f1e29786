/**
 * The headers of the proxy's answer from the service's answer: only those listed in PASSED.
 * @example buildAnswerHeaders(upstream.headers).get('set-cookie') // null
 */
export declare function buildAnswerHeaders(upstream: Headers): Headers;
