/**
 * The stand-in server's `GET /__inspect/events` answer (docs/qa.md), the part the page shows.
 * @example const state = (await (await fetch('/__inspect/events?siteCode=demo')).json()) as InspectState;
 */
export interface InspectState {
  accepted: {
    event: Record<string, unknown> & { eventType: string; nonce: string };
    unknown?: Record<string, unknown>;
    copies: number;
    firstAt?: string | number;
    requestIds?: string[];
  }[];
  rejected: {
    index: number;
    problems: { field?: string; code?: string; message: string }[] | string[];
    raw?: unknown;
    requestId?: string;
  }[];
  counts: { accepted: number; rejected: number; duplicates: number; byType: Record<string, number> };
  requests: {
    id: string;
    at: string | number;
    method: string;
    path: string;
    query?: unknown;
    status: number;
    bytes?: number;
    contentType?: string;
    userAgent?: string;
    events?: number;
    /** Why the server refused the request, from its JSON answer (403, 401, 413, 429, 400). */
    reason?: string;
  }[];
}
