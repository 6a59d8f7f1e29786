import type { Goal } from '../../clients/goal-search-types.js';
import { createPageMatcher } from './create-page-matcher.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import { isGoalActive } from '../file/is-goal-active.js';
import type { DefinitionsHost } from './definitions-host.js';

/**
 * Converts each ACTIVE URL goal whose `params` select the page, once per matching page view (the
 * tracker's `convert` applies the once-per-visit rule). A URL goal without params converts nothing.
 * @example watchUrlGoals(definitions.goals, host).onPageView?.('https://shop.example/order/42/done');
 */
export function watchUrlGoals(goals: Goal[], host: DefinitionsHost): DefinitionsWatcher {
  const urlGoals = goals
    .filter((goal) => goal.type === 'URL' && isGoalActive(goal) && goal.params != null)
    .map((goal) => ({ id: goal.id, matches: createPageMatcher(goal.params) }));
  if (!urlGoals.length) return {};
  return {
    onPageView(href) {
      for (const goal of urlGoals) if (goal.matches(href)) host.convertGoal(goal.id);
    },
  };
}
