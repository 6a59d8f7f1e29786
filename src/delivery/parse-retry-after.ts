/**
 * Reads a Retry-After header (delay in seconds, or an HTTP date) as milliseconds from `nowMs`;
 * undefined when absent or unreadable. A date in the past means "now" (0).
 * @example parseRetryAfter('120', Date.now()) // 120000
 * @example parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:27:00 GMT')) // 60000
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  // Delay-seconds is 1*DIGIT (RFC 9110 §10.2.3); an HTTP date names a month (Date.parse alone reads '-5' as a year).
  const ms = /^\s*\d+\s*$/.test(value) ? +value * 1000 : /[a-z]/i.test(value) ? Date.parse(value) - nowMs : NaN;
  return ms === ms ? Math.max(0, ms) : undefined; // NaN !== NaN: an unreadable date
}
