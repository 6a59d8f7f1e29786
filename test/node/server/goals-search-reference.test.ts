// The goal search (demo/server/search-goals.ts, and POST /goals/search) compared with the
// brute-force reference (goal-reference-search.ts) on generated filters, sorts, pages and optional fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOAL_OPERATORS, GOAL_OPTIONAL_FIELDS } from '../../../src/clients/goal-search-types.js';
import { searchGoals } from '../../../demo/server/search-goals.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { REFERENCE_FIELDS, REFERENCE_OPERATORS } from './goal-reference-fields.js';
import { referenceSearch } from './goal-reference-search.js';
import { goals, searchOn } from './goal-search-helpers.js';
import { useTestServer } from './server-helpers.js';

let server!: RunningServer;
useTestServer((started) => (server = started));
const search = searchOn(() => server);

type Fields = Record<string, unknown>;

/** Values each field holds in the catalogue (list items flattened), to draw operands that match something. */
const valuesOf = (field: string) => {
  const values = goals.flatMap((goal) => {
    let value: unknown = goal;
    for (const part of field.split('.'))
      value = Array.isArray(value)
        ? (value as Array<Fields | null>).map((item) => item?.[part])
        : (value as Fields | null | undefined)?.[part];
    return Array.isArray(value) ? (value as unknown[]) : [value];
  });
  return [...new Set(values.filter((value) => value !== null && value !== undefined && typeof value !== 'object'))];
};

function operandFor(field: string): fc.Arbitrary<unknown> {
  const kind = REFERENCE_FIELDS[field];
  const seen = valuesOf(field);
  const scalar = kind.replace('[]', '');
  const fresh =
    scalar === 'number'
      ? fc.integer({ min: -5, max: 12_000 })
      : scalar === 'boolean'
        ? fc.boolean()
        : scalar === 'date'
          ? fc.date({ min: new Date('2020-06-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((date) => date.toISOString())
          : !seen.length
            ? fc.string({ maxLength: 4 })
            : fc.oneof(
                fc.string({ maxLength: 4 }),
                fc.constantFrom(...(seen as string[])).chain((text) => fc.nat(text.length).map((n) => String(text).slice(n, n + 4))),
              );
  return seen.length ? fc.oneof(fc.constantFrom(...seen), fresh) : fresh;
}

const likePattern = fc
  .array(fc.oneof(fc.constantFrom('%', '_', 'a', 'c', 'r', 't', ' ', '#', '\\%', '\\_', 'é'), fc.string({ maxLength: 2 })), {
    maxLength: 5,
  })
  .map((parts) => parts.join(''));

const leafFilter: fc.Arbitrary<unknown> = fc.constantFrom(...Object.keys(REFERENCE_FIELDS)).chain((field) =>
  fc.constantFrom(...REFERENCE_OPERATORS[REFERENCE_FIELDS[field]]).chain((operator) => {
    const arity = GOAL_OPERATORS[operator as keyof typeof GOAL_OPERATORS];
    const operand = operator === 'LIKE' || operator === 'NOT_LIKE' ? likePattern : operandFor(field);
    const parameters = arity === 'any' ? fc.array(operand, { maxLength: 4 }) : fc.tuple(...Array.from({ length: arity }, () => operand));
    return parameters.map((list) => ({ field, operator, parameters: list }));
  }),
);

const filter: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafFilter,
    fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
    tie('node').map((inner) => ({ operator: 'NOT', parameters: [inner] })),
  ),
})).node;

const sortable = Object.keys(REFERENCE_FIELDS).filter((field) => ['number', 'string', 'boolean', 'date'].includes(REFERENCE_FIELDS[field]));
const searchArbitrary = fc.record(
  {
    filter,
    sort: fc.array(fc.record({ field: fc.constantFrom(...sortable), direction: fc.constantFrom('ASC', 'DESC') }), { maxLength: 3 }),
    page: fc.integer({ min: 1, max: 6 }),
    perPage: fc.integer({ min: 1, max: 200 }),
  },
  { requiredKeys: [] },
);
const optionalArbitrary = fc.subarray([...GOAL_OPTIONAL_FIELDS]);

describe('goal search against a brute-force reference', () => {
  it('agrees on every generated filter, sort, page and optional-field choice', () => {
    fc.assert(
      fc.property(searchArbitrary, optionalArbitrary, (body, optionalFields) => {
        const result = searchGoals(goals, body, optionalFields);
        if ('error' in result) throw new Error(result.error);
        expect(result.goals).toEqual(referenceSearch(goals, body, optionalFields));
      }),
      { numRuns: 600 },
    );
  }, 90_000);

  it('agrees through HTTP too, and X-Total-Count is the size of the whole result', async () => {
    await fc.assert(
      fc.asyncProperty(searchArbitrary, optionalArbitrary, async (body, optionalFields) => {
        const response = await search(body, optionalFields.join(','));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(referenceSearch(goals, body, optionalFields));
        const all = referenceSearch(goals, { filter: body.filter, perPage: 1e9 }, []);
        expect(Number(response.headers.get('x-total-count'))).toBe(all.length);
      }),
      { numRuns: 60 },
    );
  }, 90_000);
});
