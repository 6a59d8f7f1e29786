// Issue 35: the script tag on pages whose own scripts changed the platform before it loaded, one
// page per change (test/browser/engines/fixtures/tag.html, `patch`), in every engine. Each asserts
// on what the stand-in received, read by the wire's parsers (the server parses every body with
// parseLines and rejects what the contract refuses): the bytes of a conversion's metadata and of
// custom data, the PAGEs of a pushState navigation, and delivery with a broken transport.
import { describe, expect, it } from 'vitest';
import { createInspector, type Inspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES, type EnginePage } from '../../support/engines/launch-engine.js';
import { tagPageUrl, type TagPageSetup } from '../../support/engines/tag-page-url.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenEarlierEventsArrived } from '../../support/engines/when-earlier-events-arrived.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

/** A conversion with metadata and a custom data value of a list, queued before the tag loads. */
const QUEUE = [
  ['trackConversion', 77, { metadata: { 1: ['a', 'b'], 2: ['c'] } }],
  ['setCustomData', 'plan', ['pro', 'pro', 'x']],
];

/** The stand-in's view of a site: nothing rejected, and how many requests it answered. */
async function expectNothingRejected(site: Inspector): Promise<void> {
  const { rejected, counts } = await site.inspect();
  expect(rejected).toEqual([]);
  expect(counts.duplicates).toBe(0);
}

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name);

  const open = async (label: string, patch: TagPageSetup['patch'], attrs: Record<string, string> = {}) => {
    const site = createInspector(ctx.server.url, `${name}-patched-${label}`);
    const page = await ctx.engine.newPage();
    const url = tagPageUrl(ctx.server.url, { site: site.siteCode, patch, queue: QUEUE, attrs: { 'custom-data': '{"plan":4}', ...attrs } });
    await page.goto(url);
    await whenTagReady(page);
    return { site, page, url };
  };

  /** The conversion's metadata and the custom data as the service received them. */
  const expectWireValues = async (site: Inspector, page: EnginePage) => {
    await whenEarlierEventsArrived(page, site);
    const [conversion] = (await site.events('CONVERSION')).filter((e) => e.goalId === 77);
    expect(conversion.metadata).toEqual({ 1: ['a', 'b'], 2: ['c'] }); // '{"1":["a","b"],"2":["c"]}' on the wire
    expect((await site.events('CUSTOMDATA')).map((e) => [e.index, e.valuesCountMap])).toEqual([[4, { pro: 2, x: 1 }]]);
    await expectNothingRejected(site);
  };

  it('Array.prototype.toJSON as Prototype.js defines it: metadata and custom data as the contract has them', async () => {
    const { site, page } = await open('tojson', ['array-tojson']);
    // The patch is in force: the page's own JSON.stringify of an array gives a string.
    expect(await page.evaluate(() => JSON.stringify({ 1: ['a'] }))).toBe('{"1":"[\\"a\\"]"}');
    await expectWireValues(site, page);
    await page.close();
  });

  it('an enumerable Array.prototype property: metadata and custom data unchanged', async () => {
    const { site, page } = await open('array-extra', ['array-extra']);
    await expectWireValues(site, page);
    await page.close();
  });

  it('an enumerable Object.prototype property: both PAGEs of a pushState navigation, STATICDATA, and clean stats', async () => {
    const { site, page, url } = await open('object-extra', ['object-extra']);
    await page.evaluate(async () => {
      history.pushState({}, '', '/spa/extra');
      await new Promise((resolve) => setTimeout(resolve, 250)); // past the settle time: one view
    });
    await expectWireValues(site, page);
    expect((await site.events('PAGE')).map((e) => e.href)).toEqual([url, new URL('/spa/extra', ctx.server.url).href]);
    expect(await site.events('STATICDATA')).toHaveLength(1);
    // Read in the page: WebKit's driver copies inherited enumerable properties into what it returns.
    const stats = await page.evaluate(() => {
      const { dropped, transport } = (window as unknown as TagWindow).visitTag.getStats();
      return { reasons: Object.keys(dropped), hasTransport: transport !== undefined };
    });
    expect(stats).toMatchObject({
      reasons: [
        'max-age',
        'max-bytes',
        'oversized',
        'rejected',
        'consent',
        'max-held',
        'invalid',
        'repeated-order',
        'once-per-visit',
        'local-only',
        'skipped',
      ],
      hasTransport: false,
    });
    await page.close();
  });

  it.each([
    ['fetch-throws', 'throws'],
    ['fetch-missing', 'missing'],
  ] as const)('%s: every event is delivered by XMLHttpRequest, and getStats() says why', async (patch, why) => {
    const { site, page } = await open(patch, [patch]);
    const nonces = await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      const tracked = [1, 2, 3].map((n) => tag.trackConversion(100 + n) as string);
      await tag.flush();
      return tracked;
    });
    await expect
      .poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(nonces));
    await expectWireValues(site, page);
    const stats = await page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats());
    expect(stats).toMatchObject({ transport: { fetch: why, sendBeacon: 'ok' }, retried: 0, queued: 0 });
    await page.close();
  });

  it('sendBeacon that always returns false: a keepalive fetch carries what the page-hide beacon would have', async () => {
    // Stored events wait 10 minutes for a flush, so only the page-hide beacon can send them.
    const { site, page } = await open('beacon-false', ['beacon-false'], { 'flush-debounce-ms': '600000', 'flush-interval-ms': '600000' });
    const { nonces, transport } = await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      await tag.flush(); // what the start tracked: afterwards no flush comes for 10 minutes
      const tracked = [1, 2, 3].map((n) => tag.trackConversion(200 + n) as string);
      // Stored: the beacon rule sends stored events of a lone tab at page hide.
      await new Promise<void>((resolve) => {
        const off = tag.onOutcome((outcome) => outcome.type === 'stored' && outcome.nonce === tracked[2] && (off(), resolve()));
      });
      // The page hide the tag sees on a close, dispatched: the page lives on, so what its handler
      // sent arrives in every engine (Firefox may stop a real close's pagehide handler part-way,
      // docs/browser-facts.md), and its stats can be read afterwards.
      dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
      return { nonces: tracked, transport: tag.getStats().transport };
    });
    expect(transport).toEqual({ fetch: 'ok', sendBeacon: 'refused' });
    expect(await page.evaluate(() => navigator.sendBeacon('/nowhere', 'x'))).toBe(false); // the patch is in force
    await expect
      .poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(nonces));
    await expectNothingRejected(site);
    await page.close();
  });
});
