import type { Goal, GoalType } from '../../clients/goal-search-types.js';
import type { Problem } from '../../wire/event-types.js';
import type { DefinitionsOptions } from '../file/definitions.js';
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
/**
 * The ACTIVE goals of one type that count up to a threshold, each with its threshold from
 * `options.goalThresholds[String(goal.id)]` (the spec's Goal has no field for it). A goal without
 * one, or with one that does not fit its type, is left out and adds a problem
 * (field `goalThresholds.<id>`).
 * @example readThresholdGoals(definitions.goals, 'SCROLL', { goalThresholds: { 10032: 75 } }, problems) // [{ id: 10032, threshold: 75, matches }]
 */
export declare function readThresholdGoals(goals: Goal[], type: GoalType, options: DefinitionsOptions, problems: Problem[]): ThresholdGoal[];
