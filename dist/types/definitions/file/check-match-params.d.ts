import type { Goal } from '../../clients/goal-search-types.js';
import type { Problem } from '../../wire/event-types.js';
/**
 * Adds a problem for each ACTIVE URL or CLICK goal without `params`: with no URL to match or no
 * selector to find, it converts nothing (the spec allows `params` to be absent or null).
 * @example checkMatchParams([{ id: 5, name: 'Buy', type: 'CLICK', siteId: 1, hasMultipleConversions: true, params: null }], problems) // goals[id=5].params: goal 5: …
 */
export declare function checkMatchParams(goals: Goal[], problems: Problem[]): void;
