import { hasOwn } from '../../lib/has-own.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';

/** The wire types of the spec's resource tables, as a definitions file holds them (JSON). */
export type FieldKind = 'string' | 'boolean' | 'int32' | 'int64' | 'double' | 'date-time' | 'int64[]' | 'string[]';

/**
 * How one field of a resource is checked: its kind; whether the spec requires it; whether `null`
 * stands for "none" (the Goal type's `description` and `params`); the values of an enum; and a
 * pattern with the sentence that describes it.
 * @example const rule: FieldRule = { kind: 'string', required: true, values: ['ACTIVE', 'INACTIVE'] };
 */
export interface FieldRule {
  kind: FieldKind;
  required?: boolean;
  nullable?: boolean;
  values?: readonly string[];
  pattern?: { test: RegExp; says: string };
}

const INT32 = 2 ** 31;
const isInt64 = (value: unknown) => Number.isSafeInteger(value);
const KIND_TESTS: Record<FieldKind, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  int32: (value) => Number.isInteger(value) && (value as number) >= -INT32 && (value as number) < INT32,
  int64: isInt64,
  double: (value) => typeof value === 'number' && Number.isFinite(value),
  'date-time': (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
  'int64[]': (value) => Array.isArray(value) && value.every(isInt64),
  'string[]': (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
};
const KIND_NAMES: Record<FieldKind, string> = {
  string: 'a string',
  boolean: 'a boolean',
  int32: 'an integer (int32)',
  int64: 'an integer (int64, at most 2^53 - 1 in JSON)',
  double: 'a finite number',
  'date-time': 'an ISO 8601 date-time string',
  'int64[]': 'an array of integers',
  'string[]': 'an array of strings',
};

/**
 * Reads a field only when it is the record's own (a patched `Object.prototype` supplies nothing);
 * `undefined` when it is absent.
 * @example ownField({ id: 1 }, 'id') // 1; ownField({}, 'toString') // undefined
 */
export function ownField(record: object, name: string): unknown {
  return hasOwn(record, name) ? (record as Record<string, unknown>)[name] : undefined;
}

/**
 * Checks the fields of one resource against their rules and adds a problem for each one missing,
 * of the wrong kind, outside its enum or its pattern. `at` is the record's path in the file
 * (`goals[3]`), `label` names it in each sentence (`goal 10021`).
 * @example checkFields({ name: 7 }, { name: { kind: 'string', required: true } }, 'goals[0]', 'goal 1', problems) // problems: goals[0].name: goal 1: must be a string, got 7
 */
export function checkFields(record: object, rules: Record<string, FieldRule>, at: string, label: string, problems: Problem[]): void {
  for (const name of Object.keys(rules)) {
    const rule = rules[name];
    const value = ownField(record, name);
    const field = `${at}.${name}`;
    if (value === undefined) {
      if (rule.required) problems.push(createProblem(field, 'required', `${label}: is required by the spec, and missing`));
    } else if (value === null && rule.nullable) {
      // "none", as the Goal type allows for this field
    } else if (!KIND_TESTS[rule.kind](value)) {
      problems.push(createProblem(field, 'type', `${label}: must be ${KIND_NAMES[rule.kind]}, got ${describe(value)}`));
    } else if (rule.values && !rule.values.includes(value as string)) {
      problems.push(createProblem(field, 'enum', `${label}: must be one of ${rule.values.join(', ')}, got ${describe(value)}`));
    } else if (rule.pattern && !rule.pattern.test.test(value as string)) {
      problems.push(createProblem(field, 'pattern', `${label}: must be ${rule.pattern.says}, got ${describe(value)}`));
    }
  }
}

/**
 * A value as a problem's sentence shows it: JSON where it can be (cut at 60 characters), else its type.
 * @example describe('yes') // '"yes"'; describe([1, 'a']) // '[1,"a"]'
 */
export function describe(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return typeof value;
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
