// createTracker with the part file (imported as the ESM build does): conversions that count once
// (order ids, once-per-visit goals), custom data by the definitions, calls made before the part came
// decided after it, and the device memory under consent. Logic only: the browser tier runs the
// script tag's part file in three engines.
import { describe, expect, it } from 'vitest';
import type { Definitions } from '../../../src/definitions/file/definitions.js';
import type { Goal } from '../../../src/clients/goal-search-types.js';
import type { TrackerOptions } from '../../../src/types/tracker-types.js';
import { setupTracker, useDevBuildAndFakeDate } from './setup-tracker.js';

useDevBuildAndFakeDate();

const goal = (id: number, more: Partial<Goal> = {}): Goal => ({
  id,
  name: `Goal ${id}`,
  type: 'CUSTOM',
  siteId: 1,
  hasMultipleConversions: true,
  status: 'ACTIVE',
  ...more,
});
const DEFINITIONS: Definitions = {
  goals: [goal(10, { hasMultipleConversions: false }), goal(11)],
  customData: [
    { id: 1, index: 3, name: 'Plan', siteId: 1, method: 'CLIENT', type: 'UNIQUE', format: 'STRING' },
    { id: 2, index: 4, name: 'Tags', siteId: 1, method: 'CLIENT', type: 'LIST' },
    { id: 3, index: 5, name: 'Member', siteId: 1, method: 'CLIENT', format: 'BOOLEAN' },
    { id: 4, index: 6, name: 'Segment', siteId: 1, method: 'CLIENT', isLocalOnly: true },
  ],
};

