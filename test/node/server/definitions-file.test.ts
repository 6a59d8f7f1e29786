import { describe, expect, it } from 'vitest';
import { DEMO_GOALS } from '../../../demo/server/demo-goals.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { readDefinitions, type Definitions } from '../../../src/goals.js';
import { readJson, useTestServer } from './server-helpers.js';

let server!: RunningServer;
useTestServer((started) => (server = started));

const served = async (query = ''): Promise<Definitions> => {
  const response = await fetch(`${server.url}/definitions.json${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return readJson<Definitions>(response);
};

describe('GET /definitions.json', () => {
  it('serves a file readDefinitions accepts: the demo goals, the catalogue goals and the custom data items they name', async () => {
    const file = await served();
    const read = readDefinitions(file);
    expect('problems' in read ? read.problems : []).toEqual([]);
    const search = await fetch(`${server.url}/goals/search`, { method: 'POST', body: JSON.stringify({ perPage: 1 }) });
    expect(file.goals).toHaveLength(Number(search.headers.get('x-total-count')) + DEMO_GOALS.length);
    expect(file.goals.map((goal) => goal.id)).toEqual([...file.goals.map((goal) => goal.id)].sort((a, b) => a - b));
    const named = new Set(file.goals.flatMap((goal) => goal.customDatas ?? []).map((item) => item.id));
    expect(new Set(file.customData.map((item) => item.id))).toEqual(named);
    expect(file.customData.length).toBe(named.size);
  });

  it('has full-URL patterns for its URL and PAGE_VIEWS goals (they are matched against the page view href)', async () => {
    const { goals } = await served();
    const matched = goals.filter((goal) => (goal.type === 'URL' || goal.type === 'PAGE_VIEWS') && goal.params);
    expect(matched.length).toBeGreaterThan(10);
    for (const { id, params } of matched) {
      if (params!.matchType === 'REGULAR_EXPRESSION') expect(params!.matchString, `goal ${id}`).toMatch(/^\^https\?:\/\//);
      if (params!.matchType === 'CORRESPONDS_EXACTLY') expect(params!.matchString, `goal ${id}`).toMatch(/^https?:\/\/[^/]+\//);
    }
  });

  it('holds demo goals that act on the demo page: a URL goal of its checkout view, CLICK goals, once per visit, INACTIVE', async () => {
    const { goals } = await served('?siteId=101');
    expect(goals.every((goal) => goal.siteId === 101)).toBe(true);
    const demo = goals.filter((goal) => goal.id >= 99_000);
    expect(demo.map((goal) => goal.id)).toEqual(DEMO_GOALS.map((goal) => goal.id));
    const url = demo.find((goal) => goal.type === 'URL')!;
    const pattern = new RegExp(url.params!.matchString);
    expect(pattern.test('http://127.0.0.1:8787/?view=checkout')).toBe(true);
    expect(pattern.test('http://localhost:8787/?site=qa1&view=checkout#top')).toBe(true);
    expect(pattern.test('http://127.0.0.1:8787/?view=products')).toBe(false);
    expect(demo.filter((goal) => goal.type === 'CLICK').map((goal) => goal.params!.matchString)).toContain('#defs-basket');
    expect(demo.some((goal) => goal.hasMultipleConversions === false && goal.status === 'ACTIVE')).toBe(true);
    expect(demo.some((goal) => goal.status === 'INACTIVE')).toBe(true);
    expect((await served('?siteId=102')).goals.some((goal) => goal.id >= 99_000)).toBe(false);
  });

  it('refuses a siteId that is no integer', async () => {
    expect((await fetch(`${server.url}/definitions.json?siteId=demo`)).status).toBe(400);
  });
});
