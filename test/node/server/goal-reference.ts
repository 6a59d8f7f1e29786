// A brute-force goal search written from the rules in docs/qa.md, independently of demo/server: the
// property test compares the server with it.

type Kind = 'number' | 'string' | 'boolean' | 'date' | 'number[]' | 'string[]' | 'object' | 'object[]';

/** Field → kind, as docs/qa.md lists them. */
export const REFERENCE_FIELDS: Record<string, Kind> = {
  id: 'number',
  name: 'string',
  type: 'string',
  siteId: 'number',
  hasMultipleConversions: 'boolean',
  status: 'string',
  isActive: 'boolean',
  description: 'string',
  createdBy: 'number',
  dateCreated: 'date',
  dateModified: 'date',
  mentalistWeight: 'number',
  targetingSegmentMentalist: 'number[]',
  params: 'object',
  'params.matchString': 'string',
  'params.matchType': 'string',
  trackingTools: 'string[]',
  accessLimiters: 'object[]',
  'accessLimiters.accessHolder': 'string[]',
  'accessLimiters.accessHolderId': 'number[]',
  customDatas: 'object[]',
  'customDatas.id': 'number[]',
  'customDatas.index': 'number[]',
  'customDatas.name': 'string[]',
  'customDatas.method': 'string[]',
  experimentAmount: 'number',
  experiments: 'number[]',
  featureFlagAmount: 'number',
  holdoutAmount: 'number',
  holdouts: 'number[]',
  isTargetingSegmentMentalist: 'boolean',
  personalizationAmount: 'number',
  personalizations: 'number[]',
  tags: 'string[]',
};

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
  'IS_NULL',
  'IS_NOT_NULL',
];
const LISTS = ['CONTAINS', 'IN', 'NOT_IN', 'IS_EMPTY', 'IS_NOT_EMPTY', 'IS_NULL', 'IS_NOT_NULL'];
/** Kind → operators, as docs/qa.md lists them. */
export const REFERENCE_OPERATORS: Record<Kind, string[]> = {
  number: ORDERED,
  date: ORDERED,
  string: [...ORDERED, 'LIKE', 'NOT_LIKE', 'CONTAINS', 'IS_EMPTY', 'IS_NOT_EMPTY'],
  boolean: ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'IS_TRUE', 'IS_FALSE', 'IS_NULL', 'IS_NOT_NULL'],
  'number[]': LISTS,
  'string[]': LISTS,
  object: ['IS_NULL', 'IS_NOT_NULL'],
  'object[]': ['IS_EMPTY', 'IS_NOT_EMPTY', 'IS_NULL', 'IS_NOT_NULL'],
};

/** A goal as the reference sees it: JSON, read by field name. */
type GoalRecord = Record<string, unknown>;
/** One condition of a generated filter (the property test builds them; the reference trusts their shape). */
interface Condition {
  field: string;
  operator: string;
  parameters?: unknown[];
}
/** A search body as the property test generates it. */
interface ReferenceSearchBody {
  filter?: unknown;
  sort?: Array<{ field: string; direction: string }>;
  page?: number;
  perPage?: number;
}
type Scalar = string | number;

/** Walks a dotted path; through a list, collects the value from each item. */
function read(goal: object, field: string): unknown {
  let value: unknown = goal;
  for (const part of field.split('.')) {
    if (value === null || value === undefined) return null;
    value = Array.isArray(value) ? (value as GoalRecord[]).map((item) => item[part]) : (value as GoalRecord)[part];
  }
  return value ?? null;
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

function same(kind: Kind, a: unknown, b: unknown): boolean {
  if (kind.startsWith('date')) return new Date(a as Scalar).getTime() === new Date(b as Scalar).getTime();
  return a === b;
}

// Values of one field, compared as the field's kind: numbers, dates as text, strings, booleans.
function order(kind: Kind, a: unknown, b: unknown): number {
  if (kind === 'date') return new Date(a as Scalar).getTime() - new Date(b as Scalar).getTime();
  if (kind === 'boolean') return (a ? 1 : 0) - (b ? 1 : 0);
  if (kind === 'number') return (a as number) - (b as number);
  return (a as Scalar) < (b as Scalar) ? -1 : (a as Scalar) > (b as Scalar) ? 1 : 0;
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

const OPTIONAL = [
  'experimentAmount',
  'experiments',
  'featureFlagAmount',
  'holdoutAmount',
  'holdouts',
  'isTargetingSegmentMentalist',
  'personalizationAmount',
  'personalizations',
  'tags',
];

/** The whole search: filter, sort (nulls last, then id), 1-based page, optional fields. */
export function referenceSearch(goals: readonly object[], body: unknown, optionalFields: readonly string[]): GoalRecord[] {
  const search = body as ReferenceSearchBody;
  const sort = search.sort ?? [];
  const kept = goals.filter((goal) => search.filter === undefined || referenceMatches(goal, search.filter));
  kept.sort((a, b) => {
    for (const key of sort) {
      const kind = REFERENCE_FIELDS[key.field];
      const x = read(a, key.field);
      const y = read(b, key.field);
      if (x === null && y === null) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const o = order(kind, x, y);
      if (o !== 0) return key.direction === 'DESC' ? -o : o;
    }
    return (a as { id: number }).id - (b as { id: number }).id;
  });
  const perPage = search.perPage ?? 20;
  const page = search.page ?? 1;
  return kept.slice((page - 1) * perPage, page * perPage).map((goal) => {
    const copy: GoalRecord = { ...goal };
    for (const name of OPTIONAL) if (!optionalFields.includes(name)) delete copy[name];
    return copy;
  });
}
