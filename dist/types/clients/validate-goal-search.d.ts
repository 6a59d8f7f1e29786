/**
 * Checks a whole goal search before any request: the filter (see validateGoalFilter), `page` from 1
 * and `perPage` from 1 to GOAL_MAX_PER_PAGE, `sort` an array of `{ field, direction: 'ASC' | 'DESC' }`,
 * `optionalFields` names from GOAL_OPTIONAL_FIELDS. Returns one sentence per problem.
 * @example validateGoalSearch({ perPage: 0 }) // ['perPage must be an integer from 1 to 200, got 0']
 */
export declare function validateGoalSearch(search: unknown): string[];
