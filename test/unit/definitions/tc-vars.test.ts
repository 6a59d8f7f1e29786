import { describe, expect, it } from 'vitest';
import { startDefinitions } from '../../../src/definitions/part/start-definitions.js';
import { createFakeHost, dataItem, startPart, useDevBuild } from './fake-host.js';

useDevBuild();

const customData = [
  dataItem(900, 'Plan', 'TC', { tcVariableName: 'page_plan' }),
  dataItem(901, 'Tags', 'TC', { tcVariableName: 'page_tags', type: 'LIST' }),
  dataItem(902, 'Other', 'CLIENT'),
];
type Page = { tc_vars?: Record<string, unknown> };

describe('custom data of method TC (window.tc_vars)', () => {
  it('reads each variable at every page view; undefined and null set nothing; arrays pass as arrays', async () => {
    const started = await startPartWith({ page_plan: 'pro', page_tags: ['a', 'b'], other: 1 });
    expect(started.customData).toEqual([]);
    started.part.onPageView('https://shop.example/a');
    started.part.onPageView('https://shop.example/b');
    expect(started.customData).toEqual([
      ['Plan', 'pro'],
      ['Tags', ['a', 'b']],
      ['Plan', 'pro'],
      ['Tags', ['a', 'b']],
    ]);
    started.page.tc_vars = { page_plan: null };
    started.customData.length = 0;
    started.part.onPageView('https://shop.example/c');
    expect(started.customData).toEqual([]);
  });

  it('hears the page assign a variable of a tc_vars that existed before the part, and the page reads what it wrote', async () => {
    const fake = await startPartWith({ page_plan: 'free', unrelated: 1 });
    const vars = fake.page.tc_vars!;
    vars.page_plan = 'pro';
    expect(fake.customData).toEqual([['Plan', 'pro']]);
    expect(vars.page_plan).toBe('pro');
    expect(Object.keys(vars)).toEqual(['page_plan', 'unrelated']);
    expect(JSON.stringify(vars)).toBe('{"page_plan":"pro","unrelated":1}');
  });

  it('leaves a variable the page has not written out of Object.keys until it is written', async () => {
    const fake = await startPartWith({});
    const vars = fake.page.tc_vars!;
    expect(Object.keys(vars)).toEqual([]);
    vars.page_tags = ['x'];
    expect(Object.keys(vars)).toEqual(['page_tags']);
    expect(fake.customData).toEqual([['Tags', ['x']]]);
  });

  it('hears the page replace tc_vars, then assign into the new object', async () => {
    const started = await startPart({ customData });
    const page = started.win as unknown as Page;
    expect(page.tc_vars).toBeUndefined();
    page.tc_vars = { page_plan: 'team' };
    expect(started.customData).toEqual([['Plan', 'team']]);
    page.tc_vars.page_plan = 'enterprise';
    expect(started.customData).toEqual([
      ['Plan', 'team'],
      ['Plan', 'enterprise'],
    ]);
    expect(page.tc_vars).toEqual({ page_plan: 'enterprise' });
  });

  it('after stop(), hears nothing and leaves plain data properties holding the current values', async () => {
    const fake = await startPartWith({ page_plan: 'free' });
    const vars = fake.page.tc_vars!;
    vars.page_plan = 'pro';
    fake.part.stop();
    expect(Object.getOwnPropertyDescriptor(vars, 'page_plan')).toEqual({
      value: 'pro',
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(Object.getOwnPropertyDescriptor(vars, 'page_tags')).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(fake.win, 'tc_vars')).toEqual({
      value: vars,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    vars.page_plan = 'team';
    fake.page.tc_vars = { page_plan: 'x' };
    expect(fake.page.tc_vars.page_plan).toBe('x');
    expect(vars.page_plan).toBe('team');
    expect(fake.customData).toEqual([['Plan', 'pro']]);
  });

  it('removes the tc_vars it watched for when the page never wrote one', async () => {
    const started = await startPart({ customData });
    started.part.stop();
    expect(Object.getOwnPropertyDescriptor(started.win, 'tc_vars')).toBeUndefined();
  });

  it('still reads a tc_vars it cannot watch (a frozen object) at each page view', async () => {
    const fake = await startPartWith(Object.freeze({ page_plan: 'frozen' }));
    expect(fake.customData).toEqual([]);
    fake.part.onPageView('https://shop.example/');
    expect(fake.customData).toEqual([['Plan', 'frozen']]);
    expect(fake.reported).toEqual([]);
  });
});

async function startPartWith(tcVars: Record<string, unknown>) {
  const fake = createFakeHost();
  const page = fake.win as unknown as Page;
  page.tc_vars = tcVars;
  const part = await startDefinitions({ goals: [], customData }, fake.host);
  if (Array.isArray(part)) throw new Error('refused');
  return { ...fake, page, part };
}
