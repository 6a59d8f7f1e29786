import { GOAL_OPERATORS, type Goal, type GoalOperator } from '../../src/clients/goal-search-types.js';
import { hasOwn } from '../../src/lib/has-own.js';
import { getGoalField, OPERATORS_BY_KIND, type FieldKind } from './goal-fields.js';
import { compareValues, compileLike, toComparable } from './goal-values.js';

/** A compiled filter: a predicate over goals, or the first reason the filter is unusable. */
export type CompiledFilter = { test: (goal: Goal) => boolean } | { error: string };

const MAX_FILTER_DEPTH = 16;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Compiles a goal-search filter: one `{ field, operator, parameters }` or an array of them (all
 * must hold); NOT negates the filter (or array) in its single parameter. Checks the field, that the
 * operator applies to the field's kind, the operand count (GOAL_OPERATORS) and each operand's type.
 * @example compileGoalFilter({ field: 'id', operator: 'BETWEEN', parameters: [1, 9] }).test(goal)
 */
export function compileGoalFilter(filter: unknown, path = 'filter', depth = 0): CompiledFilter {
  if (depth > MAX_FILTER_DEPTH) return { error: `${path}: filters nest deeper than ${MAX_FILTER_DEPTH} levels` };
  if (Array.isArray(filter)) {
    const parts: Array<(goal: Goal) => boolean> = [];
    for (let i = 0; i < filter.length; i++) {
      const part = compileGoalFilter(filter[i], `${path}[${i}]`, depth + 1);
      if ('error' in part) return part;
      parts.push(part.test);
    }
    return { test: (goal) => parts.every((test) => test(goal)) };
  }
  if (!isObject(filter)) return { error: `${path}: a filter is an object { field, operator, parameters } or an array of them` };
  const { field, operator } = filter;
  const parameters = filter.parameters ?? [];
  if (typeof operator !== 'string' || !hasOwn(GOAL_OPERATORS, operator)) {
    return { error: `${path}.operator: unknown operator ${JSON.stringify(operator)}; known: ${Object.keys(GOAL_OPERATORS).join(', ')}` };
  }
  if (!Array.isArray(parameters)) return { error: `${path}.parameters: must be an array of operands` };
  const arity = GOAL_OPERATORS[operator as GoalOperator];
  if (arity !== 'any' && parameters.length !== arity) {
    return { error: `${path}.parameters: ${operator} takes ${arity} parameter${arity === 1 ? '' : 's'}, got ${parameters.length}` };
  }
  if (operator === 'NOT') {
    const inner = compileGoalFilter(parameters[0], `${path}.parameters[0]`, depth + 1);
    return 'error' in inner ? inner : { test: (goal) => !inner.test(goal) };
  }
  const spec = getGoalField(field);
  if (!spec) return { error: `${path}.field: unknown field ${JSON.stringify(field)}` };
  if (!OPERATORS_BY_KIND[spec.kind].includes(operator as GoalOperator)) {
    return {
      error: `${path}.operator: ${operator} does not apply to ${String(field)} (${spec.kind}); it takes ${OPERATORS_BY_KIND[spec.kind].join(', ')}`,
    };
  }
  const operands: unknown[] = [];
  for (let i = 0; i < parameters.length; i++) {
    const operand = readOperand(spec.kind, parameters[i]);
    if (operand === undefined) {
      return {
        error: `${path}.parameters[${i}]: ${String(field)} (${spec.kind}) cannot be compared with ${JSON.stringify(parameters[i])}`,
      };
    }
    operands.push(operand);
  }
  const test = buildTest(operator as GoalOperator, spec.kind, operands);
  return { test: (goal) => test(spec.get(goal) ?? null) };
}

/** An operand in the field's comparable form, or undefined when its type does not fit. */
function readOperand(kind: FieldKind, operand: unknown): unknown {
  const scalar = kind.endsWith('[]') ? kind.slice(0, -2) : kind;
  if (scalar === 'date') {
    const time = typeof operand === 'string' ? Date.parse(operand) : typeof operand === 'number' ? operand : NaN;
    return Number.isFinite(time) ? time : undefined;
  }
  if (scalar === 'number') return typeof operand === 'number' && Number.isFinite(operand) ? operand : undefined;
  return typeof operand === scalar ? operand : undefined;
}

function buildTest(operator: GoalOperator, kind: FieldKind, operands: unknown[]): (value: unknown) => boolean {
  const [a, b] = operands;
  const isList = kind.endsWith('[]');
  const equals = (value: unknown, operand: unknown) => compareValues(toComparable(kind, value), operand) === 0;
  const isIn = (value: unknown) =>
    (isList ? (value as unknown[]) : [value]).some((item) => operands.some((operand) => equals(item, operand)));
  const order = (value: unknown) => compareValues(toComparable(kind, value), a);
  switch (operator) {
    case 'EQUAL':
      return (value) => value !== null && equals(value, a);
    case 'NOT_EQUAL':
      return (value) => !(value !== null && equals(value, a));
    case 'LESS':
      return (value) => value !== null && order(value) < 0;
    case 'GREATER':
      return (value) => value !== null && order(value) > 0;
    case 'LESS_OR_EQUAL':
      return (value) => value !== null && order(value) <= 0;
    case 'GREATER_OR_EQUAL':
      return (value) => value !== null && order(value) >= 0;
    case 'BETWEEN':
      return (value) => value !== null && order(value) >= 0 && compareValues(toComparable(kind, value), b) <= 0;
    case 'IN':
      return (value) => value !== null && isIn(value);
    case 'NOT_IN':
      return (value) => !(value !== null && isIn(value));
    case 'LIKE':
    case 'NOT_LIKE': {
      const pattern = compileLike(a as string);
      const isLike = (value: unknown) => value !== null && pattern.test(value as string);
      return operator === 'LIKE' ? isLike : (value) => !isLike(value);
    }
    case 'CONTAINS':
      return isList
        ? (value) => value !== null && (value as unknown[]).some((item) => equals(item, a))
        : (value) => value !== null && (value as string).toLowerCase().includes((a as string).toLowerCase());
    case 'IS_NULL':
      return (value) => value === null;
    case 'IS_NOT_NULL':
      return (value) => value !== null;
    case 'IS_TRUE':
      return (value) => value === true;
    case 'IS_FALSE':
      return (value) => value === false;
    case 'IS_EMPTY':
      return isEmpty;
    case 'IS_NOT_EMPTY':
      return (value) => !isEmpty(value);
    default:
      return () => false;
  }
}

const isEmpty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);
