import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { createPageLifecycle, type LifecycleHooks } from '../../../src/delivery/page/create-page-lifecycle.js';
import { fireNavigate, firePageTransition } from './fakes.js';

const HOME = 'https://shop.example/';

/** A lifecycle on an EventTarget window and navigation, every hook a spy. */
function setupLifecycle(options: { withNavigation?: boolean } = {}) {
  const target = new EventTarget();
  const navigation = options.withNavigation === false ? undefined : new EventTarget();
  const hooks = {
    onHide: vi.fn<(isCached: boolean) => void>(),
    onRestore: vi.fn<() => void>(),
    freeze: vi.fn<() => void>(),
    resume: vi.fn<() => void>(),
    visibilitychange: vi.fn<() => void>(),
    online: vi.fn<() => void>(),
  } satisfies LifecycleHooks;
  const lifecycle = createPageLifecycle({ target, navigation, home: HOME }, hooks);
  return { target, navigation: navigation!, hooks, lifecycle, fire: (type: string) => target.dispatchEvent(new Event(type)) };
}

const calls = (hooks: Record<string, { mock: { calls: unknown[][] } }>) =>
  Object.fromEntries(Object.entries(hooks).map(([name, spy]) => [name, spy.mock.calls]));

describe('createPageLifecycle: page hide and show', () => {
  it.each([false, true])('pagehide (persisted %s) marks the page gone and calls onHide with it', (persisted) => {
    const p = setupLifecycle();
    p.lifecycle.watch();
    expect(p.lifecycle.isGone()).toBe(false);
    firePageTransition(p.target, 'pagehide', persisted);
    expect(p.lifecycle.isGone()).toBe(true);
    expect(p.hooks.onHide.mock.calls).toEqual([[persisted]]);
  });

  it('pageshow from the back/forward cache restores the page; a first pageshow (not persisted) changes nothing', () => {
    const p = setupLifecycle();
    p.lifecycle.watch();
    firePageTransition(p.target, 'pageshow', false); // the page's first load
    expect(p.hooks.onRestore).not.toHaveBeenCalled();
    firePageTransition(p.target, 'pagehide', true);
    firePageTransition(p.target, 'pageshow', false);
    expect(p.lifecycle.isGone()).toBe(true);
    expect(p.hooks.onRestore).not.toHaveBeenCalled();
    firePageTransition(p.target, 'pageshow', true);
    expect(p.lifecycle.isGone()).toBe(false);
    expect(p.hooks.onRestore).toHaveBeenCalledTimes(1);
  });

  it.each(['freeze', 'resume', 'visibilitychange', 'online'] as const)('%s calls its hook and no other', (type) => {
    const p = setupLifecycle();
    p.lifecycle.watch();
    p.fire(type);
    const expected = { onHide: [], onRestore: [], freeze: [], resume: [], visibilitychange: [], online: [], [type]: [[expect.any(Event)]] };
    expect(calls(p.hooks)).toEqual(expected);
    expect(p.lifecycle.isGone()).toBe(false);
  });
});

describe('createPageLifecycle: navigations (Navigation API)', () => {
  it.each([
    [HOME + 'next', false, true],
    [HOME, false, true],
    ['https://other.example/', false, false],
    ['https://shop.example.evil/', false, false],
    [HOME + '#top', true, false], // same document: this page stays
  ])('navigate to %s (same document %s): going home %s', (url, sameDocument, expected) => {
    const p = setupLifecycle();
    p.lifecycle.watch();
    fireNavigate(p.navigation, url, sameDocument);
    expect(p.lifecycle.isGoingHome()).toBe(expected);
  });

  it('navigatesuccess (an intercepted, SPA navigation) clears it; a later navigate elsewhere too', () => {
    const p = setupLifecycle();
    p.lifecycle.watch();
    fireNavigate(p.navigation, HOME + 'next');
    p.navigation.dispatchEvent(new Event('navigatesuccess'));
    expect(p.lifecycle.isGoingHome()).toBe(false);
    fireNavigate(p.navigation, HOME + 'next');
    fireNavigate(p.navigation, 'https://other.example/');
    expect(p.lifecycle.isGoingHome()).toBe(false);
  });

  it('without the Navigation API (WebKit) it is never going home, and the window events still work', () => {
    const p = setupLifecycle({ withNavigation: false });
    p.lifecycle.watch();
    firePageTransition(p.target, 'pagehide', false);
    expect(p.lifecycle.isGoingHome()).toBe(false);
    expect(p.hooks.onHide).toHaveBeenCalledTimes(1);
  });
});

