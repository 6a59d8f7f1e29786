/** One request to the service, as the proxy makes it. */
export interface UpstreamRequest {
    url: string;
    method: 'GET' | 'POST';
    headers: Headers;
    body?: Uint8Array<ArrayBuffer>;
}
/**
 * Sends one request to the service and answers with what it answered: the same status, its body,
 * the headers buildAnswerHeaders lets through. A service that cannot be reached (refused, reset, no
 * such host) gives 502 at once; one whose whole answer has not come within `timeoutMs` gives 504.
 * Both with a JSON reason, and both retried by the tag with the same nonces.
 * @example return forwardUpstream({ url: 'https://data.example.com/visit/events?siteCode=s', method: 'POST', headers, body }, { timeoutMs: 30_000, fetch });
 */
export declare function forwardUpstream(request: UpstreamRequest, options: {
    timeoutMs: number;
    fetch: typeof fetch;
}): Promise<Response>;
