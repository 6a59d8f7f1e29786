// The boot bench's accounting (test/bench/trace-tag-figures.ts, probe-figures.ts) on hand-made
// traces and probe records: which tasks are the tag's, where the boot starts and ends.
import { describe, expect, it } from 'vitest';
import type { BootHookState } from '../bench/boot-hook.js';
import { probeFigures } from '../bench/probe-figures.js';
import { traceTagFigures, type TraceEvent } from '../bench/trace-tag-figures.js';

const TAG = 'http://127.0.0.1:4001/dist/';
const MAIN = { pid: 1, tid: 1 };
const mark = (name: string, ms: number): TraceEvent => ({ name, cat: 'blink.user_timing', ph: 'I', ...MAIN, ts: ms * 1000 });
/** A top-level task from `ms` lasting `wallMs` wall and `cpuMs` CPU. */
const task = (ms: number, wallMs: number, cpuMs = wallMs, thread = MAIN): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  cat: 'toplevel',
  ph: 'X',
  ...thread,
  ts: ms * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});
const inside = (name: string, ms: number, url: string, extra: Record<string, number> = {}): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ...MAIN,
  ts: ms * 1000,
  dur: 100,
  args: { data: { url, ...extra } },
});

describe('traceTagFigures', () => {
  const events: TraceEvent[] = [
    task(5, 3), // the previous page's timer, before this page's hook: not counted
    inside('FunctionCall', 6, `${TAG}visit-tag.js`),
    mark('boot-hook', 10),
    task(20, 12, 10), // evaluation of the loader
    inside('EvaluateScript', 20.5, `${TAG}visit-tag.js`),
    inside('v8.compile', 20.6, `${TAG}visit-tag.js`, { consumedCacheSize: 70_000 }),
    task(40, 4), // the page's own work: no tag URL inside
    inside('FunctionCall', 41, 'http://127.0.0.1:4000/article/0/mark'),
    task(50, 2, 2, { pid: 1, tid: 2 }), // another thread
    task(60, 4, 2), // an IndexedDB callback of the tag, in which the page view is stored at 62 ms
    inside('FunctionCall', 60.5, `${TAG}visit-tag.js`),
    mark('boot-stored', 62),
    task(300, 60, 30), // the engine, loaded later from the same folder
    inside('EvaluateScript', 300.5, `${TAG}visit-tag-engine.js`),
    task(6_000, 5), // after the 5 s window
    inside('FunctionCall', 6_000.5, `${TAG}visit-tag-engine.js`),
  ];
  const figures = traceTagFigures(events, TAG, 5000);

  it('counts the tasks that run a script of the tag, from its evaluation to the stored mark', () => {
    expect(figures.tasksToStored).toBe(2);
    expect(figures.toStoredMs).toBeCloseTo(10 + 2 * (2 / 4)); // the storing task counts up to the mark
    expect(figures.wallToStoredMs).toBeCloseTo(41.5); // from the EvaluateScript event
    expect(figures.longestToStoredMs).toBeCloseTo(10);
  });

  it('counts every file of the tag in the window, and nothing after it', () => {
    expect(figures.tasksInWindow).toBe(3);
    expect(figures.windowMs).toBeCloseTo(10 + 2 + 30);
    expect(figures.longestWallMs).toBeCloseTo(60);
    expect(figures.isCodeCacheUsed).toBe(true);
  });

  it('leaves the stored figures out when no page view was stored', () => {
    const unstored = traceTagFigures(
      events.filter((event) => event.name !== 'boot-stored'),
      TAG,
      5000,
    );
    expect(unstored.toStoredMs).toBeUndefined();
    expect(unstored.tasksInWindow).toBe(3);
  });

  it('fails loudly when the tag never ran', () => {
    expect(() => traceTagFigures(events, 'http://127.0.0.1:9/other/', 5000)).toThrow(/no evaluation/);
  });
});

describe('probeFigures', () => {
  // Free turns cost 0.01 ms: 1,000 ms of probe, 90,000 turns, and three tasks seen as gaps.
  const state: BootHookState = {
    hookAt: 0,
    probeEnd: 1_000,
    turns: 90_003,
    isIsolated: true,
    evaluatedAt: [108],
    storedAt: 160,
    // (start, end, turns before): the page's parser, the tag's evaluation (its load event at 108),
    // an IndexedDB callback in which the page view is stored (at 160).
    gaps: [20, 40, 2_000, 100, 110, 8_000, 150, 170, 12_000],
  };

  it('starts at the task the tag was evaluated in and ends at the first page view', () => {
    const figures = probeFigures(state);
    const turnMs = (1_000 - 50) / 90_000;
    expect(figures.tasksToStored).toBe(2);
    expect(figures.toStoredMs).toBeCloseTo(10 - turnMs + (10 - turnMs));
    expect(figures.wallToStoredMs).toBeCloseTo(60);
    expect(figures.longestToStoredMs).toBeCloseTo(10 - turnMs);
  });
});
