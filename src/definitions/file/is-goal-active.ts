import type { Goal } from '../../clients/goal-search-types.js';

/**
 * Whether a goal acts: its status is ACTIVE, or it has no status and its deprecated `isActive` is
 * not false. An INACTIVE goal converts nothing.
 * @example isGoalActive({ id: 1, name: 'Order', type: 'URL', siteId: 101, hasMultipleConversions: false, status: 'INACTIVE' }) // false
 */
export function isGoalActive(goal: Goal): boolean {
  if (goal.status !== undefined) return goal.status === 'ACTIVE';
  return goal.isActive !== false;
}
