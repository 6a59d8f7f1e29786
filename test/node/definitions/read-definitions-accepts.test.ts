import { describe, expect, it } from 'vitest';
import { GOAL_FIXTURE, generateGoals } from '../../../demo/server/generate-goals.js';
import { searchGoals } from '../../../demo/server/search-goals.js';
import { readDefinitions, type Goal } from '../../../src/goals.js';

const catalogue = generateGoals(GOAL_FIXTURE.count, GOAL_FIXTURE.seed);

describe('readDefinitions', () => {
  it('accepts the stand-in goals as goal search returns them, with and without the optional fields, and their custom data items', () => {
    for (const optionalFields of [[], ['tags', 'experiments', 'experimentAmount', 'holdouts', 'isTargetingSegmentMentalist']]) {
      const found = searchGoals(catalogue, { perPage: 200 }, optionalFields);
      if ('error' in found) throw new Error(found.error);
      // Through JSON, as a file or an answer holds them.
      const goals = JSON.parse(JSON.stringify(found.goals)) as Goal[];
      const customData = [...new Map(goals.flatMap((goal) => goal.customDatas ?? []).map((data) => [data.id, data])).values()];
      expect(customData.length).toBeGreaterThan(10);
      const read = readDefinitions({ goals, customData });
      expect(read).toEqual({ definitions: { goals, customData }, skipped: [] });
    }
  });

  it('accepts the fields the spec requires alone, and empty lists', () => {
    const goal = { id: 1, name: 'Signup', type: 'CUSTOM', siteId: 101, hasMultipleConversions: true };
    const data = { id: 2, name: 'Plan', siteId: 101, method: 'SDK' };
    expect(readDefinitions({ goals: [goal], customData: [data] })).toEqual({
      definitions: { goals: [goal], customData: [data] },
      skipped: [],
    });
    expect(readDefinitions({ goals: [], customData: [] })).toEqual({ definitions: { goals: [], customData: [] }, skipped: [] });
  });

  it('the generated URL goals hold full-URL patterns that compile and match a page view href', () => {
    const patterns = catalogue.filter((goal) => goal.params?.matchType === 'REGULAR_EXPRESSION').map((goal) => goal.params!.matchString);
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of new Set(patterns)) {
      expect(new RegExp(pattern).test('https://shop.example/order/1234/done')).toBe(true);
      expect(new RegExp(pattern).test('/order/1234/done')).toBe(false);
    }
  });
});
