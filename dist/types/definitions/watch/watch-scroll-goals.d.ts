import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
import type { ThresholdGoal } from './read-threshold-goals.js';
/**
 * How often, at most, a scroll is measured (ms).
 * @example setTimeout(measure, SCROLL_CHECK_MS);
 */
export declare const SCROLL_CHECK_MS = 100;
/**
 * How far down the page the window has shown, in percent: `(scrollY + innerHeight) /
 * documentElement.scrollHeight * 100`, 100 for a page with no height.
 * @example scrolledPercent(window) // 42.5
 */
export declare function scrolledPercent(win: Window): number;
/**
 * Converts each SCROLL goal once per page view that its `params` select, when the page has been
 * scrolled to its threshold (percent): measured right at the page view (a short page is already
 * at 100) and on `scroll` (passive, at most every 100 ms). A new page view starts again.
 * @example watchScrollGoals([{ id: 10032, threshold: 75, matches: () => true }], host).onPageView?.(location.href);
 */
export declare function watchScrollGoals(goals: ThresholdGoal[], host: DefinitionsHost): DefinitionsWatcher;
