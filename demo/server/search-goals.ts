import {
  GOAL_DEFAULT_PER_PAGE,
  GOAL_FIRST_PAGE,
  GOAL_MAX_PER_PAGE,
  GOAL_OPTIONAL_FIELDS,
  type Goal,
} from '../../src/clients/goal-search-types.js';
import { compileGoalFilter } from './compile-goal-filter.js';
import { getGoalField, SORTABLE_KINDS } from './goal-fields.js';
import { compareValues, toComparable } from './goal-values.js';

/** One page of a search and the size of the whole result; or the reason the search is refused. */
export type SearchResult = { goals: Goal[]; total: number; page: number; perPage: number } | { error: string };

const BODY_KEYS = ['filter', 'page', 'perPage', 'sort'];
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Searches the catalogue: filter (compileGoalFilter), sort by each key in order with nulls last,
 * ties broken by id ascending, then one page (1-based), with only the requested optional fields.
 * @example searchGoals(goals, { filter: { field: 'type', operator: 'EQUAL', parameters: ['URL'] }, perPage: 5 }, ['tags'])
 */
export function searchGoals(catalogue: readonly Goal[], body: unknown, optionalFields: readonly string[] = []): SearchResult {
  if (!isObject(body)) return { error: 'the body must be a JSON object { filter, page, perPage, sort }' };
  const unknownKey = Object.keys(body).find((key) => !BODY_KEYS.includes(key));
  if (unknownKey) return { error: `unknown body field ${JSON.stringify(unknownKey)}; known: ${BODY_KEYS.join(', ')}` };
  const unknownOptional = optionalFields.find((name) => !(GOAL_OPTIONAL_FIELDS as readonly string[]).includes(name));
  if (unknownOptional !== undefined) {
    return { error: `optionalFields: unknown field ${JSON.stringify(unknownOptional)}; known: ${GOAL_OPTIONAL_FIELDS.join(', ')}` };
  }
  const page = body.page ?? GOAL_FIRST_PAGE;
  const perPage = body.perPage ?? GOAL_DEFAULT_PER_PAGE;
  if (!Number.isInteger(page) || (page as number) < GOAL_FIRST_PAGE)
    return { error: `page must be an integer from ${GOAL_FIRST_PAGE} (pages count from 1), got ${JSON.stringify(page)}` };
  if (!Number.isInteger(perPage) || (perPage as number) < 1 || (perPage as number) > GOAL_MAX_PER_PAGE) {
    return { error: `perPage must be an integer from 1 to ${GOAL_MAX_PER_PAGE}, got ${JSON.stringify(perPage)}` };
  }
  const filter = body.filter === undefined || body.filter === null ? { test: () => true } : compileGoalFilter(body.filter);
  if ('error' in filter) return filter;
  const order = compileSort(body.sort);
  if ('error' in order) return order;
  const matches = catalogue.filter(filter.test).sort(order.compare);
  const start = ((page as number) - GOAL_FIRST_PAGE) * (perPage as number);
  const goals = matches.slice(start, start + (perPage as number)).map((goal) => project(goal, optionalFields));
  return { goals, total: matches.length, page: page as number, perPage: perPage as number };
}

function compileSort(sort: unknown): { compare: (a: Goal, b: Goal) => number } | { error: string } {
  if (sort !== undefined && !Array.isArray(sort)) return { error: 'sort must be an array of { field, direction }' };
  const keys: Array<{ get: (goal: Goal) => unknown; sign: number }> = [];
  for (const [i, key] of (sort ?? []).entries()) {
    if (!isObject(key)) return { error: `sort[${i}]: must be { field, direction: 'ASC' | 'DESC' }` };
    const spec = getGoalField(key.field);
    if (!spec) return { error: `sort[${i}].field: unknown field ${JSON.stringify(key.field)}` };
    if (!SORTABLE_KINDS.includes(spec.kind)) return { error: `sort[${i}].field: ${String(key.field)} (${spec.kind}) cannot be sorted` };
    if (key.direction !== 'ASC' && key.direction !== 'DESC')
      return { error: `sort[${i}].direction: must be ASC or DESC, got ${JSON.stringify(key.direction)}` };
    keys.push({ get: (goal) => toComparable(spec.kind, spec.get(goal) ?? null), sign: key.direction === 'ASC' ? 1 : -1 });
  }
  return {
    compare(a, b) {
      for (const { get, sign } of keys) {
        const x = get(a);
        const y = get(b);
        if (x === null || y === null) {
          if (x !== y) return x === null ? 1 : -1; // no value sorts last either way
          continue;
        }
        const order = compareValues(x, y);
        if (order) return order * sign;
      }
      return a.id - b.id;
    },
  };
}

/** A copy of the goal without the optional fields that were not requested. */
function project(goal: Goal, optionalFields: readonly string[]): Goal {
  const copy: Record<string, unknown> = { ...goal };
  for (const name of GOAL_OPTIONAL_FIELDS) if (!optionalFields.includes(name)) delete copy[name];
  return copy as unknown as Goal;
}
