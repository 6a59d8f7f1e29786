import { hasOwn } from '../../lib/has-own.js';
import type { DeviceMemory } from './create-device-memory.js';

/** How long the device remembers a goal's order id: a second conversion with it sends nothing. */
export const ORDER_MEMORY_MS = 30 * 24 * 3600 * 1000;
/** Order ids kept at most; the oldest go first beyond. */
const MAX_ORDERS = 200;

/** Why a conversion was held back as a repeat: its order id was converted before, or its goal counts once per visit. */
export type RepeatReason = 'repeated-order' | 'once-per-visit';

/** Goal and order id memory that keeps a conversion from counting twice. */
export interface ConversionGate {
  /** The earlier conversion this one repeats (its nonce, and why), or undefined when it counts. */
  repeatOf(
    goalId: string,
    orderId: string | undefined,
    isOnce: boolean,
    visit: string,
  ): { nonce: string; reason: RepeatReason } | undefined;
  /** Remembers a conversion that counts: its goal for the visit, its order id for {@link ORDER_MEMORY_MS}. */
  record: (goalId: string, orderId: string | undefined, visit: string, nonce: string) => void;
}

type Orders = Record<string, [nonce: string, at: number]>;
// Stored, so never a name the production build shortens (scripts/tag-build-options.mjs): `inVisit`, not `visit`.
type VisitGoals = { inVisit: string; nonces: Record<string, string> };

/**
 * Keeps conversions from counting twice, across reloads, tabs and back/forward restores: a goal and
 * order id converted within 30 days, and a goal of `hasMultipleConversions: false` converted in the
 * same visit, are repeats. Reads the device memory at every call, so another tab's conversion counts.
 * @example const gate = createConversionGate(memory, Date.now); gate.repeatOf('12', 'A-1', false, 'v1.3') // { nonce: '9f1c…', reason: 'repeated-order' } after a first record
 */
export function createConversionGate(memory: DeviceMemory, now: () => number): ConversionGate {
  const orders = (): Orders => (memory.recall('orders') as Orders | undefined) ?? {};
  const visitGoals = (visit: string): Record<string, string> => {
    const kept = memory.recall('goals') as VisitGoals | undefined;
    return kept?.inVisit === visit ? kept.nonces : {};
  };
  const orderKey = (goalId: string, orderId: string) => `${goalId} ${orderId}`;
  return {
    repeatOf(goalId, orderId, isOnce, visit) {
      const kept = orders();
      const key = orderId === undefined ? '' : orderKey(goalId, orderId);
      if (key && hasOwn(kept, key) && now() - kept[key][1] < ORDER_MEMORY_MS) return { nonce: kept[key][0], reason: 'repeated-order' };
      const nonces = visitGoals(visit);
      if (isOnce && hasOwn(nonces, goalId)) return { nonce: nonces[goalId], reason: 'once-per-visit' };
      return undefined;
    },
    record(goalId, orderId, visit, nonce) {
      const nonces = visitGoals(visit);
      if (!hasOwn(nonces, goalId)) memory.remember('goals', { inVisit: visit, nonces: { ...nonces, [goalId]: nonce } });
      if (orderId === undefined) return;
      const at = now();
      const kept = Object.entries(orders())
        .filter(([, [, then]]) => at - then < ORDER_MEMORY_MS)
        .slice(1 - MAX_ORDERS);
      memory.remember('orders', Object.fromEntries([...kept, [orderKey(goalId, orderId), [nonce, at]]]));
    },
  };
}
