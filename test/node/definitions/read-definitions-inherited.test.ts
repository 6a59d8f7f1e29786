import { afterEach, describe, expect, it } from 'vitest';
import type { CustomDataItem } from '../../../src/goals.js';
import { item, messages, urlGoal } from './definition-fixtures.js';

describe('readDefinitions', () => {
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
