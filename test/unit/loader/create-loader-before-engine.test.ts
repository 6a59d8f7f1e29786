// The loader before its engine (issue 31): answers at once with the nonce, checks only the basic
// form, stores the call in IndexedDB at once, and the engine later checks the whole contract in
// the order of the calls, ending a call that fails it as dropped (invalid) with its problems.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupLoader } from './setup-loader.js';
import { useDevBuildAndFakeDate } from '../engine/setup-tracker.js';

useDevBuildAndFakeDate();
afterEach(() => void vi.unstubAllGlobals());
const NONCE = /^[0-9a-f]{16}$/;

describe('createLoader before the engine', () => {
  it('answers each track call with its nonce, stores it at once, and the engine sends them in order under those nonces', async () => {
    const t = setupLoader();
    expect(t.tracker.start()).toBeUndefined();
    const conversion = t.tracker.trackConversion(12, { revenue: 9.5 });
    const product = t.tracker.trackProduct('42');
    expect(conversion).toMatch(NONCE);
    expect(product).toMatch(NONCE);
    expect(t.delivery.events).toEqual([]);
    expect(t.tracker.getStats().engine).toMatchObject({ state: 'loading', attempts: 1 }); // a site's own call loads it at once
    await vi.waitFor(async () => expect(await t.stored()).toHaveLength(3)); // the first view and both calls
    await t.arrive();
    expect(t.types()).toEqual(['STATICDATA', 'PAGE', 'CONVERSION', 'PRODUCT']);
    expect(t.delivery.events.slice(2).map((event) => event.nonce)).toEqual([conversion, product]);
    expect(t.tracker.getStats().engine).toMatchObject({ state: 'ready', attempts: 1 });
  });

  it('refuses a call of the wrong basic form at once, with its problem, and stores nothing of it', async () => {
    const t = setupLoader();
    t.tracker.start();
    expect(t.tracker.trackConversion('twelve')).toEqual([expect.objectContaining({ field: 'trackConversion', code: 'type' })]);
    expect(t.tracker.track(null as never)).toEqual([expect.objectContaining({ code: 'type' })]);
    await vi.waitFor(async () => expect(await t.stored()).toHaveLength(1)); // the first view only
  });

  it('ends a call that fails the contract as dropped (invalid) with its problems, and removes its record', async () => {
    const t = setupLoader();
    t.tracker.start();
    const nonce = t.tracker.trackWeather({ temperature: 'warm' } as never) as string;
    expect(nonce).toMatch(NONCE); // the form (an object) is right: the loader cannot know more
    await vi.waitFor(async () => expect(await t.stored()).toHaveLength(2));
    await t.arrive();
    expect(t.outcomes.find((outcome) => outcome.nonce === nonce)).toMatchObject({ type: 'stored', eventType: 'WEATHER' }); // the loader's write
    const dropped = t.outcomes.find((outcome) => outcome.nonce === nonce && outcome.type === 'dropped');
    expect(dropped).toMatchObject({ type: 'dropped', reason: 'invalid', eventType: 'WEATHER' });
    expect(dropped?.type === 'dropped' && dropped.problems?.length).toBeGreaterThan(0);
    expect(t.tracker.getStats().dropped.invalid).toBe(1);
    await vi.waitFor(async () => expect(await t.stored()).toHaveLength(1)); // only the view, which the engine keeps
    expect(t.types()).not.toContain('WEATHER');
  });

  it('once the engine is ready, problems come back at once', async () => {
    const t = setupLoader();
    t.tracker.start();
    t.tracker.trackProduct('1');
    await t.arrive();
    expect(t.tracker.trackWeather({ temperature: 'warm' } as never)).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'temperature' })]),
    );
  });

  it('stores nothing while consent is pending, and holds at most 100 calls', async () => {
    const t = setupLoader({ requireConsent: true });
    t.tracker.start();
    for (let i = 0; i < 105; i++) t.tracker.trackProduct(String(i));
    expect(t.tracker.getConsent()).toBe('pending');
    expect(t.outcomes.filter((outcome) => outcome.type === 'dropped' && outcome.reason === 'max-held')).toHaveLength(6);
    expect(await t.stored()).toEqual([]);
    t.tracker.setConsent('granted');
    await vi.waitFor(async () => expect(await t.stored()).toHaveLength(100));
  });

  it('answers getConsent() by one rule before and after start(): Global Privacy Control denies', () => {
    const t = setupLoader({ requireConsent: true });
    Object.defineProperty(t.win.navigator, 'globalPrivacyControl', { value: true });
    expect(t.tracker.getConsent()).toBe('denied');
    t.tracker.start();
    expect(t.tracker.getConsent()).toBe('denied');
  });

  it('a failed engine load keeps the calls stored, says why in getStats(), and tries once more later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const t = setupLoader();
    t.tracker.start();
    t.tracker.trackProduct('1');
    t.loads[0].reject(new Error('404'));
    await vi.waitFor(() => expect(t.tracker.getStats().engine).toMatchObject({ state: 'failed', error: 'Error: 404' }));
    t.tracker.trackProduct('2'); // a failed engine is not asked again at each call
    expect(t.loads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.loads).toHaveLength(2);
    vi.useRealTimers();
    await t.arrive();
    expect(t.types()).toEqual(['STATICDATA', 'PAGE', 'PRODUCT', 'PRODUCT']);
  });
});
