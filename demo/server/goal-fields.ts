import { hasOwn } from '../../src/lib/has-own.js';
import type { Goal, GoalOperator } from '../../src/clients/goal-search-types.js';

/** How a field's values compare. Lists come from array fields and from dotted names into lists of objects. */
export type FieldKind = 'number' | 'string' | 'boolean' | 'date' | 'number[]' | 'string[]' | 'object' | 'object[]';

const NULL_TESTS = ['IS_NULL', 'IS_NOT_NULL'] as const;
const ORDERED = [
  'EQUAL',
  'NOT_EQUAL',
  'LESS',
  'GREATER',
  'LESS_OR_EQUAL',
  'GREATER_OR_EQUAL',
  'BETWEEN',
  'IN',
  'NOT_IN',
  ...NULL_TESTS,
] as const;
const LIST = ['CONTAINS', 'IN', 'NOT_IN', 'IS_EMPTY', 'IS_NOT_EMPTY', ...NULL_TESTS] as const;

/** The operators each kind of field takes (docs/qa.md "Stand-in server", goal search, gives each one's meaning). */
export const OPERATORS_BY_KIND: Record<FieldKind, readonly GoalOperator[]> = {
  number: ORDERED,
  date: ORDERED,
  string: [...ORDERED, 'LIKE', 'NOT_LIKE', 'CONTAINS', 'IS_EMPTY', 'IS_NOT_EMPTY'],
  boolean: ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'IS_TRUE', 'IS_FALSE', ...NULL_TESTS],
  'number[]': LIST,
  'string[]': LIST,
  object: NULL_TESTS,
  'object[]': ['IS_EMPTY', 'IS_NOT_EMPTY', ...NULL_TESTS],
};

/** Kinds a sort may use. */
export const SORTABLE_KINDS: readonly FieldKind[] = ['number', 'string', 'boolean', 'date'];

interface FieldSpec {
  kind: FieldKind;
  get(goal: Goal): unknown;
}

const own = (kind: FieldKind, name: keyof Goal): FieldSpec => ({ kind, get: (goal) => goal[name] });
const each = <T>(list: T[] | undefined, pick: (item: T) => unknown) => (list ? list.map(pick) : null);

/**
 * Every field a filter or a sort may name, with its kind and how to read it from a goal (null or
 * undefined = no value). Dotted names reach into `params` and collect a value from each item of
 * `accessLimiters` and `customDatas`.
 * @example GOAL_FIELDS['params.matchType'].get(goal) // 'CONTAINS'
 */
export const GOAL_FIELDS: Record<string, FieldSpec> = {
  id: own('number', 'id'),
  name: own('string', 'name'),
  type: own('string', 'type'),
  siteId: own('number', 'siteId'),
  hasMultipleConversions: own('boolean', 'hasMultipleConversions'),
  status: own('string', 'status'),
  isActive: own('boolean', 'isActive'),
  description: own('string', 'description'),
  createdBy: own('number', 'createdBy'),
  dateCreated: own('date', 'dateCreated'),
  dateModified: own('date', 'dateModified'),
  mentalistWeight: own('number', 'mentalistWeight'),
  targetingSegmentMentalist: own('number[]', 'targetingSegmentMentalist'),
  params: own('object', 'params'),
  'params.matchString': { kind: 'string', get: (goal) => goal.params?.matchString },
  'params.matchType': { kind: 'string', get: (goal) => goal.params?.matchType },
  trackingTools: own('string[]', 'trackingTools'),
  accessLimiters: own('object[]', 'accessLimiters'),
  'accessLimiters.accessHolder': { kind: 'string[]', get: (goal) => each(goal.accessLimiters, (item) => item.accessHolder) },
  'accessLimiters.accessHolderId': { kind: 'number[]', get: (goal) => each(goal.accessLimiters, (item) => item.accessHolderId) },
  customDatas: own('object[]', 'customDatas'),
  'customDatas.id': { kind: 'number[]', get: (goal) => each(goal.customDatas, (item) => item.id) },
  'customDatas.index': { kind: 'number[]', get: (goal) => each(goal.customDatas, (item) => item.index) },
  'customDatas.name': { kind: 'string[]', get: (goal) => each(goal.customDatas, (item) => item.name) },
  'customDatas.method': { kind: 'string[]', get: (goal) => each(goal.customDatas, (item) => item.method) },
  experimentAmount: own('number', 'experimentAmount'),
  experiments: own('number[]', 'experiments'),
  featureFlagAmount: own('number', 'featureFlagAmount'),
  holdoutAmount: own('number', 'holdoutAmount'),
  holdouts: own('number[]', 'holdouts'),
  isTargetingSegmentMentalist: own('boolean', 'isTargetingSegmentMentalist'),
  personalizationAmount: own('number', 'personalizationAmount'),
  personalizations: own('number[]', 'personalizations'),
  tags: own('string[]', 'tags'),
};

/**
 * Looks a field up by name (own properties only, so `__proto__` is just unknown).
 * @example getGoalField('params.matchType')?.kind // 'string'
 */
export function getGoalField(name: unknown): FieldSpec | undefined {
  return typeof name === 'string' && hasOwn(GOAL_FIELDS, name) ? GOAL_FIELDS[name] : undefined;
}
