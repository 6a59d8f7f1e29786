import type { GoalParams } from '../../clients/goal-search-types.js';
/**
 * Which page views a goal's `params` select, as a test of the page's full `href`: CONTAINS (the
 * href includes the match string), CORRESPONDS_EXACTLY (equal), REGULAR_EXPRESSION (the compiled
 * pattern finds a match). No params select every page; a pattern that does not compile (the
 * reader refuses those) selects none.
 * @example createPageMatcher({ matchString: '/checkout', matchType: 'CONTAINS' })('https://shop.example/checkout/2') // true
 * @example createPageMatcher(null)('https://shop.example/') // true
 */
export declare function createPageMatcher(params: GoalParams | null | undefined): (href: string) => boolean;
