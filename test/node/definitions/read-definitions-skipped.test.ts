import { describe, expect, it } from 'vitest';
import { readDefinitions } from '../../../src/goals.js';
import { item, urlGoal } from './definition-fixtures.js';

describe('readDefinitions', () => {
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
});
