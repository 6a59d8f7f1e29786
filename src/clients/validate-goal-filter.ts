import { GOAL_OPERATORS } from './goal-search-types.js';
import { hasOwn } from '../lib/has-own.js';
import { isPlainObject } from './is-plain-object.js';

const MAX_DEPTH = 32;

/**
 * Checks a goal-search filter's shape before any request: a filter or an array of filters (all
 * must hold), each `{ field, operator, parameters }` with a known operator, the operator's number
 * of operands (GOAL_OPERATORS: BETWEEN two, IN/NOT_IN any, IS_* none), operands that are strings,
 * finite numbers or Booleans (LIKE/NOT_LIKE take a string pattern), and for NOT one nested filter
 * (or array of filters). Returns one sentence per problem.
 * @example validateGoalFilter({ field: 'id', operator: 'BETWEEN', parameters: [1] }) // ['filter: BETWEEN takes 2 parameters, got 1']
 */
export function validateGoalFilter(filter: unknown, path = 'filter', depth = 0): string[] {
  if (depth > MAX_DEPTH) return [`${path}: nested deeper than ${MAX_DEPTH} levels`];
  if (Array.isArray(filter)) return filter.flatMap((item, i) => validateGoalFilter(item, `${path}[${i}]`, depth + 1));
  if (!isPlainObject(filter)) return [`${path}: a filter is an object { field, operator, parameters } or an array of them`];
  const { field, operator, parameters } = filter;
  if (typeof operator !== 'string' || !hasOwn(GOAL_OPERATORS, operator)) {
    return [`${path}: operator must be one of ${Object.keys(GOAL_OPERATORS).join(', ')}, got ${JSON.stringify(operator)}`];
  }
  const problems: string[] = [];
  if (operator !== 'NOT' && (typeof field !== 'string' || field === '')) problems.push(`${path}: field must be a non-empty string`);
  const operands = parameters ?? [];
  if (!Array.isArray(operands)) return [...problems, `${path}: parameters must be an array`];
  const arity = GOAL_OPERATORS[operator as keyof typeof GOAL_OPERATORS];
  if (arity !== 'any' && operands.length !== arity) {
    problems.push(`${path}: ${operator} takes ${arity === 0 ? 'no' : arity} parameter${arity === 1 ? '' : 's'}, got ${operands.length}`);
  }
  if (operator === 'NOT')
    return operands.length === 1 ? [...problems, ...validateGoalFilter(operands[0], `${path}.parameters[0]`, depth + 1)] : problems;
  operands.forEach((operand, i) => {
    const where = `${path}.parameters[${i}]`;
    if ((operator === 'LIKE' || operator === 'NOT_LIKE') && typeof operand !== 'string')
      problems.push(`${where}: ${operator} takes a string pattern (% and _ wildcards)`);
    else if (!isOperand(operand))
      problems.push(`${where}: an operand is a string, a finite number or a Boolean, got ${JSON.stringify(operand) ?? typeof operand}`);
  });
  return problems;
}

function isOperand(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}
