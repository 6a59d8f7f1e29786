import type { Goal } from '../../clients/goal-search-types.js';
import type { Problem } from '../../wire/event-types.js';
/**
 * Checks one goal as goal search returns it: a plain object whose own fields have the spec's types
 * and values (id, name, type, siteId and hasMultipleConversions required), its params, access
 * limiters and custom data items; a REGULAR_EXPRESSION match string must compile. Adds a problem
 * for each fault, naming the goal's id, and answers whether there was none.
 * @example readGoal({ id: 7, name: 'Order', type: 'URL', siteId: 101, hasMultipleConversions: false }, 'goals[0]', problems) // true
 */
export declare function readGoal(value: unknown, at: string, problems: Problem[]): value is Goal;
