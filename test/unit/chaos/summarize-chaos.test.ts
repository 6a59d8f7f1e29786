import { describe, expect, it } from 'vitest';
import type { InspectAnswer, TrackedConversion } from '../../chaos/chaos-types.js';
import { formatChaosReport } from '../../chaos/format-chaos-report.js';
import { parseChaosArgs } from '../../chaos/parse-chaos-args.js';
import { summarizeChaos, type ChaosObservation } from '../../chaos/summarize-chaos.js';

const conversion = (nonce: string, seq: number): TrackedConversion => ({
  nonce,
  visitorCode: 'v1',
  tab: 0,
  atMs: seq * 10,
  spec: { seq, goalId: seq, metadata: { '1': [`chaos-${seq}`] } },
});
const accepted = (nonce: string, copies = 1, eventType = 'CONVERSION') => ({ event: { eventType, nonce }, copies });

function observe(overrides: Partial<ChaosObservation> & { inspect: InspectAnswer }): ChaosObservation {
  return {
    seed: 7,
    durationMs: 30_000,
    tabs: 3,
    actions: [],
    tracked: [],
    refused: 0,
    failedCalls: 0,
    outcomes: [],
    stats: new Map(),
    queuedAtEnd: 0,
    elapsedMs: 40_000,
    ...overrides,
  };
}
const inspect = (list: ReturnType<typeof accepted>[]): InspectAnswer => ({
  accepted: list,
  rejected: [],
  counts: { accepted: list.length, rejected: 0, duplicates: 0 },
});

describe('summarizeChaos', () => {
  it('passes a run where everything tracked arrived, and counts copies beyond the first as duplicates', () => {
    const s = summarizeChaos(
      observe({
        tracked: [conversion('AAAAAAAAAAAAAAAA', 1), conversion('bbbbbbbbbbbbbbbb', 2)],
        outcomes: [{ instance: 'p1', type: 'sent-unconfirmed', nonce: 'cccccccccccccccc', eventType: 'PAGE' }],
        inspect: inspect([accepted('aaaaaaaaaaaaaaaa', 3), accepted('BBBBBBBBBBBBBBBB'), accepted('cccccccccccccccc', 1, 'PAGE')]),
      }),
    );
    expect(s.failures).toEqual([]);
    expect(s.tracked).toMatchObject({ total: 3, conversions: 2, automatic: 1 });
    expect(s.lost).toEqual([]);
    expect(s.duplicates).toMatchObject({ copies: 2, nonces: 1, untracked: [] });
    expect(s.duplicates.rate).toBeCloseTo(2 / 3);
    // With the wire captured, the report also gives the copies that are not injected lost answers.
    const withCauses = {
      ...s,
      duplicates: { ...s.duplicates, byCause: { 'lost answer': 1, 'in flight at page death: keepalive': 1 } },
    };
    expect(formatChaosReport(withCauses)).toMatch(/duplicates but injected lost answers\s+\| 1 extra copies, rate 33\.33 %/);
  });

  it('fails on a lost event and names it, but not on one the tag reported dropped', () => {
    const s = summarizeChaos(
      observe({
        tracked: [conversion('aaaaaaaaaaaaaaaa', 1), conversion('bbbbbbbbbbbbbbbb', 2), conversion('cccccccccccccccc', 3)],
        outcomes: [{ instance: 'p1', type: 'dropped', nonce: 'cccccccccccccccc', eventType: 'CONVERSION', reason: 'max-bytes' }],
        stats: new Map([['p1', { dropped: { 'max-bytes': 1, 'max-age': 0 } }]]),
        inspect: inspect([accepted('aaaaaaaaaaaaaaaa')]),
      }),
    );
    expect(s.lost).toEqual(['bbbbbbbbbbbbbbbb']);
    expect(s.failures).toHaveLength(1);
    expect(s.dropped).toMatchObject({ byOutcome: { 'max-bytes': 1 }, byStats: { 'max-bytes': 1 }, matches: true });
    expect(formatChaosReport(s)).toMatch(/lost\s+\| 1: bbbbbbbbbbbbbbbb/);
  });

  it('fails when a copy arrives with a nonce no page tracked, and warns when drop counts disagree', () => {
    const s = summarizeChaos(
      observe({
        tracked: [conversion('aaaaaaaaaaaaaaaa', 1)],
        stats: new Map([['p1', { dropped: { oversized: 2 } }]]),
        inspect: inspect([accepted('aaaaaaaaaaaaaaaa'), accepted('dddddddddddddddd', 2), accepted('eeeeeeeeeeeeeeee', 2, 'PAGE')]),
      }),
    );
    expect(s.duplicates.untracked).toEqual(['dddddddddddddddd']);
    expect(s.duplicates.unobservedAutomatic).toEqual(['eeeeeeeeeeeeeeee']);
    expect(s.failures).toHaveLength(1);
    expect(s.failures.join()).toMatch(/nonce no track call returned/);
    expect(s.dropped.matches).toBe(false);
    expect(formatChaosReport(s)).toMatch(/result: FAILED/);
  });
});

describe('parseChaosArgs', () => {
  it('reads durations in s, m and ms, a seed and a tab count; the fallback seed otherwise', () => {
    expect(parseChaosArgs(['--duration', '30s', '--seed', '9', '--tabs=2'], 5)).toMatchObject({ durationMs: 30_000, seed: 9, tabs: 2 });
    expect(parseChaosArgs(['--duration=2m'], 5)).toMatchObject({ durationMs: 120_000, seed: 5 });
    expect(parseChaosArgs(['--duration', '45'], 5).durationMs).toBe(45_000);
    expect(() => parseChaosArgs(['--duration', 'soon'], 5)).toThrow(/cannot read the duration/);
    expect(() => parseChaosArgs(['--tabs', '0'], 5)).toThrow(/--tabs/);
    expect(() => parseChaosArgs(['--fast'], 5)).toThrow(/unknown argument/);
  });
});
