// createTracker holding events in memory while consent is pending: at most 100, the oldest dropped as max-held.
import { describe, expect, it } from 'vitest';
import { setupTracker as setup, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

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
