import type { Goal } from '../../clients/goal-search-types.js';
import { isPlainObject } from '../../clients/is-plain-object.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import { checkFields, describe, ownField, type FieldRule } from './check-fields.js';
import { compileMatchPattern } from './compile-match-pattern.js';
import { readCustomDataItem } from './read-custom-data-item.js';
import { ACCESS_HOLDER_VALUES, GOAL_STATUS_VALUES, GOAL_TYPE_VALUES, MATCH_TYPE_VALUES } from './resource-values.js';

/** The Goal resource's fields as the spec's table has them; params, accessLimiters and customDatas are read below. */
const RULES: Record<string, FieldRule> = {
  id: { kind: 'int64', required: true },
  name: { kind: 'string', required: true },
  type: { kind: 'string', required: true, values: GOAL_TYPE_VALUES },
  siteId: { kind: 'int64', required: true },
  hasMultipleConversions: { kind: 'boolean', required: true },
  status: { kind: 'string', values: GOAL_STATUS_VALUES },
  isActive: { kind: 'boolean' },
  description: { kind: 'string', nullable: true },
  createdBy: { kind: 'int64' },
  dateCreated: { kind: 'date-time' },
  dateModified: { kind: 'date-time' },
  mentalistWeight: { kind: 'double' },
  targetingSegmentMentalist: { kind: 'int64[]' },
  trackingTools: { kind: 'string[]' },
  experimentAmount: { kind: 'int64' },
  featureFlagAmount: { kind: 'int64' },
  holdoutAmount: { kind: 'int64' },
  personalizationAmount: { kind: 'int64' },
  experiments: { kind: 'int64[]' },
  holdouts: { kind: 'int64[]' },
  personalizations: { kind: 'int64[]' },
  isTargetingSegmentMentalist: { kind: 'boolean' },
  tags: { kind: 'string[]' },
};
const PARAMS_RULES: Record<string, FieldRule> = {
  matchString: { kind: 'string', required: true },
  matchType: { kind: 'string', required: true, values: MATCH_TYPE_VALUES },
};
const LIMITER_RULES: Record<string, FieldRule> = {
  accessHolder: { kind: 'string', required: true, values: ACCESS_HOLDER_VALUES },
  accessHolderId: { kind: 'int64', required: true },
  id: { kind: 'int64', required: true },
};

/**
 * Checks one goal as goal search returns it: a plain object whose own fields have the spec's types
 * and values (id, name, type, siteId and hasMultipleConversions required), its params, access
 * limiters and custom data items; a REGULAR_EXPRESSION match string must compile. Adds a problem
 * for each fault, naming the goal's id, and answers whether there was none.
 * @example readGoal({ id: 7, name: 'Order', type: 'URL', siteId: 101, hasMultipleConversions: false }, 'goals[0]', problems) // true
 */
export function readGoal(value: unknown, at: string, problems: Problem[]): value is Goal {
  const before = problems.length;
  if (!isPlainObject(value)) {
    problems.push(createProblem(at, 'type', `a goal must be an object, got ${describe(value)}`));
    return false;
  }
  const id = ownField(value, 'id');
  const label = `goal ${typeof id === 'number' ? id : '(no id)'}`;
  checkFields(value, RULES, at, label, problems);
  readParams(ownField(value, 'params'), `${at}.params`, label, problems);
  readList(value, 'accessLimiters', at, label, problems, (item, where) => {
    if (isPlainObject(item)) checkFields(item, LIMITER_RULES, where, label, problems);
    else problems.push(createProblem(where, 'type', `${label}: an access limiter must be an object, got ${describe(item)}`));
  });
  readList(value, 'customDatas', at, label, problems, (item, where) => readCustomDataItem(item, where, problems));
  return problems.length === before;
}

function readParams(params: unknown, at: string, label: string, problems: Problem[]): void {
  if (params === undefined || params === null) return;
  if (!isPlainObject(params)) {
    problems.push(createProblem(at, 'type', `${label}: must be { matchString, matchType } or null, got ${describe(params)}`));
    return;
  }
  const before = problems.length;
  checkFields(params, PARAMS_RULES, at, label, problems);
  if (problems.length > before || ownField(params, 'matchType') !== 'REGULAR_EXPRESSION') return;
  const compiled = compileMatchPattern(ownField(params, 'matchString') as string);
  if ('error' in compiled) {
    problems.push(createProblem(`${at}.matchString`, 'syntax', `${label}: the regular expression does not compile: ${compiled.error}`));
  }
}

function readList(
  goal: object,
  name: string,
  at: string,
  label: string,
  problems: Problem[],
  readItem: (item: unknown, where: string) => void,
): void {
  const list = ownField(goal, name);
  if (list === undefined) return;
  if (!Array.isArray(list)) {
    problems.push(createProblem(`${at}.${name}`, 'type', `${label}: must be an array, got ${describe(list)}`));
    return;
  }
  list.forEach((item, i) => readItem(item, `${at}.${name}[${i}]`));
}
