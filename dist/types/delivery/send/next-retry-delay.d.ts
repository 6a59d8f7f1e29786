/** First retry waits up to this long (full jitter: anywhere from 0). */
export declare const RETRY_BASE_MS = 1000;
/** No backoff step waits longer than this, unless the service asks for it with Retry-After. */
export declare const RETRY_MAX_MS = 60000;
/**
 * How long to wait before retry number `attempt` (1 for the first): exponential backoff with full
 * jitter (a random delay between 0 and base·2^(attempt-1), capped), so tabs and browsers that
 * failed together do not come back together. A Retry-After from the service is a floor.
 * @example nextRetryDelay(3, Math.random) // somewhere in [0, 4000)
 * @example nextRetryDelay(1, () => 0.5, 30_000) // 30000: Retry-After wins over a shorter jitter
 */
export declare function nextRetryDelay(attempt: number, random: () => number, retryAfterMs?: number, baseMs?: number, maxMs?: number): number;
