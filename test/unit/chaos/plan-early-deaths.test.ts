import { describe, expect, it } from 'vitest';
import { EARLY_DEATH_WINDOW_MS, planEarlyDeaths } from '../../chaos/plan-early-deaths.js';

const options = { seed: 42, durationMs: 150_000 };

describe('planEarlyDeaths', () => {
  it('gives the same deaths for the same seed, and others for another seed', () => {
    expect(planEarlyDeaths(options)).toEqual(planEarlyDeaths(options));
    expect(planEarlyDeaths({ ...options, seed: 7 })).not.toEqual(planEarlyDeaths(options));
  });

  it('numbers the deaths from 1, in time order, inside the run', () => {
    const deaths = planEarlyDeaths(options);
    expect(deaths.length).toBeGreaterThan(20);
    expect(deaths.map((d) => d.seq)).toEqual(deaths.map((_, i) => i + 1));
    expect(deaths.every((d, i) => d.atMs < options.durationMs && (i === 0 || deaths[i - 1].atMs < d.atMs))).toBe(true);
  });

  it('kills each page within its first 1,500 ms, spread over the whole window, closed and crashed', () => {
    const deaths = [1, 2, 3, 7, 42, 1234].flatMap((seed) => planEarlyDeaths({ seed, durationMs: 150_000 }));
    expect(deaths.every((d) => Number.isInteger(d.afterMs) && d.afterMs >= 0 && d.afterMs <= EARLY_DEATH_WINDOW_MS)).toBe(true);
    // Uniform: each 300 ms fifth of the window holds a fair share of the deaths.
    const fifths = [0, 1, 2, 3, 4].map((k) => deaths.filter((d) => Math.min(4, Math.floor(d.afterMs / 300)) === k).length);
    for (const n of fifths) expect(n).toBeGreaterThan(deaths.length / 10);
    const closed = deaths.filter((d) => d.how === 'close').length;
    expect(closed).toBeGreaterThan(deaths.length / 3);
    expect(deaths.length - closed).toBeGreaterThan(deaths.length / 3);
  });
});
