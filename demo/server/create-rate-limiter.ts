/** Token bucket settings: the sustained rate and the burst a site may spend at once. */
export interface RateLimit {
  perSecond: number;
  burst: number;
}

/**
 * A token bucket per site. `take(site)` spends one token and returns 0, or, when the bucket is
 * empty, the whole seconds until a token is back (the Retry-After value).
 * @example const limiter = createRateLimiter({ perSecond: 1, burst: 1 }); limiter.take('a'); limiter.take('a') // 1
 */
export function createRateLimiter(limit: RateLimit, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(site: string): number {
      if (!Number.isFinite(limit.perSecond)) return 0; // no limit (`--rate-limit 0`)
      const time = now();
      const bucket = buckets.get(site) ?? { tokens: limit.burst, at: time };
      bucket.tokens = Math.min(limit.burst, bucket.tokens + ((time - bucket.at) / 1000) * limit.perSecond);
      bucket.at = time;
      buckets.set(site, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return 0;
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond));
    },
    reset(): void {
      buckets.clear();
    },
  };
}