/** Until the part has come and what waited for it is decided (a dynamic import, then a microtask or two). */
const whenPartReady = async (tracker: { getStats(): { definitions?: { state: string }; held: number } }) => {
  for (let i = 0; i < 200 && (tracker.getStats().definitions?.state === 'loading' || tracker.getStats().held > 0); i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
};
const conversions = (events: Array<{ eventType: string }>) =>
  events.filter((e) => e.eventType === 'CONVERSION') as unknown as Array<{ goalId: number; nonce: string }>;

/** Two page loads of one browser: a second tracker on a window sharing the first one's localStorage and cookie. */
function secondPage(first: ReturnType<typeof setupTracker>, options: TrackerOptions) {
  const next = setupTracker({ autoPageViews: false, ...options });
  next.win.document.cookie = first.win.document.cookie;
  for (let i = 0; i < first.win.localStorage.length; i++) {
    const key = first.win.localStorage.key(i)!;
    next.win.localStorage.setItem(key, first.win.localStorage.getItem(key)!);
  }
  return next;
}

describe('createTracker: conversions that count once', () => {
  it('an order id converts once: the repeat answers the first nonce, and on the next page ends dropped', async () => {
    const first = setupTracker({ autoPageViews: false });
    const early = first.tracker.trackConversion(77, { orderId: 'A-1', revenue: 20 }); // before start: answered, decided later
    first.tracker.start();
    await whenPartReady(first.tracker);
    expect(conversions(first.delivery.events)).toMatchObject([{ goalId: 77, revenue: 20, nonce: early }]);
    expect(first.tracker.trackConversion(77, { orderId: 'A-1' })).toBe(early);
    // No outcome of its own: the stats list it, and the part came without definitions.
    expect(first.tracker.getStats().definitions).toMatchObject({
      state: 'none',
      repeats: [{ goalId: '77', first: early, reason: 'repeated-order' }],
    });
    expect(first.tracker.trackConversion(77, { orderId: 'A-2' })).not.toBe(early);
    expect(conversions(first.delivery.events)).toHaveLength(2);

    const reload = secondPage(first, {});
    const queued = reload.tracker.trackConversion(77, { orderId: 'A-1' });
    reload.tracker.start();
    await whenPartReady(reload.tracker);
    expect(conversions(reload.delivery.events)).toEqual([]);
    expect(reload.outcomes).toContainEqual(
      expect.objectContaining({ type: 'dropped', nonce: queued, reason: 'repeated-order', detail: `repeats ${early as string}` }),
    );
    expect(reload.tracker.getStats().dropped['repeated-order']).toBe(1);
  });

  it('lists the last 20 repeats answered with a first nonce, oldest first', async () => {
    const { tracker } = setupTracker({ autoPageViews: false });
    tracker.start();
    tracker.trackConversion(77, { orderId: 'warm-up' });
    await whenPartReady(tracker);
    const firsts = Array.from({ length: 22 }, (_, i) => tracker.trackConversion(77, { orderId: `O-${i}` }));
    for (let i = 0; i < 22; i++) expect(tracker.trackConversion(77, { orderId: `O-${i}` })).toBe(firsts[i]);
    expect(tracker.getStats().definitions?.repeats.map((repeat) => repeat.first)).toEqual(firsts.slice(2));
  });

  it('an order id is forgotten after 30 days, and when consent is denied', async () => {
    const first = setupTracker({ autoPageViews: false });
    first.tracker.start();
    first.tracker.trackConversion(77, { orderId: 'B-1' });
    await whenPartReady(first.tracker);
    expect(first.win.localStorage.getItem('visitTag')).toContain('77 B-1');
    first.tracker.setConsent('denied');
    expect(first.win.localStorage.getItem('visitTag')).toBeNull();
  });

  it('nothing reaches localStorage while consent is pending; the grant writes what was kept', async () => {
    const { tracker, win, delivery } = setupTracker({ autoPageViews: false, requireConsent: true });
    tracker.start();
    tracker.trackConversion(77, { orderId: 'C-1' });
    await whenPartReady(tracker);
    expect(tracker.trackConversion(77, { orderId: 'C-1' })).toMatch(/^[0-9a-f]{16}$/); // the first one's nonce, held
    expect(win.localStorage.getItem('visitTag')).toBeNull();
    tracker.setConsent('granted');
    expect(conversions(delivery.events)).toHaveLength(1);
    expect(win.localStorage.getItem('visitTag')).toContain('77 C-1');
  });

  it('a goal the definitions count once converts once per visit, manual calls included', async () => {
    const first = setupTracker({ autoPageViews: false, definitions: DEFINITIONS });
    first.tracker.start();
    const before = first.tracker.trackConversion(10); // the part is on its way
    const again = first.tracker.trackConversion(10);
    await whenPartReady(first.tracker);
    expect(conversions(first.delivery.events).map((e) => e.nonce)).toEqual([before]);
    expect(first.outcomes).toContainEqual(expect.objectContaining({ nonce: again, reason: 'once-per-visit' }));
    expect(first.tracker.trackConversion(10)).toBe(before);
    first.tracker.trackConversion(11);
    first.tracker.trackConversion(11);
    expect(conversions(first.delivery.events).map((e) => e.goalId)).toEqual([10, 11, 11]);
  });
});

describe('createTracker: custom data by the definitions', () => {
  it('resolves names, combines values by type, and ends a refused call made before the part as invalid', async () => {
    const { tracker, delivery, outcomes } = setupTracker({ autoPageViews: false, definitions: DEFINITIONS, customData: { own: 9 } });
    tracker.start();
    tracker.setCustomData('own', 'x'); // the site's own map: at once
    const bad = tracker.setCustomData('Member', 'yes');
    await whenPartReady(tracker);
    tracker.setCustomData('Plan', 'pro');
    tracker.setCustomData('Tags', ['a', 'b', 'a']);
    const data = delivery.events.filter((e) => e.eventType === 'CUSTOMDATA');
    expect(data.map((e) => [e.index, e.valuesCountMap, e.overwrite])).toEqual([
      [9, { x: 1 }, undefined],
      [3, { pro: 1 }, true],
      [4, { a: 1, b: 1 }, false],
    ]);
    expect(outcomes).toContainEqual(
      expect.objectContaining({ nonce: bad, reason: 'invalid', problems: [expect.objectContaining({ field: 'values' })] }),
    );
    expect(tracker.setCustomData('Member', 'yes')).toEqual([expect.objectContaining({ code: 'type' })]); // synchronous once the part is there
    expect(tracker.setCustomData('Plan', ['a', 'b'])).toEqual([expect.objectContaining({ code: 'count' })]);
  });

  it('keeps a local-only item on the device, never sent, and reads it back', async () => {
    const first = setupTracker({ autoPageViews: false, definitions: DEFINITIONS });
    first.tracker.start();
    await whenPartReady(first.tracker);
    const nonce = first.tracker.setCustomData('Segment', 'vip');
    expect(first.delivery.events.filter((e) => e.eventType === 'CUSTOMDATA')).toEqual([]);
    expect(first.outcomes).toContainEqual(expect.objectContaining({ nonce, reason: 'local-only' }));
    expect(await first.tracker.getCustomData('Segment')).toEqual(['vip']);
    const next = secondPage(first, { definitions: DEFINITIONS });
    const asked = next.tracker.getCustomData('Segment'); // before start: answered once the part is there
    next.tracker.start();
    expect(await asked).toEqual(['vip']);
    expect(await next.tracker.getCustomData('Plan')).toBeUndefined();
  });
});

describe('createTracker: definitions that cannot be read', () => {
  it('reports the problem and runs as if none were given', async () => {
    const fetch = async () => new Response('nope', { status: 404 });
    const { tracker, delivery } = setupTracker({ autoPageViews: false, definitions: 'https://shop.example/definitions.json', fetch });
    tracker.start();
    const nonce = tracker.trackConversion(10);
    await whenPartReady(tracker);
    expect(tracker.getStats().definitions).toMatchObject({
      state: 'failed',
      problems: [expect.objectContaining({ field: 'definitions' })],
    });
    expect(conversions(delivery.events).map((e) => e.nonce)).toEqual([nonce]);
    expect(tracker.setCustomData('Plan', 'pro')).toEqual([expect.objectContaining({ field: 'index' })]); // no definitions: an unknown name
  });
});
