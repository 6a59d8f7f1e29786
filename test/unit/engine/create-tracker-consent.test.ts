// createTracker and consent: pending holds, granted sends the held events, denied drops and purges,
// and Global Privacy Control denies.
import { describe, expect, it } from 'vitest';
import { setupTracker as setup, tick, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

describe('createTracker: consent', () => {
  it('pending: nothing written or sent; granted: the held events go to delivery in order', () => {
    const { win, delivery, tracker } = setup({ requireConsent: true });
    tracker.start();
    tracker.trackProduct('p');
    expect(tracker.getConsent()).toBe('pending');
    expect(delivery.events).toEqual([]);
    expect(delivery.calls).not.toContain('start');
    expect(win.document.cookie).toBe('');
    tracker.setConsent('granted');
    expect(delivery.events.map((e) => e.eventType)).toEqual(['STATICDATA', 'PAGE', 'PRODUCT']);
    expect(delivery.calls).toContain('start');
    expect(win.document.cookie).toMatch(/^visitTag=/);
  });

  it('denied: held events dropped with reason consent, stored queue purged, cookie removed', async () => {
    const { win, delivery, tracker, outcomes } = setup();
    tracker.start();
    expect(win.document.cookie).toMatch(/^visitTag=/);
    tracker.setConsent('pending');
    tracker.trackProduct('held');
    tracker.setConsent('denied');
    await tick();
    expect(delivery.calls).toEqual(expect.arrayContaining(['stop', 'purge']));
    expect(win.document.cookie).not.toMatch(/visitTag=./); // happy-dom keeps an emptied cookie; Chromium removes it
    const dropped = outcomes.filter((o) => o.type === 'dropped');
    expect(dropped.map((o) => o.eventType).sort()).toEqual(['PAGE', 'PRODUCT', 'STATICDATA']);
    expect(dropped.every((o) => o.type === 'dropped' && o.reason === 'consent')).toBe(true);
    expect(tracker.trackProduct('later')).toMatch(/^[0-9a-f]{16}$/);
    expect(outcomes.at(-1)).toMatchObject({ type: 'dropped', eventType: 'PRODUCT', reason: 'consent' });
    expect(delivery.events).toEqual([]);
  });

  it('Global Privacy Control denies unless respectGpc is false', () => {
    for (const [respectGpc, expected] of [
      [undefined, 'denied'],
      [false, 'granted'],
    ] as const) {
      const { win, tracker, delivery } = setup({ respectGpc });
      Object.defineProperty(win.navigator, 'globalPrivacyControl', { value: true });
      tracker.start();
      expect(tracker.getConsent()).toBe(expected);
      expect(delivery.events.length > 0).toBe(expected === 'granted');
      expect(/visitTag=./.test(win.document.cookie)).toBe(expected === 'granted');
    }
  });
});
