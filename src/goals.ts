// The `visit-tag/goals` entry: search a project's goals through the management interface, and
// read a definitions file (the goals and custom data items a site defined).
// Runs in Node 20 and in browsers; not part of the script-tag bundle.
import { buildUrl } from './clients/build-url.js';
import type { ClientOptions } from './clients/client-options.js';
import { createClientError } from './clients/client-error.js';
import { sendRequest } from './clients/send-request.js';
import { validateGoalSearch } from './clients/validate-goal-search.js';
import type { Goal, GoalOptionalField, GoalSearchRequest } from './clients/goal-search-types.js';

export { isClientError } from './clients/client-error.js';
export type { ClientError, ClientErrorKind } from './clients/client-error.js';
export type { ClientOptions } from './clients/client-options.js';
export { validateGoalFilter } from './clients/validate-goal-filter.js';
export {
  GOAL_DEFAULT_PER_PAGE,
  GOAL_FIRST_PAGE,
  GOAL_MAX_PER_PAGE,
  GOAL_OPERATORS,
  GOAL_OPTIONAL_FIELDS,
} from './clients/goal-search-types.js';
export { validateGoalSearch } from './clients/validate-goal-search.js';
export type * from './clients/goal-search-types.js';
export { readDefinitions } from './definitions/file/read-definitions.js';
export type { Definitions } from './definitions/file/definitions.js';
export type { Problem, ProblemCode } from './wire/event-types.js';

/**
 * A goal search: the request body's filter, page, perPage and sort, plus the optional fields to
 * include (sent as the `optionalFields` query parameter).
 * @example const search: GoalSearch = { filter: { field: 'status', operator: 'EQUAL', parameters: ['ACTIVE'] }, optionalFields: ['tags'] };
 */
export type GoalSearch = GoalSearchRequest & { optionalFields?: GoalOptionalField[] };

/**
 * Where the management interface is and how to reach it.
 * @example const options: GoalsOptions = { baseUrl: 'https://api.example.com', token: process.env.TOKEN };
 */
export interface GoalsOptions extends ClientOptions {
  /** The management interface's base address ({base_url} in the spec). */
  baseUrl: string;
}

/**
 * Searches goals with `POST {baseUrl}/goals/search?optionalFields=…`: a filter (or an array of
 * filters that must all hold) of `{ field, operator, parameters }` over the spec's 19 operators,
 * paging, sorting and optional fields. The filter's shape is checked first: a malformed search
 * throws a ClientError of kind `invalid-request` without any request; the service's own refusals
 * (unknown field, wrong operand type) throw kind `http` with its `status` and `reason`.
 * @example
 * const goals = await searchGoals(
 *   { filter: [{ field: 'type', operator: 'IN', parameters: ['CLICK', 'URL'] },
 *              { field: 'name', operator: 'LIKE', parameters: ['%checkout%'] }],
 *     sort: [{ field: 'name', direction: 'ASC' }], page: 1, perPage: 20, optionalFields: ['tags'] },
 *   { baseUrl: 'http://127.0.0.1:8787', token });
 */
export async function searchGoals(search: GoalSearch = {}, options: GoalsOptions): Promise<Goal[]> {
  const problems = validateGoalSearch(search);
  if (problems.length) throw createClientError('invalid-request', `searchGoals: ${problems.join('; ')}`, { problems });
  const { optionalFields, ...body } = search;
  const url = buildUrl(options.baseUrl, '/goals/search', { optionalFields: optionalFields?.length ? optionalFields.join(',') : undefined });
  const { data } = await sendRequest('POST', url, body, options);
  if (!Array.isArray(data))
    throw createClientError('invalid-response', `POST /goals/search answered with ${typeof data}, not an array of goals`, {
      url,
      body: data,
    });
  return data as Goal[];
}
