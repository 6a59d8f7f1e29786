import { h } from './h.js';
import type { InspectState } from './inspect-types.js';

type LoggedRequest = InspectState['requests'][number];

/**
 * Whether the server refused a request as a whole and said why: a 4xx with a reason (403 bot or
 * wrong site, 401 token, 413 size, 429 rate, 400 query, or one injected by the fault switches).
 * None of its events was read, so no line-level rejection will explain it; the tag drops the
 * events as `rejected`, or retries them after a 413 or 429. A 5xx is a failure to retry, not a
 * refusal: it stays in the request list only.
 * @example isRefusedRequest({ status: 403, reason: 'bot-user-agent: …' }) // true
 */
export function isRefusedRequest(request: Pick<LoggedRequest, 'status' | 'reason'>): boolean {
  return request.status >= 400 && request.status < 500 && request.reason !== undefined;
}

/**
 * A "Rejected, and why" entry for a request refused as a whole, with the server's reason (the bot
 * rule's `bot-user-agent: "…HeadlessChrome…"`, a token's `expired`, the size limit) and the
 * User-Agent it came with.
 * @example rejected.append(refusedRequestItem({ id: '3', at: 0, method: 'POST', path: '/visit/events', status: 403, reason: 'bot-user-agent: …' }));
 */
export function refusedRequestItem(request: LoggedRequest): HTMLElement {
  return h(
    'li',
    { class: 'bad', 'data-request': request.id, 'data-status': request.status },
    `request ${request.id} refused whole (${request.status}): `,
    request.reason ?? '',
    request.userAgent ? h('code', {}, ` User-Agent: ${request.userAgent}`) : null,
  );
}
