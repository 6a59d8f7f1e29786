import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { SETTLE_MAX_MS, SETTLE_QUIET_MS, whenViewSettles } from '../../../src/tracker/when-view-settles.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    await sleep(SETTLE_QUIET_MS / 2);
    touch(); // a redirect inside the same navigation
    await sleep(SETTLE_QUIET_MS / 2);
    win.document.title = 'B'; // rendered a few tasks later: restarts the quiet time
    await sleep(SETTLE_QUIET_MS / 2);
    expect(titles).toEqual([]);
    await sleep(SETTLE_QUIET_MS + 20);
    expect(titles).toEqual(['B']);
  });

  it('gives up waiting after SETTLE_MAX_MS when <head> never goes quiet', async () => {
    const { win, titles, touch } = setup();
    touch();
    const started = Date.now();
    let count = 0;
    while (!titles.length && Date.now() - started < 3 * SETTLE_MAX_MS) {
      win.document.title = `Tick ${++count}`;
      await sleep(SETTLE_QUIET_MS / 4);
    }
    expect(titles).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SETTLE_MAX_MS - 5);
    expect(Date.now() - started).toBeLessThan(SETTLE_MAX_MS + 4 * SETTLE_QUIET_MS);
  });

  it('settles at once, with the title it has, when the page is hidden or left', async () => {
    const { win, titles, touch } = setup();
    touch();
    win.document.title = 'Loading';
    await sleep(0);
    win.dispatchEvent(new win.Event('pagehide'));
    expect(titles).toEqual(['Loading']);
    await sleep(SETTLE_QUIET_MS + 20);
    expect(titles).toEqual(['Loading']); // the quiet timer was cleared
    touch();
    Object.defineProperty(win.document, 'hidden', { value: true, configurable: true });
    win.document.dispatchEvent(new win.Event('visibilitychange', { bubbles: true }));
    expect(titles).toEqual(['Loading', 'Loading']);
  });

  it('stops observing once settled: a later title change alone settles nothing', async () => {
    const { win, titles, touch } = setup();
    touch();
    await sleep(SETTLE_QUIET_MS + 20);
    win.document.title = 'Later';
    await sleep(SETTLE_QUIET_MS + 20);
    expect(titles).toEqual(['Home']);
  });
});
