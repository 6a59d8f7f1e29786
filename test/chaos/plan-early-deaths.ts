import { createRandom } from '../../demo/server/create-random.js';
import type { ChaosPlanOptions, EarlyDeath } from './chaos-types.js';

/** An early death comes within this long after its page's navigation started (issue 19: the tag's first moment). */
export const EARLY_DEATH_WINDOW_MS = 1500;
/** The gap between two early-death pages: about 33 in the default 150 s run. */
const GAP_MS = { min: 3000, max: 6000 } as const;
/** Mixed into the seed, so the early deaths have a random stream of their own and the tabs' schedule (planChaos) stays what it was for every seed. */
const STREAM = 0x0dead1e5;

/**
 * The early deaths of a chaos run, a pure function of the seed and the duration: when each new
 * visitor's page opens, and whether it is closed or crashed at a uniformly random time in its
 * first 1,500 ms.
 * @example planEarlyDeaths({ seed: 42, durationMs: 150_000 })[0] // { seq: 1, atMs: …, afterMs: 0…1500, how: 'close' | 'crash' }
 */
export function planEarlyDeaths({ seed, durationMs }: Pick<ChaosPlanOptions, 'seed' | 'durationMs'>): EarlyDeath[] {
  const random = createRandom((seed ^ STREAM) >>> 0);
  const deaths: EarlyDeath[] = [];
  for (let atMs = random.int(500, GAP_MS.max); atMs < durationMs; atMs += random.int(GAP_MS.min, GAP_MS.max)) {
    const how = random.chance(0.5) ? 'close' : 'crash';
    deaths.push({ seq: deaths.length + 1, atMs, afterMs: random.int(0, EARLY_DEATH_WINDOW_MS), how });
  }
  return deaths;
}
