import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { searchGoals, type Goal, type GoalFilter, type GoalSearch } from '../../../src/goals.js';
import { APP_UA, useTestServer } from '../server/server-helpers.js';
import { thrownClientError } from './thrown-client-error.js';

let server!: RunningServer;
let authed!: RunningServer;
useTestServer((started) => (server = started));
useTestServer((started) => (authed = started), { auth: true });

const search = (request: GoalSearch, options: Partial<Parameters<typeof searchGoals>[1]> = {}) =>
  searchGoals(request, { baseUrl: server.url, ...options });
/** Every goal matching the filter: pages of 200 until a short page. */
async function all(filter?: GoalSearch['filter']): Promise<Goal[]> {
  const goals: Goal[] = [];
  for (let page = 1; ; page++) {
    const batch = await search({ filter, page, perPage: 200, sort: [{ field: 'id', direction: 'ASC' }] });
    goals.push(...batch);
    if (batch.length < 200) return goals;
  }
}
const ids = (goals: Goal[]) => goals.map((goal) => goal.id);

let catalogue: Goal[];
beforeAll(async () => {
  catalogue = await all();
});

describe('searchGoals against the stand-in server', () => {
  it('pages through the whole catalogue, and a filter of each family narrows it exactly', async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(200);
    // Each case: a filter and the same predicate written over the full catalogue.
    const middle = catalogue[Math.floor(catalogue.length / 2)];
    const tool = catalogue.find((goal) => goal.trackingTools?.length)!.trackingTools![0];
    const word = middle.name.split(' ')[0].toLowerCase();
    const cases: [GoalFilter | GoalFilter[], (goal: Goal) => boolean][] = [
      [{ field: 'type', operator: 'EQUAL', parameters: ['CLICK'] }, (g) => g.type === 'CLICK'],
      [{ field: 'type', operator: 'NOT_EQUAL', parameters: ['CLICK'] }, (g) => g.type !== 'CLICK'],
      [{ field: 'id', operator: 'LESS', parameters: [middle.id] }, (g) => g.id < middle.id],
      [{ field: 'id', operator: 'GREATER', parameters: [middle.id] }, (g) => g.id > middle.id],
      [{ field: 'id', operator: 'LESS_OR_EQUAL', parameters: [middle.id] }, (g) => g.id <= middle.id],
      [{ field: 'id', operator: 'GREATER_OR_EQUAL', parameters: [middle.id] }, (g) => g.id >= middle.id],
      [
        { field: 'id', operator: 'BETWEEN', parameters: [catalogue[10].id, catalogue[20].id] },
        (g) => g.id >= catalogue[10].id && g.id <= catalogue[20].id,
      ],
      [{ field: 'type', operator: 'IN', parameters: ['URL', 'SCROLL'] }, (g) => g.type === 'URL' || g.type === 'SCROLL'],
      [{ field: 'type', operator: 'NOT_IN', parameters: ['URL', 'SCROLL'] }, (g) => g.type !== 'URL' && g.type !== 'SCROLL'],
      [{ field: 'name', operator: 'LIKE', parameters: [`%${word}%`] }, (g) => g.name.toLowerCase().includes(word)],
      [{ field: 'name', operator: 'NOT_LIKE', parameters: [`%${word}%`] }, (g) => !g.name.toLowerCase().includes(word)],
      [{ field: 'trackingTools', operator: 'CONTAINS', parameters: [tool] }, (g) => (g.trackingTools ?? []).includes(tool)],
      [{ operator: 'NOT', parameters: [{ field: 'status', operator: 'EQUAL', parameters: ['ACTIVE'] }] }, (g) => g.status !== 'ACTIVE'],
      [{ field: 'description', operator: 'IS_NULL' }, (g) => g.description === null || g.description === undefined],
      [{ field: 'description', operator: 'IS_NOT_NULL' }, (g) => g.description !== null && g.description !== undefined],
      [{ field: 'hasMultipleConversions', operator: 'IS_TRUE' }, (g) => g.hasMultipleConversions],
      [{ field: 'hasMultipleConversions', operator: 'IS_FALSE', parameters: [] }, (g) => !g.hasMultipleConversions],
      [{ field: 'accessLimiters', operator: 'IS_EMPTY' }, (g) => (g.accessLimiters ?? []).length === 0],
      [{ field: 'accessLimiters', operator: 'IS_NOT_EMPTY' }, (g) => (g.accessLimiters ?? []).length > 0],
      [
        [
          { field: 'status', operator: 'EQUAL', parameters: ['ACTIVE'] },
          { field: 'type', operator: 'IN', parameters: ['CLICK', 'CUSTOM'] },
        ],
        (g) => g.status === 'ACTIVE' && (g.type === 'CLICK' || g.type === 'CUSTOM'),
      ],
    ];
    for (const [filter, predicate] of cases) {
      const expected = ids(catalogue.filter(predicate));
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(filter)).toBeLessThan(catalogue.length);
      expect(ids(await all(filter)), JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('pages: consecutive pages are consecutive slices of one order', async () => {
    const sort = [{ field: 'name', direction: 'ASC' }] as const;
    const first = await search({ page: 1, perPage: 7, sort: [...sort] });
    const second = await search({ page: 2, perPage: 7, sort: [...sort] });
    const both = await search({ page: 1, perPage: 14, sort: [...sort] });
    expect(first).toHaveLength(7);
    expect(ids([...first, ...second])).toEqual(ids(both));
    expect(await search({ page: 10_000, perPage: 50 })).toEqual([]);
  });

  it('sorts by several fields, ASC and DESC, ties broken by id', async () => {
    const goals = await search({
      perPage: 200,
      sort: [
        { field: 'type', direction: 'DESC' },
        { field: 'hasMultipleConversions', direction: 'ASC' },
      ],
    });
    for (let i = 1; i < goals.length; i++) {
      const [a, b] = [goals[i - 1], goals[i]];
      const order = b.type.localeCompare(a.type) || Number(a.hasMultipleConversions) - Number(b.hasMultipleConversions) || a.id - b.id;
      expect(order, `${a.id} before ${b.id}`).toBeLessThanOrEqual(0);
    }
  });

  it('includes optional fields only when asked for', async () => {
    const requested = ['tags', 'experiments', 'personalizationAmount'] as const;
    const plain = await search({ perPage: 50 });
    const rich = await search({ perPage: 50, optionalFields: [...requested] });
    expect(ids(rich)).toEqual(ids(plain));
    const plainKeys = new Set(plain.flatMap((goal) => Object.keys(goal)));
    expect(requested.some((name) => plainKeys.has(name))).toBe(false);
    const extra = new Set(rich.flatMap((goal) => Object.keys(goal).filter((key) => !plainKeys.has(key))));
    expect([...extra].sort()).toEqual([...requested].sort());
    expect(rich.filter((goal) => Array.isArray(goal.experiments) && typeof goal.personalizationAmount === 'number').length).toBeGreaterThan(
      40,
    );
  });

  it("surfaces the server's 400 reason for what only the server can judge", async () => {
    const unknownField = await thrownClientError(search({ filter: { field: 'colour' as never, operator: 'EQUAL', parameters: ['red'] } }));
    expect(unknownField).toMatchObject({ kind: 'http', status: 400, reason: expect.stringContaining('colour') });
    expect(unknownField.message).toContain(unknownField.reason);
    const badSort = await thrownClientError(search({ sort: [{ field: 'nope' as never, direction: 'ASC' }] }));
    expect(badSort).toMatchObject({ status: 400, reason: expect.stringContaining('nope') });
  });

  it('refuses a malformed search before any request, naming the problem', async () => {
    const calls: string[] = [];
    const spy: typeof fetch = (input, init) => (calls.push(input instanceof Request ? input.url : String(input)), fetch(input, init));
    const cases: [unknown, RegExp][] = [
      [{ filter: { field: 'id', operator: 'BETWEEN', parameters: [1] } }, /BETWEEN takes 2 parameters, got 1/],
      [{ filter: { field: 'id', operator: 'ROUGHLY', parameters: [1] } }, /operator must be one of EQUAL, .*got "ROUGHLY"/],
      [{ filter: { field: 'description', operator: 'IS_NULL', parameters: ['x'] } }, /IS_NULL takes no parameters, got 1/],
      [
        { filter: { operator: 'NOT', parameters: [{ field: 'id', operator: 'EQUAL', parameters: [] }] } },
        /filter\.parameters\[0\]: EQUAL takes 1 parameter, got 0/,
      ],
      [{ filter: { field: 'name', operator: 'LIKE', parameters: [5] } }, /LIKE takes a string pattern/],
      [{ filter: [{ field: '', operator: 'IS_TRUE' }] }, /filter\[0\]: field must be a non-empty string/],
      [{ filter: { field: 'id', operator: 'IN', parameters: [{}] } }, /an operand is a string, a finite number or a Boolean/],
      [{ perPage: 0 }, /perPage must be an integer from 1 to 200/],
      [{ page: 1.5 }, /page must be an integer/],
      [{ sort: [{ field: 'id', direction: 'UP' }] }, /direction must be ASC or DESC/],
      [{ optionalFields: ['secrets'] }, /unknown: \["secrets"\]/],
    ];
    for (const [request, reason] of cases) {
      const error = await thrownClientError(searchGoals(request as GoalSearch, { baseUrl: server.url, fetch: spy }));
      expect(error.kind, JSON.stringify(request)).toBe('invalid-request');
      expect(error.message).toMatch(reason);
    }
    expect(calls).toEqual([]);
  });

  it('sends its own User-Agent outside a browser, or the one it is given; the search needs neither', async () => {
    const seen: Headers[] = [];
    const spy: typeof fetch = (input, init) => (seen.push(new Headers(init?.headers)), fetch(input, init));
    expect(await search({ perPage: 2 }, { fetch: spy })).toHaveLength(2);
    expect(await search({ perPage: 2 }, { fetch: spy, userAgent: 'node-fetch/1.0' })).toHaveLength(2);
    expect(seen.map((headers) => headers.get('user-agent'))).toEqual([
      expect.stringMatching(/^visit-tag\/\S+ \(Node\.js 20\)$/),
      'node-fetch/1.0',
    ]);
  });

  it('sends no User-Agent of its own in a browser (window and document present), where the browser sets it', async () => {
    const seen: Headers[] = [];
    const spy: typeof fetch = (input, init) => (seen.push(new Headers(init?.headers)), fetch(input, init));
    const scope = globalThis as { window?: unknown; document?: unknown };
    scope.window = {};
    scope.document = {};
    try {
      expect(await search({ perPage: 2 }, { fetch: spy })).toHaveLength(2);
    } finally {
      delete scope.window;
      delete scope.document;
    }
    expect(seen[0].has('user-agent')).toBe(false);
  });

  it('sends its own User-Agent and the bearer token; a bad token is a 401 with the reason', async () => {
    const seen: Headers[] = [];
    const spy: typeof fetch = (input, init) => (seen.push(new Headers(init?.headers)), fetch(input, init));
    const response = await fetch(`${authed.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': APP_UA },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'goals', client_secret: 'demo-secret' }),
    });
    const { access_token: token } = (await response.json()) as { access_token: string };
    const goals = await searchGoals({ perPage: 3 }, { baseUrl: authed.url, token, fetch: spy });
    expect(goals).toHaveLength(3);
    expect(seen[0].get('authorization')).toBe(`Bearer ${token}`);
    expect(seen[0].get('user-agent')).toMatch(/^visit-tag\/\S+ \(Node\.js 20\)$/);
    const bad = await thrownClientError(searchGoals({ perPage: 3 }, { baseUrl: authed.url, token: `${token}x` }));
    expect(bad).toMatchObject({ kind: 'http', status: 401, reason: expect.any(String) });
  });
});
