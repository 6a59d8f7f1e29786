/**
 * Reads a Retry-After header (delay in seconds, or an HTTP date) as milliseconds from `nowMs`;
 * undefined when absent or unreadable. A date in the past means "now" (0).
 * @example parseRetryAfter('120', Date.now()) // 120000
 * @example parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:27:00 GMT')) // 60000
 */
export declare function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined;
