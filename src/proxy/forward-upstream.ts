import { buildAnswerHeaders } from './build-answer-headers.js';
import { proxyError } from './proxy-error.js';

/** One request to the service, as the proxy makes it. */
export interface UpstreamRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Headers;
  body?: Uint8Array<ArrayBuffer>;
}

/** Statuses whose answer has no body (a Response with one cannot be made). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * Sends one request to the service and answers with what it answered: the same status, its body,
 * the headers buildAnswerHeaders lets through. A service that cannot be reached (refused, reset, no
 * such host) gives 502 at once; one whose whole answer has not come within `timeoutMs` gives 504.
 * Both with a JSON reason, and both retried by the tag with the same nonces.
 * @example return forwardUpstream({ url: 'https://data.example.com/visit/events?siteCode=s', method: 'POST', headers, body }, { timeoutMs: 30_000, fetch });
 */
export async function forwardUpstream(request: UpstreamRequest, options: { timeoutMs: number; fetch: typeof fetch }): Promise<Response> {
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const upstream = await options.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: controller.signal,
    });
    // Read whole under the same deadline: a service that sends its status and then stalls is a timeout too.
    const body = NULL_BODY.has(upstream.status) ? null : await upstream.arrayBuffer();
    return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers: buildAnswerHeaders(upstream.headers) });
  } catch {
    // The reasons name no address or system error: the page is told what happened, not where.
    if (isTimedOut) return proxyError(504, 'upstream-timeout', `the service did not answer within ${options.timeoutMs} ms`);
    return proxyError(502, 'upstream-unreachable', 'the service could not be reached');
  } finally {
    clearTimeout(timer);
  }
}
