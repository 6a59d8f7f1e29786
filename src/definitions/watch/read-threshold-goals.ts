import type { Goal, GoalType } from '../../clients/goal-search-types.js';
import { hasOwn } from '../../lib/has-own.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import { createPageMatcher } from './create-page-matcher.js';
import { isGoalActive } from '../file/is-goal-active.js';
import type { DefinitionsOptions } from '../file/definitions.js';
import { showValue } from '../file/show-value.js';

/**
 * An ACTIVE goal that counts up to a threshold (PAGE_VIEWS, SCROLL, TIME_SPENT): its id, its
 * threshold, and which pages count for it.
 * @example const goal: ThresholdGoal = { id: 10031, threshold: 3, matches: () => true };
 */
export interface ThresholdGoal {
  id: number;
  threshold: number;
  matches: (href: string) => boolean;
}

const THRESHOLDS: Partial<Record<GoalType, { says: string; fits: (value: number) => boolean }>> = {
  PAGE_VIEWS: { says: 'a whole number of page views, 1 or more', fits: (value) => Number.isInteger(value) && value >= 1 },
  SCROLL: { says: 'a percent of the page, more than 0 and at most 100', fits: (value) => value > 0 && value <= 100 },
  TIME_SPENT: { says: 'a number of seconds, more than 0', fits: (value) => value > 0 },
};

/**
 * The ACTIVE goals of one type that count up to a threshold, each with its threshold from
 * `options.goalThresholds[String(goal.id)]` (the spec's Goal has no field for it). A goal without
 * one, or with one that does not fit its type, is left out and adds a problem
 * (field `goalThresholds.<id>`).
 * @example readThresholdGoals(definitions.goals, 'SCROLL', { goalThresholds: { 10032: 75 } }, problems) // [{ id: 10032, threshold: 75, matches }]
 */
export function readThresholdGoals(goals: Goal[], type: GoalType, options: DefinitionsOptions, problems: Problem[]): ThresholdGoal[] {
  const rule = THRESHOLDS[type];
  if (!rule) return [];
  const thresholds: unknown = options.goalThresholds;
  const found: ThresholdGoal[] = [];
  for (const goal of goals) {
    if (goal.type !== type || !isGoalActive(goal)) continue;
    const field = `goalThresholds.${goal.id}`;
    const label = `${type} goal ${goal.id}`;
    const given = thresholds !== null && typeof thresholds === 'object' && hasOwn(thresholds, String(goal.id));
    const value: unknown = given ? (thresholds as Record<string, unknown>)[String(goal.id)] : undefined;
    if (value === undefined) {
      problems.push(createProblem(field, 'required', `${label} has no threshold in goalThresholds: it converts nothing`));
    } else if (typeof value !== 'number' || !Number.isFinite(value) || !rule.fits(value)) {
      problems.push(
        createProblem(field, 'range', `${label}: the threshold must be ${rule.says}, got ${showValue(value)}: it converts nothing`),
      );
    } else {
      found.push({ id: goal.id, threshold: value, matches: createPageMatcher(goal.params) });
    }
  }
  return found;
}
