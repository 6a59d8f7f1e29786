// What one call of a tag cost the page's main thread, read from a Chromium trace: the task that
// made the call (marked `call` just before it), and every task of the tag's after it until the
// next mark (its microtasks, IndexedDB callbacks, timers, the send). Times are thread CPU time.
import { outermostTasks, taskAt, urlOf, type TraceEvent } from './trace-tag-figures.js';

/** One call's figures, in microseconds. */
export interface CallFigures {
  /** The task the call ran in (the call, and the microtasks it queued). */
  ownTaskUs: number;
  /** That task and the tag's later tasks up to the next call: all the call set going. */
  withScheduledUs: number;
  /** How many tasks that is. */
  tasks: number;
}

/**
 * Each `markName` mark on the page's main thread, in order, with its figures.
 * @example const calls = traceCallFigures(events, 'http://127.0.0.1:4001/dist/', 'call');
 */
export function traceCallFigures(events: TraceEvent[], tagPrefix: string, markName: string): CallFigures[] {
  const marks = events.filter((event) => event.name === markName && event.cat.includes('blink.user_timing')).sort((a, b) => a.ts - b.ts);
  if (!marks.length) throw new Error(`the trace has no ${markName} mark`);
  const { pid, tid } = marks[0];
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
  const tasks = outermostTasks(onMain);
  const tagTasks = new Set<TraceEvent>();
  for (const event of onMain) {
    if (event.ph === 'X' && (urlOf(event) ?? '').startsWith(tagPrefix)) {
      const task = taskAt(tasks, event.ts);
      if (task) tagTasks.add(task);
    }
  }
  const cpuUs = (task: TraceEvent) => task.tdur ?? task.dur ?? 0;
  return marks.map((mark, index) => {
    const own = taskAt(tasks, mark.ts);
    const end = marks[index + 1]?.ts ?? Infinity;
    const later = [...tagTasks].filter((task) => task !== own && task.ts > mark.ts && task.ts < end);
    const ownUs = own ? cpuUs(own) : 0;
    return {
      ownTaskUs: ownUs,
      withScheduledUs: ownUs + later.reduce((sum, task) => sum + cpuUs(task), 0),
      tasks: later.length + (own ? 1 : 0),
    };
  });
}
