import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOAL_OPERATORS, GOAL_OPTIONAL_FIELDS, type Goal } from '../../../src/clients/goal-search-types.js';
import { GOAL_FIXTURE, generateGoals } from '../../../demo/server/generate-goals.js';
import { ACCEPTED_USER_AGENT_EXAMPLES, REFUSED_USER_AGENT_EXAMPLES } from '../../../demo/server/is-bot-user-agent.js';
import { searchGoals } from '../../../demo/server/search-goals.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { REFERENCE_FIELDS, REFERENCE_OPERATORS, referenceSearch } from './goal-reference.js';
import { APP_UA, readJson, useTestServer, type ErrorBody } from './server-helpers.js';

const goals = JSON.parse(readFileSync(new URL('../../../demo/fixtures/goals.json', import.meta.url), 'utf8')) as Goal[];
let server!: RunningServer;
useTestServer((started) => (server = started));

/** The goals a search found, for a search the test means to be valid. */
function foundGoals(body: unknown): Goal[] {
  const result = searchGoals(goals, body);
  if ('error' in result) throw new Error(result.error);
  return result.goals;
}

/** A search as a named application sends it. */
const search = (body: unknown, optionalFields = '', headers: Record<string, string> = {}) =>
  fetch(`${server.url}/goals/search${optionalFields ? `?optionalFields=${optionalFields}` : ''}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'User-Agent': APP_UA, ...headers },
  });

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

describe('goal search: examples', () => {
  it('defaults to page 1 of 20, sorted by id; optional fields appear only when requested', async () => {
    const plain = await readJson<Goal[]>(await search({}));
    expect(plain.map((goal: Goal) => goal.id)).toEqual(
      goals
        .map((goal) => goal.id)
        .sort((a, b) => a - b)
        .slice(0, 20),
    );
    expect(plain.some((goal: Goal) => 'tags' in goal || 'experiments' in goal)).toBe(false);
    const withTags = await readJson<Goal[]>(await search({ perPage: 200 }, 'tags,experimentAmount'));
    expect(withTags.filter((goal: Goal) => 'tags' in goal).length).toBeGreaterThan(150);
    expect(withTags.every((goal: Goal) => 'experimentAmount' in goal && !('holdouts' in goal))).toBe(true);
  });

  it('LIKE treats % and _ as wildcards, \\% as a literal percent sign, and ignores case', () => {
    const names = (pattern: string) =>
      new Set(
        foundGoals({ filter: { field: 'name', operator: 'LIKE', parameters: [pattern] }, perPage: 200 }).map((goal) =>
          goal.name.replace(/ #\d+$/, ''),
        ),
      );
    expect(names('10\\% discount%')).toEqual(new Set(['10% discount applied']));
    expect(names('caf_ menu page%')).toEqual(new Set(['Café menu page']));
    expect(names('%ADD TO CART%')).toEqual(new Set(['Add to cart click']));
  });

  it('NOT negates, an array means all, BETWEEN is inclusive, dates compare as dates', () => {
    const ids = (filter: unknown) => foundGoals({ filter, perPage: 200 }).map((goal) => goal.id);
    const [low, high] = [goals[3].id, goals[9].id].sort((a, b) => a - b);
    expect(ids({ field: 'id', operator: 'BETWEEN', parameters: [low, high] })).toContain(low);
    expect(ids({ field: 'id', operator: 'BETWEEN', parameters: [low, high] })).toContain(high);
    const active = ids({ field: 'status', operator: 'EQUAL', parameters: ['ACTIVE'] });
    const notActive = ids({ operator: 'NOT', parameters: [{ field: 'status', operator: 'EQUAL', parameters: ['ACTIVE'] }] });
    expect(active.length + notActive.length).toBe(goals.length);
    const both = ids([
      { field: 'status', operator: 'EQUAL', parameters: ['ACTIVE'] },
      { field: 'type', operator: 'EQUAL', parameters: ['URL'] },
    ]);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((id: number) => active.includes(id))).toBe(true);
    const sameInstant = ids({ field: 'dateCreated', operator: 'EQUAL', parameters: [goals[0].dateCreated!.replace('Z', '+00:00')] });
    expect(sameInstant).toContain(goals[0].id);
  });

  it.each([
    [{ filter: { field: 'nmae', operator: 'EQUAL', parameters: ['x'] } }, /unknown field "nmae"/],
    [{ filter: { field: 'name', operator: 'SIMILAR', parameters: ['x'] } }, /unknown operator "SIMILAR"/],
    [{ filter: { field: 'id', operator: 'BETWEEN', parameters: [1] } }, /BETWEEN takes 2 parameters, got 1/],
    [{ filter: { field: 'id', operator: 'IS_NULL', parameters: [1] } }, /IS_NULL takes 0 parameters/],
    [{ filter: { operator: 'NOT', parameters: [] } }, /NOT takes 1 parameter, got 0/],
    [{ filter: { field: 'id', operator: 'EQUAL', parameters: ['10006'] } }, /id \(number\) cannot be compared with "10006"/],
    [{ filter: { field: 'dateCreated', operator: 'LESS', parameters: ['yesterday'] } }, /dateCreated \(date\) cannot be compared/],
    [{ filter: { field: 'id', operator: 'LIKE', parameters: ['1%'] } }, /LIKE does not apply to id \(number\)/],
    [{ filter: { field: 'tags', operator: 'EQUAL', parameters: ['seo'] } }, /EQUAL does not apply to tags/],
    [{ filter: { field: '__proto__', operator: 'IS_NULL' } }, /unknown field "__proto__"/],
    [{ filter: [{ field: 'id', operator: 'IS_NULL' }, 'x'] }, /filter\[1\]: a filter is an object/],
    [{ filter: { field: 'id', operator: 'IN', parameters: 5 } }, /parameters: must be an array/],
    [{ sort: [{ field: 'tags', direction: 'ASC' }] }, /cannot be sorted/],
    [{ sort: [{ field: 'name', direction: 'asc' }] }, /must be ASC or DESC/],
    [{ page: 0 }, /page must be an integer from 1/],
    [{ perPage: 201 }, /perPage must be an integer from 1 to 200/],
    [{ filters: [] }, /unknown body field "filters"/],
    [[], /must be a JSON object/],
  ])('400 with the reason for %j', async (body, reason) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad-search', reason: expect.stringMatching(reason) });
  });

  it('400 for a body that is not JSON and for an unknown optional field', async () => {
    const broken = await fetch(`${server.url}/goals/search`, { method: 'POST', body: '{"filter":', headers: { 'User-Agent': APP_UA } });
    expect([broken.status, (await readJson<ErrorBody>(broken)).error]).toEqual([400, 'bad-body']);
    const unknown = await search({}, 'tags,colour');
    expect([unknown.status, (await readJson<ErrorBody>(unknown)).reason]).toEqual([400, expect.stringMatching(/unknown field "colour"/)]);
  });
});

describe('goal search: a server-to-server API, with no bot filter', () => {
  // The spec's filter is for what browsers send (events, the map read). A developer's first curl
  // against the management interface, or a backend's HTTP library, gets its answer.
  it.each(REFUSED_USER_AGENT_EXAMPLES)('200 for the agent the event route refuses, %j', async (userAgent) => {
    const response = await search({ perPage: 1 }, '', { 'User-Agent': userAgent });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });

  it.each(ACCEPTED_USER_AGENT_EXAMPLES)('200 for the browser or named application %j', async (userAgent) => {
    const response = await search({ perPage: 1 }, '', { 'User-Agent': userAgent });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });

  it("answers what Node's fetch sends by default, and still checks the search and a token given", async () => {
    const nodeDefault = await fetch(`${server.url}/goals/search`, { method: 'POST', body: '{"perPage":1}' });
    expect(nodeDefault.status).toBe(200);
    const badToken = await search({ perPage: 1 }, '', { 'User-Agent': 'curl/8.5.0', Authorization: 'Bearer nope' });
    expect([badToken.status, (await readJson<ErrorBody>(badToken)).error]).toEqual([401, 'unauthorized']);
  });
});

describe('the goal fixture', () => {
  it('is what the seeded generator makes (regenerate with write-goals-fixture.ts)', () => {
    expect(goals).toEqual(generateGoals(GOAL_FIXTURE.count, GOAL_FIXTURE.seed));
  });

  it('has at least 200 goals using every field, type, status, holder and optional field', () => {
    expect(goals.length).toBeGreaterThanOrEqual(200);
    expect(new Set(goals.map((goal) => goal.id)).size).toBe(goals.length);
    expect(new Set(goals.map((goal) => goal.type)).size).toBe(9);
    expect(new Set(goals.map((goal) => goal.status))).toEqual(new Set(['ACTIVE', 'INACTIVE']));
    expect(new Set(goals.flatMap((goal) => (goal.accessLimiters ?? []).map((limiter) => limiter.accessHolder))).size).toBe(4);
    expect(new Set(goals.flatMap((goal) => (goal.params ? [goal.params.matchType] : [])))).toEqual(
      new Set(['CONTAINS', 'CORRESPONDS_EXACTLY', 'REGULAR_EXPRESSION']),
    );
    const fields = new Set(goals.flatMap((goal) => Object.keys(goal)));
    for (const field of [...Object.keys(REFERENCE_FIELDS).filter((name) => !name.includes('.')), ...GOAL_OPTIONAL_FIELDS])
      expect(fields).toContain(field);
    const customFields = new Set(goals.flatMap((goal) => (goal.customDatas ?? []).flatMap((item) => Object.keys(item))));
    expect(customFields.size).toBeGreaterThanOrEqual(24);
    expect(goals.some((goal) => goal.description === null) && goals.some((goal) => goal.description === '')).toBe(true);
  });
});
