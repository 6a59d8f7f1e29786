import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker } from '../../../src/tracker/create-tracker.js';
import { setupTracker } from './setup-tracker.js';
import { SETTLE_QUIET_MS } from '../../../src/tracker/when-view-settles.js';

const setup = setupTracker;
// The tag reads a view once it has settled (SETTLE_QUIET_MS without a URL or <head> change).
// Zero-delay timers first (happy-dom fires hashchange a task later, and the tag's quiet timer
// starts then), then a wait of that length, which, set after the tag's timer, runs after it,
// then a few more zero-delay timers: no race however loaded the machine is.
const tick = async () => {
  const zeroTimers = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  await zeroTimers();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_QUIET_MS));
  await zeroTimers();
};

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') }));
afterEach(() => vi.useRealTimers());

// vitest.config's per-project `define` does not replace __DEV__ in src/ under vitest 4: set it as a global.
vi.stubGlobal('__DEV__', true);

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
    expect(outcomes.some((o) => o.type == 'dropped')).toBe(true);
  });
});

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
    const dropped = outcomes.filter((o) => o.type == 'dropped');
    expect(dropped.map((o) => o.eventType).sort()).toEqual(['PAGE', 'PRODUCT', 'STATICDATA']);
    expect(dropped.every((o) => o.type == 'dropped' && o.reason == 'consent')).toBe(true);
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
      expect(delivery.events.length > 0).toBe(expected == 'granted');
      expect(/visitTag=./.test(win.document.cookie)).toBe(expected == 'granted');
    }
  });
});

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
    const pages = delivery.events.filter((e) => e.eventType == 'PAGE');
    expect(pages.map((e) => e.eventType == 'PAGE' && e.href)).toEqual([
      'https://shop.example/home',
      'https://shop.example/b',
      'https://shop.example/c',
    ]);
    expect(pages[2]).toMatchObject({ title: 'C', referrerHref: 'https://shop.example/b' });
    expect(types().filter((t) => t == 'STATICDATA')).toHaveLength(1);
  });

  it('with hashRouting a hash change is a view; a bfcache restore is a view; autoPageViews false turns all off', async () => {
    const hashed = setup({ hashRouting: true });
    hashed.tracker.start();
    hashed.win.location.hash = '#/cart';
    await tick();
    hashed.win.dispatchEvent(Object.assign(new hashed.win.Event('pageshow'), { persisted: true }));
    expect(hashed.types().filter((t) => t == 'PAGE')).toHaveLength(3);
    const off = setup({ autoPageViews: false });
    off.tracker.start();
    off.win.history.pushState({}, '', '/a');
    await tick();
    expect(off.types()).toEqual(['STATICDATA']);
  });
});

describe('createTracker: collected fields the spec refuses', () => {
  it('leaves out the refused field and sends the rest', () => {
    const { win, delivery, tracker } = setup();
    Object.defineProperty(win.navigator, 'language', { value: 'en_US.UTF-8' });
    tracker.start();
    expect(delivery.events[0]).toMatchObject({ eventType: 'STATICDATA', browser: 'Chrome', visitNumber: 1 });
    expect(delivery.events[0]).not.toHaveProperty('localeLanguageTag');
  });
});

describe('createTracker: memory hold', () => {
  it("holds at most 100 events while pending, dropping the oldest as max-held (not max-bytes, the stored queue's cap)", () => {
    const { delivery, tracker, outcomes } = setup({ requireConsent: true, autoPageViews: false });
    tracker.start(); // STATICDATA is the first held event
    const nonces = Array.from({ length: 100 }, (_, i) => tracker.trackProduct(`p${i}`) as string);
    expect(tracker.getStats().held).toBe(100);
    expect(outcomes).toEqual([expect.objectContaining({ type: 'dropped', eventType: 'STATICDATA', reason: 'max-held' })]);
    tracker.setConsent('granted');
    expect(delivery.events.map((e) => e.nonce)).toEqual(nonces);
    expect(tracker.getStats().held).toBe(0);
  });
});

describe('createTracker: trackPageView overrides', () => {
  it('refuses an override the spec refuses, instead of dropping it', () => {
    const { delivery, tracker } = setup({ autoPageViews: false });
    tracker.start();
    expect(tracker.trackPageView({ title: 'x'.repeat(257) })).toEqual([expect.objectContaining({ field: 'title', code: 'length' })]);
    expect(tracker.trackPageView({ title: 'Checkout' })).toMatch(/^[0-9a-f]{16}$/);
    expect(delivery.events.filter((e) => e.eventType == 'PAGE')).toMatchObject([{ title: 'Checkout', href: 'https://shop.example/home' }]);
  });
});

describe('createTracker: debug mode', () => {
  it('logs events, outcomes and every refused call', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { tracker } = setup({ debug: true, requireConsent: true });
    tracker.start();
    tracker.setCustomData('unknown', 'x');
    tracker.setVisitorCode('x'.repeat(101));
    tracker.setConsent('denied');
    expect(
      info.mock.calls.some(([first, second]) => first == '[visit-tag] track' && (second as { eventType: string }).eventType == 'PAGE'),
    ).toBe(true);
    expect(info.mock.calls.some(([first, second]) => first == '[visit-tag]' && second == 'dropped')).toBe(true);
    expect(warn.mock.calls.map(([first]) => String(first))).toEqual([
      '[visit-tag] setCustomData refused',
      '[visit-tag] setVisitorCode refused',
    ]);
    info.mockRestore();
    warn.mockRestore();
  });
});
