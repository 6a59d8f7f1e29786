import { describe, expect, it } from 'vitest';
import { startDefinitions } from '../../../src/definitions/part/start-definitions.js';
import { createFakeHost, dataItem, startPart, useDevBuild } from './fake-host.js';

useDevBuild();

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('custom data from a GTM-style dataLayer', () => {
  const customData = [dataItem(900, 'Plan', 'CLIENT'), dataItem(901, 'Country', 'CLIENT')];
  const options = { dataLayerVariables: { Plan: 'plan', Country: 'country' } };

  it('creates dataLayer when absent and sets an item for each pushed plain object holding its variable', async () => {
    const { win, customData: set, part } = await startPart({ customData }, options);
    const layer = (win as unknown as { dataLayer: unknown[] }).dataLayer;
    expect(Array.isArray(layer) && layer.length).toBe(0);
    layer.push({ event: 'login', plan: 'pro' }, ['config', 'G-1'], { country: 'FR', plan: undefined });
    (function (..._args: unknown[]) {
      // GTM's gtag() pushes its `arguments` object
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    })('set', { plan: 'ignored' });
    layer.push(Object.assign(Object.create({ plan: 'inherited' }) as object, { other: 1 }));
    expect(set).toEqual([
      ['Plan', 'pro'],
      ['Country', 'FR'],
    ]);
    expect(layer.length).toBe(5);
    part.stop();
    layer.push({ plan: 'after stop' });
    expect(set.length).toBe(2);
  });

  it('reads entries already in the layer at the first page view, and sends the latest value again at each page view', async () => {
    const fake = createFakeHost(options);
    const layer: unknown[] = [{ plan: 'free' }, { plan: 'pro' }];
    (fake.win as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    const part = await startDefinitions({ goals: [], customData }, fake.host);
    if (Array.isArray(part)) throw new Error('refused');
    expect(fake.customData).toEqual([]);
    part.onPageView('https://shop.example/a');
    layer.push({ country: 'DE' });
    part.onPageView('https://shop.example/b');
    expect(fake.customData).toEqual([
      ['Plan', 'pro'],
      ['Country', 'DE'],
      ['Plan', 'pro'],
      ['Country', 'DE'],
    ]);
  });

  it('reports a name that is no item of the definitions, and a dataLayer that is not an array', async () => {
    const { messages } = await startPart({ customData }, { dataLayerVariables: { Missing: 'missing', Plan: 'plan' } });
    expect(messages()).toEqual(['dataLayerVariables.Missing: Missing is no custom data item of the definitions']);
    const fake = createFakeHost(options);
    (fake.win as unknown as { dataLayer: unknown }).dataLayer = 'nope';
    await startDefinitions({ goals: [], customData }, fake.host);
    expect(fake.messages()).toEqual(['dataLayerVariables: window.dataLayer is not an array: its variables are not read']);
  });
});

describe('custom data of method CUSTOM_CODE', () => {
  const customData = [
    dataItem(900, 'Loyalty', 'CUSTOM_CODE', { customEvalCode: 'window.__evaluated = true' }),
    dataItem(901, 'Cart', 'CUSTOM_CODE'),
    dataItem(902, 'Unregistered', 'CUSTOM_CODE'),
  ];

  it('calls each registered source at every page view, awaits it, takes { value }, and never evaluates customEvalCode', async () => {
    let calls = 0;
    const {
      win,
      part,
      customData: set,
      messages,
    } = await startPart(
      { customData },
      {
        customDataSources: {
          Loyalty: () => Promise.resolve({ value: ++calls === 1 ? 'gold' : null }),
          Cart: () => 3,
        },
      },
    );
    expect(messages()).toEqual([
      'customDataSources.Unregistered: custom data item Unregistered is of method CUSTOM_CODE and has no function in customDataSources: it is not read',
    ]);
    part.onPageView('https://shop.example/a');
    await flush();
    part.onPageView('https://shop.example/b');
    await flush();
    expect(set).toEqual([
      ['Loyalty', 'gold'],
      ['Cart', 3],
      ['Cart', 3],
    ]);
    expect((win as unknown as { __evaluated?: boolean }).__evaluated).toBeUndefined();
  });

  it('reports a source that throws or rejects, naming the item, and goes on with the others', async () => {
    const {
      part,
      customData: set,
      reported,
    } = await startPart(
      { customData: customData.slice(0, 2) },
      {
        customDataSources: {
          Loyalty: () => Promise.reject(new Error('tier service down')),
          Cart: () => {
            throw new TypeError('cart is not defined');
          },
        },
      },
    );
    part.onPageView('https://shop.example/a');
    await flush();
    expect(set).toEqual([]);
    expect(reported).toEqual([
      {
        field: 'customDataSources.Cart',
        code: 'type',
        message: 'customDataSources.Cart: the source of custom data item Cart failed: cart is not defined',
      },
      {
        field: 'customDataSources.Loyalty',
        code: 'type',
        message: 'customDataSources.Loyalty: the source of custom data item Loyalty failed: tier service down',
      },
    ]);
  });

  it('sets nothing from a source that settles after stop()', async () => {
    let resolve: (value: unknown) => void = () => {};
    const { part, customData: set } = await startPart(
      { customData: customData.slice(0, 1) },
      { customDataSources: { Loyalty: () => new Promise((settle) => (resolve = settle)) } },
    );
    part.onPageView('https://shop.example/a');
    part.stop();
    resolve('gold');
    await flush();
    expect(set).toEqual([]);
  });
});
