// createTracker counting visits: a new one after 30 minutes of inactivity, in the same page or the next.
import { describe, expect, it, vi } from 'vitest';
import { setupTracker as setup, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

describe('createTracker: visits', () => {
  it('counts a new visit after 30 minutes of inactivity, in the same page or the next', () => {
    const first = setup();
    first.tracker.start();
    vi.setSystemTime(Date.now() + 10 * 60_000);
    first.tracker.trackProduct('a');
    // The next page of the same visit: the cookie says active 0 minutes ago, no STATICDATA.
    const win2Cookie = first.win.document.cookie;
    const second = setup();
    second.win.document.cookie = win2Cookie;
    second.tracker.start();
    expect(second.types()).toEqual(['PAGE']);
    expect(second.tracker.getVisitorCode()).toBe(first.tracker.getVisitorCode());
    vi.setSystemTime(Date.now() + 31 * 60_000);
    second.tracker.trackProduct('b');
    expect(second.types()).toEqual(['PAGE', 'STATICDATA', 'PRODUCT']);
    expect(second.delivery.events[1]).toMatchObject({ visitNumber: 2, timeSincePreviousVisit: 31 * 60_000 });
  });
});
