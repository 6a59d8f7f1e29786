import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
import { SETTLE_MAX_MS, SETTLE_QUIET_MS, whenViewSettles } from '../../../src/page-views/when-view-settles.js';

// The tag's timers are faked, so the windows are exact however loaded the machine is; happy-dom's
// mutation records arrive in a microtask, which advanceTimersByTimeAsync lets run between timers.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** A page with a settle watch that records the title each time the view settles. */
function setup() {
  const win = new Window({ url: 'https://shop.example/' });
  win.document.title = 'Home';
  const titles: string[] = [];
  const touch = whenViewSettles(win as unknown as globalThis.Window, () => titles.push(win.document.title));
  return { win, titles, touch };
}

describe('whenViewSettles', () => {
  it('waits for the title a router renders after the URL change, and counts touches inside the window once', async () => {
    const { win, titles, touch } = setup();
    touch();
    await wait(SETTLE_QUIET_MS - 10);
    touch(); // a redirect inside the same navigation
    await wait(SETTLE_QUIET_MS - 10);
    win.document.title = 'B'; // rendered later: restarts the quiet time
    await wait(SETTLE_QUIET_MS - 10);
    expect(titles).toEqual([]);
    await wait(20);
    expect(titles).toEqual(['B']);
  });

  it('waits for a title streamed into <body> after the old one was taken away (Next.js App Router)', async () => {
    const { win, titles, touch } = setup();
    win.document.head.querySelector('title')!.remove();
    touch();
    await wait(SETTLE_QUIET_MS * 3);
    expect(titles).toEqual([]); // no title yet: not settled
    const title = win.document.createElement('title');
    title.textContent = 'Page A';
    win.document.body.appendChild(title); // outside <head>: the observer does not see it
    await wait(SETTLE_QUIET_MS);
    expect(titles).toEqual(['Page A']);
  });

  it('settles SETTLE_MAX_MS after the first change without a title when none comes', async () => {
    const { win, titles, touch } = setup();
    win.document.head.querySelector('title')!.remove();
    touch();
    await wait(SETTLE_MAX_MS - 1);
    expect(titles).toEqual([]);
    await wait(1);
    expect(titles).toEqual(['']);
  });

  it('gives up waiting SETTLE_MAX_MS after the first change when <head> never goes quiet', async () => {
    const { win, titles, touch } = setup();
    touch();
    for (let elapsed = 0; elapsed < SETTLE_MAX_MS - 40; elapsed += 40) {
      win.document.title = `Tick ${elapsed}`;
      await wait(40);
    }
    expect(titles).toEqual([]);
    win.document.title = 'Last';
    await wait(40);
    expect(titles).toEqual(['Last']);
  });

  it('settles at once, with the title it has, when the page is hidden or left', async () => {
    const { win, titles, touch } = setup();
    touch();
    win.document.title = 'Loading';
    await wait(0);
    win.dispatchEvent(new win.Event('pagehide'));
    expect(titles).toEqual(['Loading']);
    await wait(SETTLE_MAX_MS);
    expect(titles).toEqual(['Loading']); // both timers were cleared
    touch();
    Object.defineProperty(win.document, 'hidden', { value: true, configurable: true });
    win.document.dispatchEvent(new win.Event('visibilitychange', { bubbles: true }));
    expect(titles).toEqual(['Loading', 'Loading']);
  });

  it('stops observing once settled: a later title change alone settles nothing', async () => {
    const { win, titles, touch } = setup();
    touch();
    await wait(SETTLE_QUIET_MS);
    win.document.title = 'Later';
    await wait(SETTLE_MAX_MS);
    expect(titles).toEqual(['Home']);
  });
});
