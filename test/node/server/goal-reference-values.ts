// Reading and comparing goal values for the brute-force goal search, written from the rules in
// docs/qa.md, independently of demo/server: the filter (goal-reference-matches.ts) and the sort
// (goal-reference-search.ts) both use them.
import type { Kind } from './goal-reference-fields.js';

/** A goal as the reference sees it: JSON, read by field name. */
export type GoalRecord = Record<string, unknown>;
type Scalar = string | number;

/** Walks a dotted path; through a list, collects the value from each item. */
export function read(goal: object, field: string): unknown {
  let value: unknown = goal;
  for (const part of field.split('.')) {
    if (value === null || value === undefined) return null;
    value = Array.isArray(value) ? (value as GoalRecord[]).map((item) => item[part]) : (value as GoalRecord)[part];
  }
  return value ?? null;
}

/** Are two values of the kind equal (dates as instants, the rest by identity)? */
export function same(kind: Kind, a: unknown, b: unknown): boolean {
  if (kind.startsWith('date')) return new Date(a as Scalar).getTime() === new Date(b as Scalar).getTime();
  return a === b;
}

/** Values of one field, compared as the field's kind: numbers, dates as text, strings, booleans. */
export function order(kind: Kind, a: unknown, b: unknown): number {
  if (kind === 'date') return new Date(a as Scalar).getTime() - new Date(b as Scalar).getTime();
  if (kind === 'boolean') return (a ? 1 : 0) - (b ? 1 : 0);
  if (kind === 'number') return (a as number) - (b as number);
  return (a as Scalar) < (b as Scalar) ? -1 : (a as Scalar) > (b as Scalar) ? 1 : 0;
}
