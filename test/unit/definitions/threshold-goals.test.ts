import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEWS_KEY } from '../../../src/definitions/watch/count-page-views.js';
import { SCROLL_CHECK_MS } from '../../../src/definitions/watch/watch-scroll-goals.js';
import { goal, startPart, useDevBuild } from './fake-host.js';

useDevBuild();
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') }));
afterEach(() => vi.useRealTimers());

const ON_PRODUCTS = { matchString: '/products/', matchType: 'CONTAINS' } as const;

describe('PAGE_VIEWS goals', () => {
  const goals = [goal(21, 'PAGE_VIEWS'), goal(22, 'PAGE_VIEWS', ON_PRODUCTS)];
  const options = { goalThresholds: { 21: 3, 22: 2 } };

  it('converts at the view that reaches the threshold, once per visit, counting only the pages params select', async () => {
    const { part, conversions, stored } = await startPart({ goals }, options);
    part.onPageView('https://shop.example/products/1');
    part.onPageView('https://shop.example/home');
    expect(conversions).toEqual([]);
    part.onPageView('https://shop.example/products/2');
    expect(conversions).toEqual([21, 22]);
    part.onPageView('https://shop.example/products/3');
    expect(conversions).toEqual([21, 22]);
    expect(JSON.parse(stored.get(VIEWS_KEY)!)).toEqual({ inVisit: 'visitor1:1', counts: { 21: 4, 22: 3 } });
  });

  it('starts counting again in a new visit', async () => {
    const { part, conversions, setVisit } = await startPart({ goals: [goal(21, 'PAGE_VIEWS')] }, { goalThresholds: { 21: 2 } });
    part.onPageView('https://shop.example/a');
    setVisit('visitor1:2');
    part.onPageView('https://shop.example/b');
    expect(conversions).toEqual([]);
    part.onPageView('https://shop.example/c');
    expect(conversions).toEqual([21]);
  });

  it('goes on from the counts kept on the device for the same visit (another page of the visit)', async () => {
    const { part, conversions, stored } = await startPart({ goals: [goal(21, 'PAGE_VIEWS')] }, { goalThresholds: { 21: 3 } });
    stored.set(VIEWS_KEY, JSON.stringify({ inVisit: 'visitor1:1', counts: { 21: 2 } }));
    part.onPageView('https://shop.example/a');
    expect(conversions).toEqual([21]);
  });

  it('counts in memory when nothing can be kept on the device (no consent)', async () => {
    const started = await startPart({ goals: [goal(21, 'PAGE_VIEWS')] }, { goalThresholds: { 21: 2 } });
    started.host.rememberValue = () => {};
    started.part.onPageView('https://shop.example/a');
    expect(started.conversions).toEqual([]);
    started.part.onPageView('https://shop.example/b');
    expect(started.conversions).toEqual([21]);
  });

  it('reports a goal without a threshold or with one that does not fit, once at start; it converts nothing', async () => {
    const goals = [
      goal(23, 'PAGE_VIEWS'),
      goal(24, 'PAGE_VIEWS'),
      goal(25, 'SCROLL'),
      goal(26, 'TIME_SPENT'),
      goal(27, 'PAGE_VIEWS', null, { status: 'INACTIVE' }),
    ];
    const { part, conversions, messages } = await startPart({ goals }, { goalThresholds: { 24: 1.5, 25: 150, 26: NaN } });
    part.onPageView('https://shop.example/a');
    part.onPageView('https://shop.example/b');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(conversions).toEqual([]);
    expect(messages()).toEqual([
      'goalThresholds.23: PAGE_VIEWS goal 23 has no threshold in goalThresholds: it converts nothing',
      'goalThresholds.24: PAGE_VIEWS goal 24: the threshold must be a whole number of page views, 1 or more, got 1.5: it converts nothing',
      'goalThresholds.25: SCROLL goal 25: the threshold must be a percent of the page, more than 0 and at most 100, got 150: it converts nothing',
      'goalThresholds.26: TIME_SPENT goal 26: the threshold must be a number of seconds, more than 0, got NaN: it converts nothing',
    ]);
  });
});

