import type { Goal } from '../../clients/goal-search-types.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import { isGoalActive } from './is-goal-active.js';
import { itemAt } from './item-at.js';

/**
 * Adds a problem for each ACTIVE URL or CLICK goal without `params`: with no URL to match or no
 * selector to find, it converts nothing (the spec allows `params` to be absent or null).
 * @example checkMatchParams([{ id: 5, name: 'Buy', type: 'CLICK', siteId: 1, hasMultipleConversions: true, params: null }], problems) // goals[id=5].params: goal 5: …
 */
export function checkMatchParams(goals: Goal[], problems: Problem[]): void {
  goals.forEach((goal, i) => {
    if ((goal.type !== 'URL' && goal.type !== 'CLICK') || !isGoalActive(goal) || goal.params != null) return;
    const what = goal.type === 'URL' ? 'a URL to match' : 'a CSS selector';
    problems.push(
      createProblem(
        `${itemAt('goals', goal, i)}.params`,
        'required',
        `${goal.type} goal ${goal.id} has no params (${what}): it converts nothing`,
      ),
    );
  });
}
