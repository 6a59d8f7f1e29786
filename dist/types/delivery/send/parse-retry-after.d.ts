/**
 * The longest a Retry-After is followed: 1 hour. A longer one (a year, a date under a wrong clock)
 * would stop delivery for as long; after the hour the tag asks again and the service can answer
 * 429 again. A deadline kept for later pages is read as at most RETRY_MAX_MS ahead (create-tabs.ts).
 * @example parseRetryAfter(String(365 * 86_400), 0) // RETRY_AFTER_MAX_MS
 */
export declare const RETRY_AFTER_MAX_MS = 3600000;
/**
 * Reads a Retry-After header (delay in seconds, or an HTTP date) as milliseconds from `nowMs`;
 * undefined when absent or unreadable. A date in the past means "now" (0); at most
 * {@link RETRY_AFTER_MAX_MS}.
 * @example parseRetryAfter('120', Date.now()) // 120000
 * @example parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:27:00 GMT')) // 60000
 */
export declare function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined;
