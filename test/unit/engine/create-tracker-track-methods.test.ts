// createTracker's track methods, setCustomData and setVisitorCode: events built, invalid calls refused
// with problems, and nothing thrown into the page.
import { describe, expect, it } from 'vitest';
import { setupTracker as setup, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

describe('createTracker: track methods', () => {
  it('builds each event type, and refuses invalid ones without queueing anything', () => {
    const { delivery, tracker } = setup({ autoPageViews: false });
    tracker.start();
    delivery.events.length = 0;
    expect(tracker.trackConversion(12, { revenue: 9.5, metadata: { 1: ['x'] } })).toMatch(/^[0-9a-f]{16}$/);
    tracker.trackExperiment('9007199254740993', 0);
    tracker.trackPersonalization(3, 0, 'SCHEDULE');
    tracker.trackTargetingSegment(4n);
    tracker.trackGeolocation({ country: 'FR', latitude: 48.8 });
    tracker.trackWeather({ temperature: 280, humidity: 50, pressure: 1000, windSpeed: 3, cloudiness: 20, sunriseTime: 1, sunsetTime: 2 });
    tracker.track({ eventType: 'PAGE', herf: 'https://shop.example/x' });
    expect(delivery.events.map((e) => e.eventType)).toEqual([
      'CONVERSION',
      'EXPERIMENT',
      'PERSONALIZATION',
      'TARGETINGSEGMENT',
      'GEOLOCATION',
      'WEATHER',
      'PAGE',
    ]);
    expect(delivery.events[0]).toMatchObject({ goalId: 12, revenue: 9.5, metadata: { 1: ['x'] } });
    expect(delivery.events[0]).not.toHaveProperty('negative');
    expect(delivery.events[6]).toMatchObject({ href: 'https://shop.example/x' });
    delivery.events.length = 0;
    const refused = [
      tracker.trackPersonalization(3, 1, 'SCHEDULE'),
      tracker.trackProduct('x'.repeat(101)),
      tracker.trackConversion('abc'),
      tracker.track({ eventType: 'NOPE' }),
      tracker.track(null as never),
    ];
    for (const result of refused) expect(Array.isArray(result) && result.length > 0).toBe(true);
    expect(refused[0]).toEqual([expect.objectContaining({ field: 'unexpositionCause', code: 'only-when' })]);
    expect(delivery.events).toEqual([]);
  });

  it('setCustomData maps names to indices and counts values', () => {
    const { delivery, tracker } = setup({ autoPageViews: false, customData: { plan: 4, tags: 5 } });
    tracker.start();
    delivery.events.length = 0;
    tracker.setCustomData('plan', 'pro');
    tracker.setCustomData('tags', ['a', 'b', 'a', 3], { overwrite: false });
    tracker.setCustomData(9, true, { mappingIdentifier: true });
    expect(delivery.events).toMatchObject([
      { eventType: 'CUSTOMDATA', index: 4, valuesCountMap: { pro: 1 } },
      { index: 5, valuesCountMap: { a: 2, b: 1, 3: 1 }, overwrite: false },
      { index: 9, valuesCountMap: { true: 1 }, mappingIdentifier: true },
    ]);
    expect(tracker.setCustomData('nope', 'x')).toEqual([
      expect.objectContaining({ field: 'index', message: expect.stringContaining('"nope"') }),
    ]);
    expect(delivery.events).toHaveLength(3);
  });

  it('setVisitorCode validates the 100-character limit and re-sends STATICDATA for the new code', () => {
    const { win, delivery, tracker } = setup({ autoPageViews: false });
    tracker.start();
    expect(tracker.setVisitorCode('x'.repeat(101))).toEqual([expect.objectContaining({ field: 'visitorCode', code: 'length' })]);
    expect(tracker.setVisitorCode('')).toEqual([expect.objectContaining({ code: 'length' })]);
    expect(tracker.setVisitorCode('user 42/é')).toBeUndefined();
    expect(tracker.getVisitorCode()).toBe('user 42/é');
    expect(win.document.cookie).toMatch(/^visitTag=user%2042%2F%C3%A9\.1\./);
    tracker.trackProduct('p');
    expect(delivery.events.slice(-2)).toMatchObject([
      { eventType: 'STATICDATA', visitorCode: 'user 42/é' },
      { eventType: 'PRODUCT', visitorCode: 'user 42/é' },
    ]);
  });

  it('never throws into the page', () => {
    const { tracker, outcomes } = setup();
    tracker.onOutcome(() => {
      throw new Error('listener');
    });
    expect(() => tracker.start()).not.toThrow();
    const hostile = {
      get eventType(): string {
        throw new Error('getter');
      },
    };
    expect(tracker.track(hostile as never)).toEqual([expect.objectContaining({ message: expect.stringContaining('getter') })]);
    expect(tracker.setCustomData(undefined as never, undefined as never)).toHaveLength(1);
    expect(tracker.setConsent('maybe' as never)).toHaveLength(1);
    tracker.setConsent('denied'); // outcomes go to the throwing listener too
    expect(outcomes.some((o) => o.type === 'dropped')).toBe(true);
  });
});
