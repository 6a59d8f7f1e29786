/**
 * Checks a goal-search filter's shape before any request: a filter or an array of filters (all
 * must hold), each `{ field, operator, parameters }` with a known operator, the operator's number
 * of operands (GOAL_OPERATORS: BETWEEN two, IN/NOT_IN any, IS_* none), operands that are strings,
 * finite numbers or Booleans (LIKE/NOT_LIKE take a string pattern), and for NOT one nested filter
 * (or array of filters). Returns one sentence per problem.
 * @example validateGoalFilter({ field: 'id', operator: 'BETWEEN', parameters: [1] }) // ['filter: BETWEEN takes 2 parameters, got 1']
 */
export declare function validateGoalFilter(filter: unknown, path?: string, depth?: number): string[];
