import type { InspectAnswer } from './chaos-types.js';

/**
 * Extra copies whose previous arrival's request the server answered 2xx (from its request log):
 * the tag resent what was acknowledged, or never read the answer.
 * @example countAfterAcknowledged(inspect) // 0 when every copy followed a failed or lost answer
 */
export function countAfterAcknowledged(inspect: InspectAnswer): number {
  const statusOf = new Map((inspect.requests ?? []).map((r) => [String(r.id), r.status]));
  let count = 0;
  for (const { requestIds = [] } of inspect.accepted) {
    for (let i = 1; i < requestIds.length; i++) {
      const status = statusOf.get(String(requestIds[i - 1])) ?? 0;
      if (status >= 200 && status < 300) count++;
    }
  }
  return count;
}
