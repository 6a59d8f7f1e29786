import type { Goal } from '../../clients/goal-search-types.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import { describeError } from './describe-error.js';
import { itemAt } from './item-at.js';

/**
 * Checks the CSS selector of every CLICK goal (its `params.matchString`) by asking the document to
 * use it: one problem for each selector the browser refuses, naming the goal's id and its place in
 * the file. Never throws.
 * @example checkSelectors([{ id: 7, name: 'Buy', type: 'CLICK', siteId: 1, hasMultipleConversions: true, params: { matchString: '[[', matchType: 'CONTAINS' } }], document) // one problem, goals[id=7].params.matchString
 */
export function checkSelectors(goals: Goal[], doc: Document): Problem[] {
  const problems: Problem[] = [];
  goals.forEach((goal, i) => {
    if (goal.type !== 'CLICK' || goal.params == null) return;
    try {
      doc.querySelector(goal.params.matchString);
    } catch (error) {
      const reason = `goal ${goal.id}: the CSS selector does not parse: ${describeError(error)}`;
      problems.push(createProblem(`${itemAt('goals', goal, i)}.params.matchString`, 'syntax', reason));
    }
  });
  return problems;
}
