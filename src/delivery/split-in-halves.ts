/**
 * Splits a batch the service refused as too large (413) into two halves, the first one the
 * larger when the count is odd. Applied again to each half until a half fits or is a single event.
 * @example splitInHalves([1, 2, 3]) // [[1, 2], [3]]
 */
export function splitInHalves<T>(items: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}
