// What a tag cost the renderer's main thread in one traced visit (Chromium), counted from the
// trace alone: a top-level task is the tag's when any event inside it names a script URL under the
// tag's folder (its evaluation, compile, or any function call into it: timers, IndexedDB callbacks,
// event listeners). Times are the trace's thread CPU time (`tdur`), which a core shared with other
// processes does not inflate; the longest task is wall time (`dur`), as a long-task observer and
// Lighthouse see it (at 4× CPU, for the 50 ms check).
import type { VisitFigures } from './visit-figures.js';

/** The fields of a Chrome trace event the figures read. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string; consumedCacheSize?: number }; fileName?: string };
}

/** The script URL a trace event names, if any. */
export const urlOf = (event: TraceEvent) => event.args?.data?.url ?? event.args?.fileName;

/** The outermost top-level tasks, in time order (a nested message loop runs tasks inside a task). */
export function outermostTasks(events: TraceEvent[]): TraceEvent[] {
  const tasks = events.filter((event) => event.ph === 'X' && event.cat.includes('toplevel')).sort((a, b) => a.ts - b.ts);
  const outer: TraceEvent[] = [];
  for (const task of tasks) {
    const parent = outer[outer.length - 1];
    if (!parent || task.ts >= parent.ts + (parent.dur ?? 0)) outer.push(task);
  }
  return outer;
}

/** The task containing time `ts` (binary search over sorted, non-overlapping tasks). */
export function taskAt(tasks: TraceEvent[], ts: number): TraceEvent | undefined {
  let low = 0;
  let high = tasks.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (tasks[mid].ts > ts) high = mid - 1;
    else if (ts >= tasks[mid].ts + (tasks[mid].dur ?? 0)) low = mid + 1;
    else return tasks[mid];
  }
  return undefined;
}

/**
 * The tag's figures in one traced visit: from its first evaluation to the `boot-stored` mark, and in
 * the `windowMs` after its first evaluation. The page's `boot-hook` mark tells the page's main thread
 * and where this visit starts (events of the page before it are ignored).
 *
 * @example
 * const figures = traceTagFigures(trace.traceEvents, 'http://127.0.0.1:4001/dist/', 5000);
 */
export function traceTagFigures(events: TraceEvent[], tagPrefix: string, windowMs: number): VisitFigures {
  const hook = events.filter((event) => event.name === 'boot-hook' && event.cat.includes('blink.user_timing')).pop();
  if (!hook) throw new Error('the trace has no boot-hook mark');
  const onMain = events.filter((event) => event.pid === hook.pid && event.tid === hook.tid && event.ts >= hook.ts);
  const isTag = (event: TraceEvent) => event.ph === 'X' && (urlOf(event) ?? '').startsWith(tagPrefix);
  const evaluation = onMain.find((event) => event.name === 'EvaluateScript' && isTag(event));
  if (!evaluation) throw new Error(`the trace has no evaluation of a script under ${tagPrefix}`);
  const stored = onMain.find((event) => event.name === 'boot-stored' && event.cat.includes('blink.user_timing'))?.ts;
  const tasks = outermostTasks(onMain);
  const tagTasks = new Set<TraceEvent>();
  for (const event of onMain) {
    const task = isTag(event) ? taskAt(tasks, event.ts) : undefined;
    if (task) tagTasks.add(task);
  }
  const ordered = [...tagTasks].sort((a, b) => a.ts - b.ts);
  const cpu = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  const wall = (task: TraceEvent) => (task.dur ?? 0) / 1000;
  const windowEnd = evaluation.ts + windowMs * 1000;
  const inWindow = ordered.filter((task) => task.ts + (task.dur ?? 0) >= evaluation.ts && task.ts < windowEnd);
  const beforeStored = stored === undefined ? [] : inWindow.filter((task) => task.ts <= stored);
  // The task in which the page view was stored counts up to that moment.
  const clipped = (task: TraceEvent) => cpu(task) * Math.min(1, (stored! - task.ts) / Math.max(1, task.dur ?? 0));
  const compile = onMain.find((event) => event.name === 'v8.compile' && isTag(event));
  return {
    toStoredMs: stored === undefined ? undefined : beforeStored.reduce((sum, task) => sum + clipped(task), 0),
    wallToStoredMs: stored === undefined ? undefined : (stored - evaluation.ts) / 1000,
    tasksToStored: stored === undefined ? undefined : beforeStored.length,
    longestToStoredMs: stored === undefined ? undefined : Math.max(0, ...beforeStored.map(cpu)),
    windowMs: inWindow.reduce((sum, task) => sum + cpu(task), 0),
    tasksInWindow: inWindow.length,
    longestWallMs: Math.max(0, ...inWindow.map(wall)),
    isCodeCacheUsed: (compile?.args?.data?.consumedCacheSize ?? 0) > 0,
  };
}
