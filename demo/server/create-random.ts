/** A seeded source of randomness: every choice of a chaos run comes from one of these. */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** One item of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One key of a weight table, chosen in proportion to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
}

/**
 * mulberry32: tiny, fast and good enough for scheduling; the same seed always gives the same
 * sequence on every platform (only 32-bit integer maths), which is what makes `--seed` reproduce
 * a schedule.
 * @example createRandom(7).int(1, 6) // the same die roll on every run with seed 7
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => next() < p,
    weighted(weights) {
      const keys = Object.keys(weights) as (keyof typeof weights)[];
      let roll = next() * keys.reduce((sum, key) => sum + weights[key], 0);
      for (const key of keys) if ((roll -= weights[key]) < 0) return key;
      return keys[keys.length - 1];
    },
  };
}
