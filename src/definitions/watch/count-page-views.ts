import { isPlainObject } from '../../clients/is-plain-object.js';
import { hasOwn } from '../../lib/has-own.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
import type { ThresholdGoal } from './read-threshold-goals.js';

/**
 * The key under which the page views of the visit are kept with `host.rememberValue`.
 * @example host.recallValue(VIEWS_KEY) // { inVisit: 'abc123:4', counts: { 10031: 2 } }
 */
export const VIEWS_KEY = 'views';

/**
 * The page views counted in one visit, per goal id, as `host.rememberValue` keeps them.
 * @example const views: VisitViews = { inVisit: 'abc123:4', counts: { 10031: 2 } };
 */
export interface VisitViews {
  inVisit: string;
  counts: Record<string, number>;
}

/**
 * Counts, per PAGE_VIEWS goal, the page views of the visit that its `params` select, and converts
 * the goal at the view that reaches its threshold (later views of the visit do not reach it
 * again). The counts are kept with `host.rememberValue` under `views`, with the visit they belong to,
 * and start again when `host.visitKey()` changes; without consent they last as long as the page.
 * @example countPageViews([{ id: 10031, threshold: 3, matches: () => true }], host).onPageView?.(location.href);
 */
export function countPageViews(goals: ThresholdGoal[], host: DefinitionsHost): DefinitionsWatcher {
  if (!goals.length) return {};
  let kept: VisitViews | undefined;
  return {
    onPageView(href) {
      const visit = host.visitKey();
      const recalled = readViews(host.recallValue(VIEWS_KEY));
      const current = recalled?.inVisit === visit ? recalled : kept?.inVisit === visit ? kept : { inVisit: visit, counts: {} };
      const counts: Record<string, number> = {};
      for (const key of Object.keys(current.counts)) counts[key] = current.counts[key];
      const reached: number[] = [];
      for (const goal of goals) {
        if (!goal.matches(href)) continue;
        const key = String(goal.id);
        const before = hasOwn(counts, key) ? counts[key] : 0;
        counts[key] = before + 1;
        if (before < goal.threshold && counts[key] >= goal.threshold) reached.push(goal.id);
      }
      kept = { inVisit: visit, counts };
      host.rememberValue(VIEWS_KEY, kept);
      for (const id of reached) host.convertGoal(id);
    },
  };
}

function readViews(value: unknown): VisitViews | undefined {
  if (!isPlainObject(value) || !hasOwn(value, 'inVisit') || !hasOwn(value, 'counts')) return undefined;
  const { inVisit, counts } = value;
  if (typeof inVisit !== 'string' || !isPlainObject(counts)) return undefined;
  const read: Record<string, number> = {};
  for (const key of Object.keys(counts)) {
    const count = counts[key];
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) read[key] = count;
  }
  return { inVisit, counts: read };
}
