import type { Goal } from '../../clients/goal-search-types.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
/**
 * Converts each ACTIVE URL goal whose `params` select the page, once per matching page view (the
 * tracker's `convert` applies the once-per-visit rule). A URL goal without params converts nothing.
 * @example watchUrlGoals(definitions.goals, host).onPageView?.('https://shop.example/order/42/done');
 */
export declare function watchUrlGoals(goals: Goal[], host: DefinitionsHost): DefinitionsWatcher;