describe('createPageLifecycle: watch and unwatch', () => {
  it('nothing is heard before watch()', () => {
    const p = setupLifecycle();
    firePageTransition(p.target, 'pagehide', false);
    fireNavigate(p.navigation, HOME + 'next');
    expect(p.hooks.onHide).not.toHaveBeenCalled();
    expect(p.lifecycle.isGone()).toBe(false);
    expect(p.lifecycle.isGoingHome()).toBe(false);
  });

  it('watch() twice keeps one listener of each', () => {
    const p = setupLifecycle();
    p.lifecycle.watch();
    p.lifecycle.watch();
    p.fire('online');
    p.fire('visibilitychange');
    firePageTransition(p.target, 'pagehide', true);
    firePageTransition(p.target, 'pageshow', true);
    expect([p.hooks.online, p.hooks.visibilitychange, p.hooks.onHide, p.hooks.onRestore].map((spy) => spy.mock.calls.length)).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('unwatch() removes every listener, on the window and on navigation', () => {
    const p = setupLifecycle();
    p.lifecycle.watch();
    p.lifecycle.unwatch();
    for (const type of ['freeze', 'resume', 'visibilitychange', 'online']) p.fire(type);
    firePageTransition(p.target, 'pagehide', false);
    fireNavigate(p.navigation, HOME + 'next');
    expect(Object.values(calls(p.hooks)).flat()).toEqual([]);
    expect(p.lifecycle.isGone()).toBe(false);
    expect(p.lifecycle.isGoingHome()).toBe(false);
  });
});

describe('createPageLifecycle: navigations without the Navigation API (WebKit): clicks on links', () => {
  /** A page at HOME + 'page' with one link, watched by a lifecycle; a click on the link bubbles up to the window. */
  function setupPage(href: string, options: { withNavigation?: boolean; prevent?: boolean } = {}) {
    const win = new Window({ url: HOME + 'page' });
    const link = win.document.createElement('a');
    link.href = href;
    link.innerHTML = '<span>go</span>';
    win.document.body.append(link);
    if (options.prevent) link.addEventListener('click', (event) => event.preventDefault()); // an SPA router
    const hooks = { onHide() {}, onRestore() {}, freeze() {}, resume() {}, visibilitychange() {}, online() {} };
    const target = win as unknown as EventTarget;
    const lifecycle = createPageLifecycle(
      { target, navigation: options.withNavigation ? new EventTarget() : undefined, home: HOME },
      hooks,
    );
    lifecycle.watch();
    const click = () => link.querySelector('span')!.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
    return { lifecycle, click, win };
  }

  it.each([
    [HOME + 'next', true],
    ['/next?q=1', true],
    ['https://other.example/', false],
    ['#top', false], // a jump within the page: it stays
  ])('a click on a link to %s: going home %s', (href, expected) => {
    const p = setupPage(href);
    p.click();
    expect(p.lifecycle.isGoingHome()).toBe(expected);
  });

  it('a click an SPA router prevented is no navigation; a later click elsewhere clears one', () => {
    expect(
      (() => {
        const p = setupPage(HOME + 'next', { prevent: true });
        p.click();
        return p.lifecycle.isGoingHome();
      })(),
    ).toBe(false);
    const p = setupPage(HOME + 'next');
    p.click();
    p.win.document.body.dispatchEvent(new p.win.MouseEvent('click', { bubbles: true }));
    expect(p.lifecycle.isGoingHome()).toBe(false);
  });

  it('a click on an SVG link (its href is no string) is no navigation, and throws nothing', () => {
    const p = setupPage(HOME + 'next');
    const svgLink = p.win.document.createElementNS('http://www.w3.org/2000/svg', 'a');
    svgLink.setAttribute('href', HOME + 'chart');
    // As in browsers (happy-dom leaves it out): an SVG link's href is an SVGAnimatedString.
    Object.defineProperty(svgLink, 'href', { value: { baseVal: HOME + 'chart', animVal: HOME + 'chart' } });
    p.win.document.body.append(svgLink);
    const errors: unknown[] = [];
    p.win.addEventListener('error', (event) => errors.push((event as unknown as { error: unknown }).error));
    svgLink.dispatchEvent(new p.win.MouseEvent('click', { bubbles: true }));
    expect(errors).toEqual([]); // a listener that throws reports it here
    expect(p.lifecycle.isGoingHome()).toBe(false);
  });

  it('with the Navigation API a click decides nothing: its navigate event does', () => {
    const p = setupPage(HOME + 'next', { withNavigation: true });
    p.click();
    expect(p.lifecycle.isGoingHome()).toBe(false);
  });
});
