import { GOAL_FIRST_PAGE, GOAL_MAX_PER_PAGE, GOAL_OPTIONAL_FIELDS } from './goal-search-types.js';
import { isPlainObject } from './is-plain-object.js';
import { validateGoalFilter } from './validate-goal-filter.js';

/**
 * Checks a whole goal search before any request: the filter (see validateGoalFilter), `page` from 1
 * and `perPage` from 1 to GOAL_MAX_PER_PAGE, `sort` an array of `{ field, direction: 'ASC' | 'DESC' }`,
 * `optionalFields` names from GOAL_OPTIONAL_FIELDS. Returns one sentence per problem.
 * @example validateGoalSearch({ perPage: 0 }) // ['perPage must be an integer from 1 to 200, got 0']
 */
export function validateGoalSearch(search: unknown): string[] {
  if (!isPlainObject(search)) return ['the search must be an object { filter, page, perPage, sort, optionalFields }'];
  const { filter, sort, optionalFields } = search;
  const problems = filter === undefined ? [] : validateGoalFilter(filter);
  const limits = { page: [GOAL_FIRST_PAGE, 2 ** 31 - 1], perPage: [1, GOAL_MAX_PER_PAGE] } as const;
  for (const [name, [min, max]] of Object.entries(limits)) {
    const value = search[name];
    if (value !== undefined && !(Number.isInteger(value) && (value as number) >= min && (value as number) <= max)) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
    }
  }
  if (sort !== undefined) {
    if (!Array.isArray(sort)) problems.push('sort must be an array of { field, direction }');
    else
      sort.forEach((item, i) => {
        if (!isPlainObject(item) || typeof item.field !== 'string' || item.field === '')
          problems.push(`sort[${i}].field must be a non-empty string`);
        else if (item.direction !== 'ASC' && item.direction !== 'DESC')
          problems.push(`sort[${i}].direction must be ASC or DESC, got ${JSON.stringify(item.direction)}`);
      });
  }
  if (optionalFields !== undefined) {
    const known: readonly unknown[] = GOAL_OPTIONAL_FIELDS;
    const unknown = Array.isArray(optionalFields) ? optionalFields.filter((name) => !known.includes(name)) : [optionalFields];
    if (unknown.length)
      problems.push(`optionalFields must be an array of ${GOAL_OPTIONAL_FIELDS.join(', ')}; unknown: ${JSON.stringify(unknown)}`);
  }
  return problems;
}
