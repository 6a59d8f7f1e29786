// POST /goals/search by example: defaults, LIKE, NOT, BETWEEN and dates, the 400 answers with their
// reasons, and no bot filter on this server-to-server API.
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../src/clients/goal-search-types.js';
import { ACCEPTED_USER_AGENT_EXAMPLES, REFUSED_USER_AGENT_EXAMPLES } from '../../../demo/server/is-bot-user-agent.js';
import { searchGoals } from '../../../demo/server/search-goals.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { goals, searchOn } from './goal-search-helpers.js';
import { APP_UA, readJson, useTestServer, type ErrorBody } from './server-helpers.js';

let server!: RunningServer;
useTestServer((started) => (server = started));
const search = searchOn(() => server);

/** The goals a search found, for a search the test means to be valid. */
function foundGoals(body: unknown): Goal[] {
  const result = searchGoals(goals, body);
  if ('error' in result) throw new Error(result.error);
  return result.goals;
}

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
