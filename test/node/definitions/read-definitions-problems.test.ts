import { describe, expect, it } from 'vitest';
import { item, messages, urlGoal } from './definition-fixtures.js';

describe('readDefinitions', () => {
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
});
