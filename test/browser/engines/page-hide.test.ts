// Issue 9: sending at page hide within each engine's limits. Firefox accepts a beacon over 64 KiB
// that Chromium and WebKit refuse; the tag's batches must not depend on that answer, so in every
// engine no request leaves the hidden page above 65,536 bytes, and what did not fit is sent by the
// next tagged page: nothing is lost.
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { followLink } from '../../support/engines/follow-link.js';
import { ENGINE_NAMES } from '../../support/engines/launch-engine.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

const KEEPALIVE_MAX_BYTES = 65_536;
const CONVERSIONS = 120; // about 1 KB each: twice what one beacon may carry

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name);

  /** A tagged page whose timers are far away (only its page hide, or the next page, sends what it tracks next), its STATICDATA and PAGE sent. */
  const openQuietPage = async (siteCode: string) => {
    const page = await ctx.engine.newPage();
    const attrs = { 'flush-interval-ms': '600000', 'flush-debounce-ms': '600000' };
    await page.goto(tagPageUrl(ctx.server.url, { site: siteCode, attrs }));
    await whenTagReady(page);
    await page.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
    return page;
  };

  it('sends at page hide in requests of at most 64 KiB, and the next page sends the rest', async () => {
    const site = createInspector(ctx.server.url, `${name}-pagehide`);
    const page = await openQuietPage(site.siteCode);
    const before = (await site.inspect()).requests.length;
    const tracked = await page.evaluate((count: number) => {
      const tag = (window as unknown as TagWindow).visitTag;
      return Array.from({ length: count }, (_, i) => tag.trackConversion(7, { metadata: { 1: [`${i}`.padEnd(900, 'x')] } }) as string);
    }, CONVERSIONS);
    expect(tracked.every((nonce) => typeof nonce === 'string')).toBe(true);
    await page.goto(`${ctx.server.url}/__engines/blank.html`); // pagehide: the tag sends what fits

    await expect.poll(async () => (await site.events('CONVERSION')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    const hidden = (await site.inspect()).requests.slice(before);
    expect(hidden.length).toBeGreaterThan(0);
    expect(Math.max(...hidden.map((r) => r.bytes))).toBeLessThanOrEqual(KEEPALIVE_MAX_BYTES);
    const sentAtHide = (await site.events('CONVERSION')).length;
    expect(sentAtHide).toBeLessThan(CONVERSIONS); // 120 KB cannot all leave in one hide

    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, label: 'next' }));
    await whenTagReady(page);
    await page.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
    await expect
      .poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce).sort(), { timeout: 20_000 })
      .toEqual([...tracked].sort());
    await page.close();
  });

  // WebKit has no Navigation API: the tag learns of the navigation from the click on the link.
  it('a lone page that follows a link to its own origin leaves its stored event to the next page: no beacon, one copy', async () => {
    const site = createInspector(ctx.server.url, `${name}-link-home`);
    const page = await openQuietPage(site.siteCode);
    const nonce = await page.evaluate(() => (window as unknown as TagWindow).visitTag.trackConversion(7) as string);
    await expect // stored: getQueued() reads IndexedDB
      .poll(async () => (await page.evaluate(() => (window as unknown as TagWindow).visitTag.getQueued())).map((event) => event.nonce))
      .toEqual([nonce]);
    const next = tagPageUrl(ctx.server.url, { site: site.siteCode, label: 'next' });
    await followLink(page, next);
    await expect.poll(async () => (await site.events('CONVERSION')).map((event) => event.nonce), { timeout: 10_000 }).toEqual([nonce]);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // a beacon of the page hide and the next page's send have both landed
    const conversion = (await site.inspect()).accepted.find((accepted) => accepted.event.nonce === nonce);
    expect(conversion?.copies).toBe(1);
    await page.close();
  });
  // The window Firefox ESR showed under load: events tracked a moment before the page goes, whose
  // IndexedDB write had not landed, were beaconed into a fault and their write died with the page.
  // Here the write cannot land before page hide (another connection of the page holds the store in
  // a readwrite transaction), nor after it (the page deletes the database as it goes), and the
  // beacon meets a 503: only Web Storage keeps them.
  it('a lone page that leaves with its write still waiting and its beacon lost: the next visit sends every event', async () => {
    const site = createInspector(ctx.server.url, `${name}-cut-write`);
    const page = await openQuietPage(site.siteCode);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('visit-tag');
          open.onsuccess = () => {
            const transaction = open.result.transaction('events', 'readwrite');
            const store = transaction.objectStore('events');
            const spin = () => (store.get('held').onsuccess = spin); // keeps the transaction alive, and the tag's writes waiting
            spin();
            // After the tag's own listener: the write cut with the page. A write the tag had queued
            // may still land once the transaction ends (Chromium's backend commits it after the page
            // is gone), so the database goes too; the conversions are the only events it held.
            addEventListener('pagehide', () => {
              transaction.abort();
              open.result.close();
              indexedDB.deleteDatabase('visit-tag');
            });
            resolve();
          };
        }),
    );
    await site.fault({ status: 503, count: 1 }); // a dropped socket would not do: the browser resends the beacon itself
    const tracked = await page.evaluate(() =>
      Array.from({ length: 5 }, (_, i) => (window as unknown as TagWindow).visitTag.trackConversion(9, { revenue: i + 1 }) as string),
    );
    await page.goto(`${ctx.server.url}/__engines/blank.html`);
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, label: 'next' }));
    await whenTagReady(page);
    await expect
      .poll(async () => (await site.events('CONVERSION')).map((event) => event.nonce).sort(), { timeout: 20_000 })
      .toEqual([...tracked].sort());
    const answers = (await site.inspect()).requests.map((request) => request.status);
    expect(answers).toContain(503); // the beacon met the fault
    await page.close();
  });

  // A site that tracks in its own pagehide listener (time on page, scroll depth): the tag's listener
  // ran first, so these events are not stored when the page goes. Beaconed, each would be a copy
  // once its IndexedDB write landed too; left in Web Storage, the next page sends each once.
  it('events the site tracks at its own page hide, on a link to the site, arrive once each (left for the next page, not beaconed)', async () => {
    const site = createInspector(ctx.server.url, `${name}-left`);
    const page = await openQuietPage(site.siteCode);
    await page.evaluate(() => {
      addEventListener('pagehide', () => {
        for (let i = 0; i < 5; i++) (window as unknown as TagWindow).visitTag.trackConversion(8, { metadata: { 1: [`left ${i}`] } });
      });
    });
    await followLink(page, tagPageUrl(ctx.server.url, { site: site.siteCode, label: 'next' }));
    await expect.poll(async () => (await site.events('CONVERSION')).length, { timeout: 10_000 }).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a beacon and the next page's send would both have landed
    const conversions = (await site.inspect()).accepted.filter((accepted) => accepted.event.eventType === 'CONVERSION');
    expect(conversions.map((accepted) => accepted.copies)).toEqual([1, 1, 1, 1, 1]);
    await page.close();
  });
});
