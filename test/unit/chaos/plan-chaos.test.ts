import { describe, expect, it } from 'vitest';
import type { ChaosAction } from '../../chaos/chaos-types.js';
import { createRandom } from '../../../demo/server/create-random.js';
import { planChaos } from '../../chaos/plan-chaos.js';

const options = { seed: 7, durationMs: 60_000, tabs: 4 };

/** Replays a schedule on a model of the tabs and returns every action that was not possible. */
function impossibleActions(plan: ChaosAction[], tabs: number): string[] {
  const isOpen = Array.from({ length: tabs }, () => true);
  let isOffline = false;
  const problems: string[] = [];
  for (const action of plan) {
    const where = `${action.atMs}ms ${action.kind}`;
    if (action.kind === 'offline' || action.kind === 'online') {
      if (isOffline === (action.kind === 'offline')) problems.push(`${where}: already ${action.kind}`);
      isOffline = action.kind === 'offline';
      continue;
    }
    if (action.kind === 'fault') continue;
    if (action.kind === 'open') {
      if (isOpen[action.tab]) problems.push(`${where}: tab ${action.tab} is open`);
      if (isOffline) problems.push(`${where}: opens while offline`);
      isOpen[action.tab] = true;
      continue;
    }
    if (!isOpen[action.tab]) problems.push(`${where}: tab ${action.tab} is closed`);
    const leaves = action.kind === 'close' || (action.kind === 'track' && action.then === 'close');
    if (leaves && isOpen.filter(Boolean).length < 2) problems.push(`${where}: closes the last tab`);
    if (leaves) isOpen[action.tab] = false;
    const loads =
      ['reload', 'navigate', 'crash'].includes(action.kind) ||
      (action.kind === 'track' && (action.then === 'reload' || action.then === 'navigate'));
    if (loads && isOffline) problems.push(`${where}: loads a page while offline`);
  }
  return problems;
}

describe('planChaos', () => {
  it('gives the same schedule for the same seed, and another for another seed', () => {
    expect(planChaos(options)).toEqual(planChaos(options));
    expect(JSON.stringify(planChaos({ ...options, seed: 8 }))).not.toBe(JSON.stringify(planChaos(options)));
  });

  it('stays inside the duration, in time order', () => {
    const plan = planChaos(options);
    expect(plan.length).toBeGreaterThan(50);
    expect(plan.every((a, i) => a.atMs < options.durationMs && (i === 0 || plan[i - 1].atMs <= a.atMs))).toBe(true);
  });

  it('only asks for possible actions: no closed tab used, last tab kept, nothing loads offline', () => {
    for (const seed of [1, 2, 3, 7, 42, 1234, 99999]) {
      for (const tabs of [1, 2, 4]) expect(impossibleActions(planChaos({ seed, durationMs: 120_000, tabs }), tabs)).toEqual([]);
    }
  });

  it('mixes every kind of chaos the suite promises in a default-length run', () => {
    const plan = planChaos({ seed: 42, durationMs: 150_000, tabs: 4 });
    const kinds = new Set(plan.map((a) => (a.kind === 'fault' ? `fault ${a.name}` : a.kind)));
    for (const kind of ['track', 'spa', 'reload', 'navigate', 'crash', 'close', 'open', 'offline', 'online']) expect(kinds).toContain(kind);
    for (const fault of ['500', '503', '429', '413', 'slow', 'drop', 'lost-ack']) expect(kinds).toContain(`fault ${fault}`);
    const leaves = new Set(plan.flatMap((a) => (a.kind === 'track' && a.then ? [a.then] : [])));
    expect([...leaves].sort()).toEqual(['close', 'navigate', 'reload']);
  });

  it('numbers conversions in order and writes the number into metadata id 1', () => {
    const conversions = planChaos(options).flatMap((a) => (a.kind === 'track' ? a.conversions : []));
    expect(conversions.map((c) => c.seq)).toEqual(conversions.map((_, i) => i + 1));
    for (const c of conversions) expect(c.metadata['1']).toEqual([`chaos-${c.seq}`]);
    expect(conversions.some((c) => typeof c.goalId === 'string' && BigInt(c.goalId) > 2n ** 53n)).toBe(true);
  });
});

describe('createRandom', () => {
  it('repeats its sequence for a seed and keeps int() inside its bounds', () => {
    const a = createRandom(5);
    const b = createRandom(5);
    const rolls = Array.from({ length: 1000 }, () => a.int(2, 4));
    expect(rolls).toEqual(Array.from({ length: 1000 }, () => b.int(2, 4)));
    expect(new Set(rolls)).toEqual(new Set([2, 3, 4]));
  });
});
