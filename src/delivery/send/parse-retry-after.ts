/**
 * The longest a Retry-After is followed: 1 hour. A longer one (a year, a date under a wrong clock)
 * would stop delivery for as long; after the hour the tag asks again and the service can answer
 * 429 again. A deadline kept for later pages is read as at most RETRY_MAX_MS ahead (create-tabs.ts).
 * @example parseRetryAfter(String(365 * 86_400), 0) // RETRY_AFTER_MAX_MS
 */
export const RETRY_AFTER_MAX_MS = 3_600_000;

/**
 * Reads a Retry-After header (delay in seconds, or an HTTP date) as milliseconds from `nowMs`;
 * undefined when absent or unreadable. A date in the past means "now" (0); at most
 * {@link RETRY_AFTER_MAX_MS}.
 * @example parseRetryAfter('120', Date.now()) // 120000
 * @example parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:27:00 GMT')) // 60000
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  // Delay-seconds is 1*DIGIT (RFC 9110 §10.2.3); an HTTP date names a month (Date.parse alone reads '-5' as a year).
  const ms = /^\s*\d+\s*$/.test(value) ? +value * 1000 : /[a-z]/i.test(value) ? Date.parse(value) - nowMs : NaN;
  return ms === ms ? Math.min(RETRY_AFTER_MAX_MS, Math.max(0, ms)) : undefined; // NaN !== NaN: an unreadable date
}
