import type { DeliveryStats } from './delivery-types.js';
/**
 * Counters at zero: the engine's start, and what the tracker reports before the engine exists.
 * @example createStats().dropped.consent // 0
 */
export declare const createStats: () => DeliveryStats;
