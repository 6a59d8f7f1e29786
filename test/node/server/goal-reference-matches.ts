// The filter of a brute-force goal search written from the rules in docs/qa.md, independently of
// demo/server: goal-reference-search.ts keeps the goals it matches.
import { REFERENCE_FIELDS, type Kind } from './goal-reference-fields.js';
import { order, read, same } from './goal-reference-values.js';

/** One condition of a generated filter (the property test builds them; the reference trusts their shape). */
interface Condition {
  field: string;
  operator: string;
  parameters?: unknown[];
}

/** LIKE by dynamic programming over code points, case folded with toLowerCase. */
function like(value: string, pattern: string): boolean {
  const tokens: Array<{ any?: true; one?: true; char?: string }> = [];
  const chars = [...pattern.toLowerCase()];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '\\' && i + 1 < chars.length) tokens.push({ char: chars[++i] });
    else if (chars[i] === '%') tokens.push({ any: true });
    else if (chars[i] === '_') tokens.push({ one: true });
    else tokens.push({ char: chars[i] });
  }
  const text = [...value.toLowerCase()];
  let row = new Array<boolean>(text.length + 1).fill(false);
  row[0] = true;
  for (const token of tokens) {
    const next = new Array<boolean>(text.length + 1).fill(false);
    for (let j = 0; j <= text.length; j++) {
      if (token.any) next[j] = row[j] || (j > 0 && next[j - 1]);
      else if (j > 0) next[j] = row[j - 1] && (token.one || token.char === text[j - 1]);
    }
    row = next;
  }
  return row[text.length];
}

/** Does the goal pass the filter (a filter, an array of filters, NOT)? */
export function referenceMatches(goal: object, input: unknown): boolean {
  if (Array.isArray(input)) return (input as unknown[]).every((item) => referenceMatches(goal, item));
  const filter = input as Condition;
  const p = filter.parameters ?? [];
  if (filter.operator === 'NOT') return !referenceMatches(goal, p[0]);
  const kind = REFERENCE_FIELDS[filter.field];
  const v = read(goal, filter.field);
  const isList = kind.endsWith('[]');
  const scalar = (isList ? kind.slice(0, -2) : kind) as Kind;
  switch (filter.operator) {
    case 'IS_NULL':
      return v === null;
    case 'IS_NOT_NULL':
      return v !== null;
    case 'IS_TRUE':
      return v === true;
    case 'IS_FALSE':
      return v === false;
    case 'IS_EMPTY':
      return v === null || v === '' || (Array.isArray(v) && v.length === 0);
    case 'IS_NOT_EMPTY':
      return !(v === null || v === '' || (Array.isArray(v) && v.length === 0));
    case 'NOT_EQUAL':
      return !referenceMatches(goal, { ...filter, operator: 'EQUAL' });
    case 'NOT_IN':
      return !referenceMatches(goal, { ...filter, operator: 'IN' });
    case 'NOT_LIKE':
      return !referenceMatches(goal, { ...filter, operator: 'LIKE' });
  }
  if (v === null) return false;
  switch (filter.operator) {
    case 'EQUAL':
      return same(kind, v, p[0]);
    case 'LESS':
      return order(kind, v, p[0]) < 0;
    case 'GREATER':
      return order(kind, v, p[0]) > 0;
    case 'LESS_OR_EQUAL':
      return order(kind, v, p[0]) <= 0;
    case 'GREATER_OR_EQUAL':
      return order(kind, v, p[0]) >= 0;
    case 'BETWEEN':
      return order(kind, v, p[0]) >= 0 && order(kind, v, p[1]) <= 0;
    case 'IN':
      return (isList ? (v as unknown[]) : [v]).some((item) => p.some((operand) => same(scalar, item, operand)));
    case 'LIKE':
      return like(v as string, p[0] as string);
    case 'CONTAINS':
      return isList ? (v as unknown[]).some((item) => item === p[0]) : (v as string).toLowerCase().includes((p[0] as string).toLowerCase());
  }
  throw new Error(`reference: no rule for ${filter.operator}`);
}
