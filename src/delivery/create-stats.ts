import type { DeliveryStats } from './delivery-types.js';

/**
 * Counters at zero: the engine's start, and what the tracker reports before the engine exists.
 * @example createStats().dropped.consent // 0
 */
export const createStats = (): DeliveryStats => ({
  stored: 0,
  sent: 0,
  sentUnconfirmed: 0,
  retried: 0,
  queued: 0,
  dropped: {
    'max-age': 0,
    'max-bytes': 0,
    oversized: 0,
    rejected: 0,
    consent: 0,
    'max-held': 0,
    invalid: 0,
    'repeated-order': 0,
    'once-per-visit': 0,
    'local-only': 0,
    skipped: 0,
  },
});
