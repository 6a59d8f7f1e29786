// createTracker's trackPageView overrides: one the spec refuses is refused, not dropped.
import { describe, expect, it } from 'vitest';
import { setupTracker as setup, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

describe('createTracker: trackPageView overrides', () => {
  it('refuses an override the spec refuses, instead of dropping it', () => {
    const { delivery, tracker } = setup({ autoPageViews: false });
    tracker.start();
    expect(tracker.trackPageView({ title: 'x'.repeat(257) })).toEqual([expect.objectContaining({ field: 'title', code: 'length' })]);
    expect(tracker.trackPageView({ title: 'Checkout' })).toMatch(/^[0-9a-f]{16}$/);
    expect(delivery.events.filter((e) => e.eventType === 'PAGE')).toMatchObject([{ title: 'Checkout', href: 'https://shop.example/home' }]);
  });
});
