// A visit's figures from the busy probe (Firefox, WebKit: no trace of the main thread at hand).
// The probe posts one message to itself a turn from the top of the page; a turn that took over
// 0.25 ms had another task before it, so its length, less one free turn, is that task (shorter
// tasks go unseen). The
// tag's first script ends in the task its `load` event fires in; that task's start is where the
// tag's time begins. The probe cannot tell whose task it saw: from there on, every task counts
// (rendering, GC, the browser's own). It keeps the thread from idling (idle callbacks wait for their deadlines), so it
// stops at the first page view. It counts wall time: where the machine is shared, time the thread
// waited for a core counts as busy, which makes a 5 s window meaningless (a page with an empty
// script showed 0.7–2.3 s "busy" in 3 s on a loaded 2-core machine): that window is Chromium's alone.
import type { BootHookState } from './boot-hook.js';
import type { VisitFigures } from './visit-figures.js';

interface Gap {
  start: number;
  end: number;
}

/**
 * The figures of one probed visit, up to its first page view.
 * @example const figures = probeFigures(await page.evaluate(() => window.__bootHook));
 */
export function probeFigures(state: BootHookState): VisitFigures {
  const evaluated = state.evaluatedAt[0];
  if (evaluated === undefined || state.probeEnd === undefined) throw new Error('the tag never ran, or the probe did not finish');
  const gaps: Gap[] = [];
  for (let i = 0; i < state.gaps.length; i += 3) gaps.push({ start: state.gaps[i], end: state.gaps[i + 1] });
  // A free turn's cost: the time outside gaps over the turns outside gaps.
  const inGaps = gaps.reduce((sum, gap) => sum + gap.end - gap.start, 0);
  const turnMs = (state.probeEnd - state.hookAt - inGaps) / Math.max(1, state.turns - gaps.length);
  const evaluation = gaps.find((gap) => gap.start < evaluated && evaluated <= gap.end);
  const from = evaluation?.start ?? evaluated;
  const task = (gap: Gap, until: number) => Math.max(0, Math.min(gap.end, until) - gap.start - turnMs);
  const startedIn = (until: number) => gaps.filter((gap) => gap.end > from && gap.start < until);
  const stored = state.storedAt;
  const beforeStored = stored === undefined ? [] : startedIn(stored);
  return {
    toStoredMs: stored === undefined ? undefined : beforeStored.reduce((sum, gap) => sum + task(gap, stored), 0),
    wallToStoredMs: stored === undefined ? undefined : stored - from,
    tasksToStored: stored === undefined ? undefined : beforeStored.length,
    longestToStoredMs: stored === undefined ? undefined : Math.max(0, ...beforeStored.map((gap) => task(gap, stored))),
  };
}
