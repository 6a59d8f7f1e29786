// One visit's boot figures, the same shape whichever way they were measured (Chromium's trace,
// or the busy probe in Firefox and WebKit): test/bench/trace-tag-figures.ts, probe-figures.ts.

/** What a tag cost the main thread in one visit (ms); the `*Stored` figures are absent when no page view was stored. */
export interface VisitFigures {
  /** Main-thread time of the tag from its first evaluation to its first page view stored (or sent). */
  toStoredMs?: number;
  /** Wall time from its first evaluation to its first page view. */
  wallToStoredMs?: number;
  /** Tasks until then, and the longest of them. */
  tasksToStored?: number;
  longestToStoredMs?: number;
  /** Everything in the window after its first evaluation (5 s by default), idle work included (Chromium only). */
  windowMs?: number;
  tasksInWindow?: number;
  /** The longest task in the window, wall time (what a long-task observer sees). */
  longestWallMs?: number;
  /** Chromium: whether V8's code cache supplied the tag's first script. */
  isCodeCacheUsed?: boolean;
}

/**
 * The figures of a list of visits, one field picked, without the visits that lack it.
 * @example pick(visits, (visit) => visit.toStoredMs) // [12.1, 11.8, ...]
 */
export function pick(visits: VisitFigures[], field: (visit: VisitFigures) => number | undefined): number[] {
  return visits.map(field).filter((value): value is number => value !== undefined);
}
