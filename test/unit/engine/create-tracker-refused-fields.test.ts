// createTracker when a field it collects is one the spec refuses: that field left out, the rest sent.
import { describe, expect, it } from 'vitest';
import { setupTracker as setup, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

describe('createTracker: collected fields the spec refuses', () => {
  it('leaves out the refused field and sends the rest', () => {
    const { win, delivery, tracker } = setup();
    Object.defineProperty(win.navigator, 'language', { value: 'en_US.UTF-8' });
    tracker.start();
    expect(delivery.events[0]).toMatchObject({ eventType: 'STATICDATA', browser: 'Chrome', visitNumber: 1 });
    expect(delivery.events[0]).not.toHaveProperty('localeLanguageTag');
  });
});
