// A brute-force goal search written from the rules in docs/qa.md, independently of demo/server: the
// property test compares the server with it.
import { REFERENCE_FIELDS } from './goal-reference-fields.js';
import { referenceMatches } from './goal-reference-matches.js';
import { order, read, type GoalRecord } from './goal-reference-values.js';

/** A search body as the property test generates it. */
interface ReferenceSearchBody {
  filter?: unknown;
  sort?: Array<{ field: string; direction: string }>;
  page?: number;
  perPage?: number;
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