describe('SCROLL goals', () => {
  async function setup(scrollHeight: number, href = 'https://shop.example/products/1') {
    const started = await startPart(
      { goals: [goal(31, 'SCROLL', ON_PRODUCTS), goal(32, 'SCROLL')] },
      { goalThresholds: { 31: 50, 32: 90 } },
    );
    const { win } = started;
    Object.defineProperty(win.document.documentElement, 'scrollHeight', { value: scrollHeight, configurable: true });
    Object.defineProperty(win, 'innerHeight', { value: 1000, configurable: true });
    const scrollTo = (y: number) => {
      Object.defineProperty(win, 'scrollY', { value: y, configurable: true });
      win.dispatchEvent(new win.Event('scroll'));
    };
    started.part.onPageView(href);
    return { ...started, scrollTo };
  }

  it('converts each goal once per page view when the page is scrolled to its percent, measured at most every 100 ms', async () => {
    const { part, conversions, scrollTo } = await setup(4000);
    scrollTo(900);
    await vi.advanceTimersByTimeAsync(SCROLL_CHECK_MS);
    expect(conversions).toEqual([]);
    scrollTo(1000);
    expect(conversions).toEqual([]);
    await vi.advanceTimersByTimeAsync(SCROLL_CHECK_MS);
    expect(conversions).toEqual([31]);
    scrollTo(3000);
    scrollTo(2000);
    await vi.advanceTimersByTimeAsync(SCROLL_CHECK_MS);
    expect(conversions).toEqual([31]);
    scrollTo(3000);
    await vi.advanceTimersByTimeAsync(SCROLL_CHECK_MS);
    expect(conversions).toEqual([31, 32]);
    scrollTo(3000);
    await vi.advanceTimersByTimeAsync(SCROLL_CHECK_MS);
    expect(conversions).toEqual([31, 32]);
    scrollTo(0);
    part.onPageView('https://shop.example/home');
    scrollTo(3000);
    await vi.advanceTimersByTimeAsync(SCROLL_CHECK_MS);
    expect(conversions).toEqual([31, 32, 32]);
  });

  it('converts right at the page view on a page that is already shown whole', async () => {
    const { conversions } = await setup(800);
    expect(conversions).toEqual([31, 32]);
  });

  it('measures nothing after stop()', async () => {
    const { part, conversions, scrollTo } = await setup(4000);
    part.stop();
    scrollTo(3000);
    await vi.advanceTimersByTimeAsync(SCROLL_CHECK_MS);
    expect(conversions).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('TIME_SPENT goals', () => {
  async function setup() {
    const started = await startPart(
      { goals: [goal(41, 'TIME_SPENT', ON_PRODUCTS), goal(42, 'TIME_SPENT')] },
      { goalThresholds: { 41: 10, 42: 30 } },
    );
    const { win } = started;
    const setVisibility = (state: 'visible' | 'hidden') => {
      Object.defineProperty(win.document, 'visibilityState', { value: state, configurable: true });
      win.document.dispatchEvent(new win.Event('visibilitychange'));
    };
    return { ...started, setVisibility };
  }

  it('converts each goal once its seconds on the visible page are reached', async () => {
    const { part, conversions } = await setup();
    part.onPageView('https://shop.example/products/1');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(conversions).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(conversions).toEqual([41]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(conversions).toEqual([41, 42]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(conversions).toEqual([41, 42]);
  });

  it('pauses while the page is hidden and resumes when it is shown', async () => {
    const { part, conversions, setVisibility } = await setup();
    part.onPageView('https://shop.example/products/1');
    await vi.advanceTimersByTimeAsync(6_000);
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(conversions).toEqual([]);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(conversions).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(conversions).toEqual([41]);
  });

  it('starts the clock again at a new page view, for the goals that page counts for', async () => {
    const { part, conversions } = await setup();
    part.onPageView('https://shop.example/products/1');
    await vi.advanceTimersByTimeAsync(8_000);
    part.onPageView('https://shop.example/home');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(conversions).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(conversions).toEqual([42]);
  });

  it('does not start while the page is hidden, and leaves no timer or listener after stop()', async () => {
    const { part, conversions, setVisibility } = await setup();
    setVisibility('hidden');
    part.onPageView('https://shop.example/products/1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(conversions).toEqual([]);
    setVisibility('visible');
    part.stop();
    expect(vi.getTimerCount()).toBe(0);
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(conversions).toEqual([]);
  });
});
