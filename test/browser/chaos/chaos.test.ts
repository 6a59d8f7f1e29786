import { beforeAll, describe, expect, it } from 'vitest';
import { formatChaosReport } from '../../chaos/format-chaos-report.js';
import { runChaos, type ChaosRun } from '../../chaos/run-chaos.js';
import { checkWire } from './check-wire.js';

// The short chaos run of `npm test`: a fixed seed, so every run goes through the same schedule
// (timing still varies, which is the point). `npm run chaos` is the long version. The same run's
// wire (every request, kept by the runner's pass-through proxy) is read again below.
const SEED = 20261123;
let run: ChaosRun;

beforeAll(async () => {
  run = await runChaos({ seed: SEED, durationMs: 30_000, tabs: 3, drainTimeoutMs: 25_000 });
  console.log(formatChaosReport(run.summary));
  if (run.record.errors.length) console.log(`runner notes:\n  ${run.record.errors.join('\n  ')}`);
}, 120_000);

describe(`chaos, short run (seed ${SEED}, 30 s, 3 tabs)`, () => {
  it('went through the chaos it promises: crashes, closes, reloads, offline, leaving during flushes, server faults', () => {
    const kinds = Object.keys(run.summary.actions);
    for (const kind of ['track', 'spa', 'reload', 'navigate', 'crash', 'close', 'offline', 'track+reload']) expect(kinds).toContain(kind);
    expect(kinds.filter((kind) => kind.startsWith('fault ') && kind !== 'fault none').length).toBeGreaterThanOrEqual(5);
    expect(run.summary.tracked.conversions).toBeGreaterThan(150);
  });

  it('loses no tracked event: each is accepted by the server or reported dropped', () => {
    expect(run.summary.lost).toEqual([]);
    expect(run.summary.queuedAtEnd).toBe(0);
  });

  it('every conversion the server accepted was tracked by a page, and copies arrive only with tracked nonces', () => {
    expect(run.summary.untrackedAccepted).toEqual([]);
    // Page views and static data show only through outcomes, which a page that leaves at once may not get out.
    if (run.summary.unobservedAutomatic.length)
      console.log(`automatic events the runner did not see: ${run.summary.unobservedAutomatic.length}`);
    expect(run.summary.duplicates.untracked).toEqual([]);
    // A rate, not a verdict: duplicates are the price of at-least-once delivery under lost answers.
    console.log(`duplicate rate: ${(run.summary.duplicates.rate * 100).toFixed(2)} % (${run.summary.duplicates.copies} extra copies)`);
  });

  it('early deaths: pages closed or crashed in their first 1.5 s; each closed one whose tag ran got its page view to the server', () => {
    const rows = Object.values(run.summary.earlyDeaths?.byHow ?? {});
    expect(rows.reduce((sum, row) => sum + row.pages, 0)).toBeGreaterThan(0);
    expect(run.summary.earlyDeaths?.closedWithoutPageView).toEqual([]);
    expect(run.summary.earlyDeaths?.reminted).toEqual([]);
  });

  it('the server rejected nothing the tag sent, and drops match what the tag reported', () => {
    expect(run.summary.rejectedByServer).toBe(0);
    expect(run.summary.dropped.byOutcome).toEqual(run.summary.dropped.byStats);
    expect(run.summary.dropped.acceptedAnyway).toEqual([]);
  });
});

describe(`the wire of the same run`, () => {
  it('kept every event request the server logged', () => {
    expect(run.wire!.length).toBeGreaterThan(10);
    expect(run.wire!.length).toBe(run.summary.requests.total);
  });

  it('reads the same by the foundation parser and by hand, and matches what each page tracked', () => {
    const { problems, lines, tracked, unsent } = checkWire(run);
    console.log(
      `wire cross-check: ${run.wire!.length} requests, ${lines} event lines, ${tracked.size} tracked conversions, ${problems.length} problems`,
    );
    expect(problems.slice(0, 30)).toEqual([]);
    expect(unsent).toEqual([]);
    expect(tracked.size).toBeGreaterThan(100);
  });
});
