import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
import type { ThresholdGoal } from './read-threshold-goals.js';
/**
 * The key under which the page views of the visit are kept with `host.rememberValue`.
 * @example host.recallValue(VIEWS_KEY) // { inVisit: 'abc123:4', counts: { 10031: 2 } }
 */
export declare const VIEWS_KEY = "views";
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
export declare function countPageViews(goals: ThresholdGoal[], host: DefinitionsHost): DefinitionsWatcher;
