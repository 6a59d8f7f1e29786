import { describe, expect, it } from 'vitest';
import { checkValues } from '../../../src/definitions/part/check-values.js';
import type { DefinedItem } from '../../../src/definitions/part/part-types.js';
import { dataItem, goal, startPart, useDevBuild } from './fake-host.js';

useDevBuild();

describe('checkValues', () => {
  const item = (format: DefinedItem['format']): DefinedItem => ({ name: 'Item', index: 0, ...(format ? { format } : {}) });

  it.each([
    ['BOOLEAN', [true, false, 'true', 'false']],
    ['NUMBER', [0, -1.5, 42, '42', ' 3.5 ', '-7', '1e3']],
    ['STRING', ['', 'pro', 'true', '42']],
    [undefined, ['pro', 42, false]],
  ] as const)('%s accepts %j', (format, values) => {
    expect(checkValues(item(format), [...values])).toEqual([]);
  });

  it.each([
    ['BOOLEAN', 'yes', "values: Item (BOOLEAN) must be true, false, 'true' or 'false', got \"yes\""],
    ['BOOLEAN', 1, "values: Item (BOOLEAN) must be true, false, 'true' or 'false', got 1"],
    ['NUMBER', NaN, 'values: Item (NUMBER) must be a finite number or a string of one, got NaN'],
    ['NUMBER', Infinity, 'values: Item (NUMBER) must be a finite number or a string of one, got Infinity'],
    ['NUMBER', '', 'values: Item (NUMBER) must be a finite number or a string of one, got ""'],
    ['NUMBER', 'abc', 'values: Item (NUMBER) must be a finite number or a string of one, got "abc"'],
    ['NUMBER', true, 'values: Item (NUMBER) must be a finite number or a string of one, got true'],
    ['STRING', 42, 'values: Item (STRING) must be a string (a number or a Boolean is not one: pass String(value)), got 42'],
    ['STRING', false, 'values: Item (STRING) must be a string (a number or a Boolean is not one: pass String(value)), got false'],
  ] as const)('%s refuses %j', (format, value, message) => {
    expect(checkValues(item(format), [value])).toEqual([{ field: 'values', code: 'type', message }]);
  });

  it('gives one problem per bad value', () => {
    expect(checkValues(item('NUMBER'), [1, 'x', 2, NaN]).length).toBe(2);
  });
});

describe('the part answers the tracker', () => {
  const goals = [
    goal(1, 'CUSTOM', null, { hasMultipleConversions: false }),
    goal(2, 'CUSTOM', null, { hasMultipleConversions: true }),
    goal(3, 'CUSTOM', null, { hasMultipleConversions: false, status: 'INACTIVE' }),
    goal(4, 'CUSTOM', null, { hasMultipleConversions: false, status: undefined, isActive: false }),
    goal(5, 'CUSTOM', null, { hasMultipleConversions: false, status: undefined }),
  ];
  const customData = [
    dataItem(900, 'Plan', 'TC', { type: 'UNIQUE', format: 'STRING', isLocalOnly: false, tcVariableName: 'page_plan' }),
    dataItem(901, 'Member', 'CLIENT', { format: 'BOOLEAN' }),
    dataItem(902, 'NoIndex', 'CLIENT', { index: undefined }),
    dataItem(903, 'Plan', 'CLIENT'),
  ];

  it('says which goals convert once per visit and which are inactive', async () => {
    const { part } = await startPart({ goals, customData: [] });
    expect(['1', '2', '3', '4', '5', '6'].map((id) => [part.isOncePerVisit(id), part.isInactive(id)])).toEqual([
      [true, false],
      [false, false],
      [false, true],
      [false, true],
      [true, false],
      [false, false],
    ]);
    expect(part.isOncePerVisit('toString')).toBe(false);
  });

  it('finds an item by its own name only, and reports items it cannot use', async () => {
    const { part, messages } = await startPart({ customData });
    expect(part.definedItem('Plan')).toEqual({ name: 'Plan', index: 0, type: 'UNIQUE', format: 'STRING', isLocalOnly: false });
    expect(part.definedItem('Member')).toEqual({ name: 'Member', index: 1, format: 'BOOLEAN' });
    expect([part.definedItem('NoIndex'), part.definedItem('toString'), part.definedItem('__proto__'), part.definedItem('Missing')]).toEqual(
      [undefined, undefined, undefined, undefined],
    );
    expect(part.checkValues(part.definedItem('Member')!, ['yes'])).toHaveLength(1);
    expect(messages()).toEqual([
      'customData[2].index: custom data item 902 (NoIndex) has no index: it cannot be sent',
      'customData[3].name: custom data item 903: the name Plan is given twice: the first item keeps it',
    ]);
  });

  it('summarizes what the definitions hold', async () => {
    const { part } = await startPart({ goals, customData });
    expect(part.summary()).toEqual({ goals: 5, customData: 4 });
  });

  it('stop() removes every listener, timer and hook at once', async () => {
    const {
      win,
      part,
      conversions,
      customData: set,
    } = await startPart(
      {
        goals: [
          goal(11, 'CLICK', { matchString: 'button', matchType: 'CONTAINS' }),
          goal(12, 'URL', { matchString: '/', matchType: 'CONTAINS' }),
        ],
        customData: [dataItem(900, 'Plan', 'TC', { tcVariableName: 'page_plan' }), dataItem(901, 'Country', 'CLIENT')],
      },
      { dataLayerVariables: { Country: 'country' } },
    );
    const page = win as unknown as { tc_vars?: Record<string, unknown>; dataLayer: unknown[] };
    part.stop();
    win.document.body.innerHTML = '<button>Buy</button>';
    (win.document.querySelector('button') as unknown as HTMLElement).click();
    page.tc_vars = { page_plan: 'pro' };
    page.tc_vars.page_plan = 'team';
    page.dataLayer.push({ country: 'FR' });
    part.onPageView('https://shop.example/');
    expect({ conversions, set }).toEqual({ conversions: [], set: [] });
    expect(page.tc_vars).toEqual({ page_plan: 'team' });
    expect(Object.getOwnPropertyDescriptor(win, 'tc_vars')?.writable).toBe(true);
    part.stop();
  });
});
