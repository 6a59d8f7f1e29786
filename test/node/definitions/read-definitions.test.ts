import { afterEach, describe, expect, it } from 'vitest';
import { GOAL_FIXTURE, generateGoals } from '../../../demo/server/generate-goals.js';
import { searchGoals } from '../../../demo/server/search-goals.js';
import { readDefinitions, type CustomDataItem, type Goal } from '../../../src/goals.js';

const catalogue = generateGoals(GOAL_FIXTURE.count, GOAL_FIXTURE.seed);
const urlGoal = (): Record<string, unknown> => ({
  id: 10021,
  name: 'Order confirmation',
  type: 'URL',
  siteId: 101,
  hasMultipleConversions: false,
  status: 'ACTIVE',
  params: { matchString: '^https?://[^/]+/order/\\d+/done$', matchType: 'REGULAR_EXPRESSION' },
});
const item = (): Record<string, unknown> => ({ id: 900, index: 0, name: 'Plan', siteId: 101, method: 'TC', tcVariableName: 'page_plan' });
const messages = (value: unknown) => {
  const read = readDefinitions(value);
  return ('problems' in read ? read.problems : read.skipped).map((problem) => problem.message);
};

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

  type Case = [string, (goal: Record<string, unknown>, data: Record<string, unknown>) => unknown, string];
  const cases: Case[] = [
    ['not an object', () => 'goals', 'definitions must be an object { goals, customData }, got "goals"'],
    ['an array', () => [urlGoal()], 'definitions must be an object'],
    ['goals missing', (_, data) => ({ customData: [data] }), 'goals: is required'],
    ['customData not an array', (goal) => ({ goals: [goal], customData: {} }), 'customData: must be an array, got {}'],
    ['a goal that is not an object', () => ({ goals: [null], customData: [] }), 'goals[0]: a goal must be an object, got null'],
    [
      'wrong goal type',
      (goal) => ({ goals: [{ ...goal, type: 'url' }], customData: [] }),
      'goals[id=10021].type: goal 10021: must be one of CLICK',
    ],
    [
      'wrong status',
      (goal) => ({ goals: [{ ...goal, status: 'ENABLED' }], customData: [] }),
      'goals[id=10021].status: goal 10021: must be one of ACTIVE, INACTIVE',
    ],
    [
      'wrong matchType',
      (goal) => ({ goals: [{ ...goal, params: { matchString: '/cart', matchType: 'REGEX' } }], customData: [] }),
      'goals[id=10021].params.matchType: goal 10021: must be one of CONTAINS, CORRESPONDS_EXACTLY, REGULAR_EXPRESSION, got "REGEX"',
    ],
    [
      'hasMultipleConversions as a string',
      (goal) => ({ goals: [{ ...goal, hasMultipleConversions: 'false' }], customData: [] }),
      'goals[id=10021].hasMultipleConversions: goal 10021: must be a boolean, got "false"',
    ],
    [
      'hasMultipleConversions missing',
      ({ hasMultipleConversions: _, ...goal }) => ({ goals: [goal], customData: [] }),
      'goals[id=10021].hasMultipleConversions: goal 10021: is required',
    ],
    ['a goal without an id', ({ id: _, ...goal }) => ({ goals: [goal], customData: [] }), 'goals[0].id: goal (no id): is required'],
    [
      'a fractional siteId',
      (goal) => ({ goals: [{ ...goal, siteId: 101.5 }], customData: [] }),
      'goals[id=10021].siteId: goal 10021: must be an integer',
    ],
    [
      'params that are a string',
      (goal) => ({ goals: [{ ...goal, params: '/cart' }], customData: [] }),
      'goals[id=10021].params: goal 10021: must be',
    ],
    [
      'an invalid regular expression',
      (goal) => ({ goals: [{ ...goal, params: { matchString: '^/order/(\\d+/done$', matchType: 'REGULAR_EXPRESSION' } }], customData: [] }),
      'goals[id=10021].params.matchString: goal 10021: the regular expression does not compile: Invalid regular expression',
    ],
    [
      'a wrong access holder',
      (goal) => ({ goals: [{ ...goal, accessLimiters: [{ accessHolder: 'EXPERIMENT', accessHolderId: 1, id: 2 }] }], customData: [] }),
      'goals[id=10021].accessLimiters[0].accessHolder: goal 10021: must be one of PERSONALIZATION',
    ],
    [
      'a goal custom data item of the wrong format',
      (goal, data) => ({ goals: [{ ...goal, customDatas: [{ ...data, format: 'TEXT' }] }], customData: [] }),
      'goals[id=10021].customDatas[0].format: custom data item 900: must be one of BOOLEAN, NUMBER, STRING, got "TEXT"',
    ],
    [
      'a wrong custom data type',
      (goal, data) => ({ goals: [goal], customData: [{ ...data, type: 'SET' }] }),
      'customData[0].type: custom data item 900: must be one of UNIQUE, LIST, COUNT_LIST',
    ],
    [
      'a lower-case method',
      (goal, data) => ({ goals: [goal], customData: [{ ...data, method: 'tc' }] }),
      'customData[0].method: custom data item 900: must be CLIENT, CUSTOM_CODE, SDK, TC or another',
    ],
    [
      'a method missing',
      (goal, { method: _, ...data }) => ({ goals: [goal], customData: [data] }),
      'customData[0].method: custom data item 900: is required',
    ],
    [
      'tcVariableName a number',
      (goal, data) => ({ goals: [goal], customData: [{ ...data, tcVariableName: 7 }] }),
      'customData[0].tcVariableName: custom data item 900: must be a string, got 7',
    ],
    [
      'isLocalOnly a string',
      (goal, data) => ({ goals: [goal], customData: [{ ...data, isLocalOnly: 'yes' }] }),
      'customData[0].isLocalOnly: custom data item 900: must be a boolean, got "yes"',
    ],
    [
      'an index over int32',
      (goal, data) => ({ goals: [goal], customData: [{ ...data, index: 2 ** 31 }] }),
      'customData[0].index: custom data item 900: must be an integer (int32)',
    ],
    [
      'a bad date',
      (goal) => ({ goals: [{ ...goal, dateCreated: 'yesterday' }], customData: [] }),
      'goals[id=10021].dateCreated: goal 10021: must be an ISO 8601 date-time',
    ],
    ['a goal id twice', (goal) => ({ goals: [goal, { ...goal }], customData: [] }), 'goals[1].id: id 10021 is given twice (also goals[0])'],
  ];
  it.each(cases)('names %s with one clear problem', (_, make, expected) => {
    const found = messages(make(urlGoal(), item()));
    expect(found.length).toBe(1);
    expect(found[0]).toContain(expected);
  });

  it('reports every problem at once, and an invalid regex never throws', () => {
    const goals = [
      { ...urlGoal(), params: { matchString: '[', matchType: 'REGULAR_EXPRESSION' } },
      { ...urlGoal(), id: 10022, params: { matchString: '(?<n>a)(?<n>b)', matchType: 'REGULAR_EXPRESSION' }, status: 'ON' },
    ];
    const found = messages({ goals, customData: [{ ...item(), format: 'TEXT' }] });
    expect(found).toHaveLength(4);
    expect(found.filter((message) => message.includes('does not compile')).map((message) => message.match(/goal \d+/)![0])).toEqual([
      'goal 10021',
      'goal 10022',
    ]);
  });

  describe('a goal that cannot act leaves only itself out', () => {
    const good = { ...urlGoal(), id: 10030 };
    const click = {
      id: 10031,
      name: 'Buy',
      type: 'CLICK',
      siteId: 101,
      hasMultipleConversions: true,
      params: { matchString: '#buy', matchType: 'CONTAINS' },
    };
    it.each([
      ['a pattern JavaScript does not compile', { matchString: '([', matchType: 'REGULAR_EXPRESSION' }, 'does not compile'],
      [
        'a possessive quantifier of Java',
        { matchString: '^https://shop.example/a*+$', matchType: 'REGULAR_EXPRESSION' },
        'does not compile',
      ],
      [
        "Java's \\A anchor, which JavaScript reads as a letter",
        { matchString: '\\Ahttps://', matchType: 'REGULAR_EXPRESSION' },
        'uses \\A',
      ],
      ['a match type the tag does not know', { matchString: '/x', matchType: 'GLOB' }, 'must be one of'],
    ])('%s: the other goals and the custom data stand, the goal is named by its id', (_, params, reason) => {
      const read = readDefinitions({ goals: [good, { ...urlGoal(), id: 10042, params }, click], customData: [item()] });
      if ('problems' in read) throw new Error(read.problems[0].message);
      expect(read.definitions.goals.map((goal) => goal.id)).toEqual([10030, 10031]);
      expect(read.definitions.customData).toHaveLength(1);
      expect(read.skipped.map((problem) => problem.field)).toEqual([
        params.matchType === 'GLOB' ? 'goals[id=10042].params.matchType' : 'goals[id=10042].params.matchString',
      ]);
      expect(read.skipped[0].message).toContain(reason);
    });

    it('a leading (?i), (?m) or (?s) of Java and PCRE is read as that flag', () => {
      const goals = ['(?i)/CHECKOUT', '(?is)^https://SHOP', '(?m)^x$'].map((matchString, i) => ({
        ...urlGoal(),
        id: 10050 + i,
        params: { matchString, matchType: 'REGULAR_EXPRESSION' },
      }));
      const read = readDefinitions({ goals, customData: [] });
      expect('definitions' in read && read.skipped).toEqual([]);
    });

    it('a file of the wrong shape is still refused as a whole', () => {
      expect(readDefinitions({ goals: {}, customData: [] })).toEqual({
        problems: [expect.objectContaining({ field: 'goals', code: 'type' })],
      });
    });
  });

  describe('with a patched Object.prototype', () => {
    const patched = ['hasMultipleConversions', 'status', 'goals', 'customData', 'method'];
    afterEach(() => {
      for (const name of patched) delete (Object.prototype as Record<string, unknown>)[name];
    });
    it('ignores inherited properties: a missing field stays missing, and inherited values are not checked', () => {
      const { hasMultipleConversions: _, ...goal } = urlGoal();
      const { method: __, ...data } = item();
      Object.assign(Object.prototype, { hasMultipleConversions: true, method: 'TC', goals: [urlGoal()], customData: [] });
      expect(messages({ goals: [goal], customData: [data] })).toEqual([
        'customData[0].method: custom data item 900: is required by the spec, and missing',
        'goals[id=10021].hasMultipleConversions: goal 10021: is required by the spec, and missing',
      ]);
      expect(messages({})).toEqual(['goals: is required (an array, possibly empty)', 'customData: is required (an array, possibly empty)']);
      // An inherited value of the wrong kind is not the goal's: nothing to refuse.
      Object.assign(Object.prototype, { status: 'BROKEN' });
      expect(messages({ goals: [urlGoal()].map(({ status: ___, ...rest }) => rest), customData: [] as CustomDataItem[] })).toEqual([]);
    });
  });
});
