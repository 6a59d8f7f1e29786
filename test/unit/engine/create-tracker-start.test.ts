// createTracker at start: nothing touched before it, then STATICDATA, PAGE and the held events, filled
// from the browser and the document; no start without siteCode or url.
import { describe, expect, it } from 'vitest';
import { createTracker } from '../../../src/engine/create-tracker.js';
import { setupTracker as setup, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

describe('createTracker: start', () => {
  it('touches nothing before start, holds tracked events, then sends STATICDATA, PAGE and the held events', () => {
    const { win, delivery, tracker } = setup();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- compared, never called
    const pushState = win.history.pushState;
    const nonce = tracker.trackProduct('ean-1');
    // eslint-disable-next-line @typescript-eslint/unbound-method -- compared, never called
    expect(win.history.pushState).toBe(pushState); // no SPA watch before start
    expect(nonce).toMatch(/^[0-9a-f]{16}$/);
    expect(win.document.cookie).toBe('');
    expect(delivery.events).toEqual([]);
    expect(tracker.getStats().held).toBe(1);
    expect(tracker.start()).toBeUndefined();
    expect(delivery.calls).toContain('start');
    expect(delivery.events.map((e) => e.eventType)).toEqual(['STATICDATA', 'PAGE', 'PRODUCT']);
    const code = tracker.getVisitorCode();
    expect(code).toMatch(/^[0-9a-f]{16}$/);
    expect(delivery.events.every((e) => e.visitorCode === code)).toBe(true);
    expect(delivery.events[2]).toMatchObject({ nonce, ean: 'ean-1' });
    expect(win.document.cookie).toMatch(new RegExp(`^visitTag=${code}\\.1\\.[0-9a-z]+$`));
  });

  it('fills STATICDATA from the browser and PAGE from the document', () => {
    const { win, delivery, tracker } = setup({ keyPages: [{ index: 7, match: '/home' }] });
    const link = win.document.createElement('link');
    link.setAttribute('rel', 'canonical');
    link.setAttribute('href', '/canonical-home');
    win.document.head.appendChild(link);
    tracker.start();
    const [staticData, page] = delivery.events;
    expect(staticData).toMatchObject({
      eventType: 'STATICDATA',
      browser: 'Chrome',
      browserIndex: 0,
      browserVersion: 156,
      os: 'Windows',
      osIndex: 0,
      deviceType: 'DESKTOP',
      visitNumber: 1,
    });
    expect(staticData).not.toHaveProperty('timeSincePreviousVisit');
    expect(page).toMatchObject({
      eventType: 'PAGE',
      href: 'https://shop.example/home',
      title: 'Home',
      canonicalHref: 'https://shop.example/canonical-home',
      keyPageIndices: [7],
    });
  });

  it('refuses to start without siteCode or url, with a problem instead of an exception', () => {
    const tracker = createTracker({ url: 'https://data.example' });
    expect(tracker.start()).toEqual([expect.objectContaining({ field: 'siteCode' })]);
  });
});
