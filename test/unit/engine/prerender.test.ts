// A prerendered page (document.prerendering) starts only when it is shown (prerenderingchange):
// before, no cookie, no engine (so no storage), no event.
import { describe, expect, it, vi } from 'vitest';
import { setupTracker } from './setup-tracker.js';

vi.stubGlobal('__DEV__', true);

describe('createTracker: prerendering', () => {
  it('waits for prerenderingchange: no cookie, no engine, no view until the page is shown', () => {
    const { win, tracker, delivery } = setupTracker();
    Object.defineProperty(win.document, 'prerendering', { value: true, configurable: true });
    expect(tracker.start()).toBeUndefined();
    tracker.trackProduct('early'); // held in memory, like any event before the start
    expect(win.document.cookie).toBe('');
    expect(delivery.calls).toEqual([]);
    expect(delivery.events).toEqual([]);
    Object.defineProperty(win.document, 'prerendering', { value: false, configurable: true });
    win.document.dispatchEvent(new win.Event('prerenderingchange'));
    expect(win.document.cookie).toMatch(/^visitTag=/);
    expect(delivery.events.map((event) => event.eventType)).toEqual(['STATICDATA', 'PAGE', 'PRODUCT']);
  });

  it('leaves no trace when the page is never shown', () => {
    const { win, tracker, delivery } = setupTracker();
    Object.defineProperty(win.document, 'prerendering', { value: true, configurable: true });
    tracker.start();
    tracker.trackProduct('never');
    expect(win.document.cookie).toBe('');
    expect([delivery.calls, delivery.events]).toEqual([[], []]);
    expect(tracker.getStats().held).toBe(1); // in memory only, gone with the page
  });
});
