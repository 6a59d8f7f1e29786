import { describe, expect, it } from 'vitest';
import { goal, startPart, useDevBuild } from './fake-host.js';

useDevBuild();

describe('URL goals', () => {
  const goals = [
    goal(1, 'URL', { matchString: '/checkout', matchType: 'CONTAINS' }),
    goal(2, 'URL', { matchString: 'https://shop.example/thanks', matchType: 'CORRESPONDS_EXACTLY' }),
    goal(3, 'URL', { matchString: '^https?://[^/]+/order/\\d+/done$', matchType: 'REGULAR_EXPRESSION' }),
    goal(4, 'URL', { matchString: '/checkout', matchType: 'CONTAINS' }, { status: 'INACTIVE' }),
    goal(5, 'URL', { matchString: '/checkout', matchType: 'CONTAINS' }, { status: undefined, isActive: false }),
    goal(6, 'URL', { matchString: '/checkout', matchType: 'CONTAINS' }, { status: undefined }),
  ];

  it.each([
    ['https://shop.example/checkout/step-2', [1, 6]],
    ['https://shop.example/thanks', [2]],
    ['https://shop.example/thanks?x=1', []],
    ['https://shop.example/order/42/done', [3]],
    ['https://shop.example/order/42/done/again', []],
    ['https://shop.example/home', []],
  ])('%s converts %j (INACTIVE goals nothing)', async (href, converted) => {
    const { part, conversions } = await startPart({ goals });
    part.onPageView(href);
    expect(conversions).toEqual(converted);
  });

  it('converts once per matching page view, and the tracker applies once-per-visit', async () => {
    const { part, conversions } = await startPart({ goals });
    part.onPageView('https://shop.example/checkout');
    part.onPageView('https://shop.example/home');
    part.onPageView('https://shop.example/checkout');
    expect(conversions).toEqual([1, 6, 1, 6]);
  });

  it('reports an ACTIVE URL goal without params, which converts nothing', async () => {
    const { part, conversions, messages } = await startPart({ goals: [goal(9, 'URL', null)] });
    part.onPageView('https://shop.example/');
    expect(conversions).toEqual([]);
    expect(messages()).toEqual(['goals[id=9].params: URL goal 9 has no params (a URL to match): it converts nothing']);
  });
});

describe('CLICK goals', () => {
  const goals = [
    goal(11, 'CLICK', { matchString: 'a.buy', matchType: 'CONTAINS' }),
    goal(12, 'CLICK', { matchString: '#newsletter button', matchType: 'CORRESPONDS_EXACTLY' }),
    goal(13, 'CLICK', { matchString: 'a.buy', matchType: 'CONTAINS' }, { status: 'INACTIVE' }),
  ];

  async function setup() {
    const started = await startPart({ goals });
    started.win.document.body.innerHTML =
      '<a class="buy" href="#"><span id="label">Buy <b id="bold">now</b></span></a>' +
      '<form id="newsletter"><button type="button" id="subscribe">Subscribe</button></form><p id="other">Other</p>';
    const byId = (id: string) => started.win.document.getElementById(id) as unknown as HTMLElement;
    return { ...started, byId };
  }

  it('converts a goal when the clicked element or an ancestor matches its selector', async () => {
    const { conversions, byId } = await setup();
    byId('bold').click();
    expect(conversions).toEqual([11]);
    byId('subscribe').click();
    expect(conversions).toEqual([11, 12]);
    byId('other').click();
    expect(conversions).toEqual([11, 12]);
  });

  it('counts a click on a text node for its parent element', async () => {
    const { win, conversions, byId } = await setup();
    const text = byId('label').firstChild!;
    text.dispatchEvent(new win.MouseEvent('click', { bubbles: true }) as unknown as Event);
    expect(conversions).toEqual([11]);
  });

  it('converts once per click, in the capture phase even when the page stops the click', async () => {
    const { conversions, byId } = await setup();
    byId('subscribe').addEventListener('click', (event) => event.stopPropagation());
    byId('subscribe').click();
    byId('subscribe').click();
    expect(conversions).toEqual([12, 12]);
  });

  it('converts nothing after stop()', async () => {
    const { part, conversions, byId } = await setup();
    part.stop();
    byId('bold').click();
    part.onPageView('https://shop.example/anything');
    expect(conversions).toEqual([]);
  });

  it('reports an exception in the listener instead of throwing it into the page', async () => {
    const started = await startPart({ goals: [goal(14, 'CLICK', { matchString: 'button', matchType: 'CONTAINS' })] });
    const { win, host, reported } = started;
    host.convertGoal = () => {
      throw new Error('boom');
    };
    win.document.body.innerHTML = '<button id="b">B</button>';
    expect(() => (win.document.getElementById('b') as unknown as HTMLElement).click()).not.toThrow();
    expect(reported.map((problem) => problem.message)).toEqual(['definitions: click goals failed: boom']);
  });
});
