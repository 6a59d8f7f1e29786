// createTracker in single-page apps: one view per real URL change, hash routing, bfcache restores,
// and autoPageViews false.
import { describe, expect, it } from 'vitest';
import { setupTracker as setup, tick, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

describe('createTracker: single-page apps', () => {
  it('counts one view per real URL change through history (no Navigation API here)', async () => {
    const { win, delivery, tracker, types } = setup();
    tracker.start();
    win.history.pushState({}, '', '/a');
    win.history.replaceState({}, '', '/b'); // same task: one view, the final URL
    await tick();
    win.history.replaceState({}, '', '/b');
    win.history.pushState({}, '', '/b#part');
    await tick();
    win.document.title = 'C';
    win.history.pushState({}, '', '/c');
    await tick();
    const pages = delivery.events.filter((e) => e.eventType === 'PAGE');
    expect(pages.map((e) => e.eventType === 'PAGE' && e.href)).toEqual([
      'https://shop.example/home',
      'https://shop.example/b',
      'https://shop.example/c',
    ]);
    expect(pages[2]).toMatchObject({ title: 'C', referrerHref: 'https://shop.example/b' });
    expect(types().filter((t) => t === 'STATICDATA')).toHaveLength(1);
  });

  it('with hashRouting a hash change is a view; a bfcache restore is a view; autoPageViews false turns all off', async () => {
    const hashed = setup({ hashRouting: true });
    hashed.tracker.start();
    hashed.win.location.hash = '#/cart';
    await tick();
    // A restore: the page went into the back/forward cache (pagehide), then came back (pageshow).
    for (const type of ['pagehide', 'pageshow']) hashed.win.dispatchEvent(Object.assign(new hashed.win.Event(type), { persisted: true }));
    expect(hashed.types().filter((t) => t === 'PAGE')).toHaveLength(3);
    const off = setup({ autoPageViews: false });
    off.tracker.start();
    off.win.history.pushState({}, '', '/a');
    await tick();
    expect(off.types()).toEqual(['STATICDATA']);
  });
});
