import type { Goal } from '../../clients/goal-search-types.js';
import type { Problem } from '../../wire/event-types.js';
/**
 * Checks the CSS selector of every CLICK goal (its `params.matchString`) by asking the document to
 * use it: one problem for each selector the browser refuses, naming the goal's id and its place in
 * the file. Never throws.
 * @example checkSelectors([{ id: 7, name: 'Buy', type: 'CLICK', siteId: 1, hasMultipleConversions: true, params: { matchString: '[[', matchType: 'CONTAINS' } }], document) // one problem, goals[id=7].params.matchString
 */
export declare function checkSelectors(goals: Goal[], doc: Document): Problem[];
