import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
import type { ThresholdGoal } from './read-threshold-goals.js';
/**
 * Converts each TIME_SPENT goal once per page view that its `params` select, when the page has
 * been visible for its threshold (seconds) since the view: the clock runs while
 * `document.visibilityState` is `visible`, pauses when the page is hidden and resumes when it is
 * shown again. A new page view (a single-page app's) starts the clock again.
 * @example watchTimeSpent([{ id: 10033, threshold: 30, matches: () => true }], host).onPageView?.(location.href);
 */
export declare function watchTimeSpent(goals: ThresholdGoal[], host: DefinitionsHost): DefinitionsWatcher;
