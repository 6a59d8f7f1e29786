/**
 * The value at quantile `q` (0–1) of the samples, nearest rank: `quantile(v, 0.5)` is the median
 * (the upper one of an even count), `quantile(v, 0.9)` the p90.
 * @example quantile([3, 1, 2], 0.5) // 2
 */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
