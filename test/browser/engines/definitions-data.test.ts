// The definitions part in every engine, for what it keeps and reads: a conversion's order id
// counted once across a reload and a back/forward navigation, custom data read from TC's tc_vars
// and a GTM dataLayer, and a local-only item that stays on the device (docs/definitions.md).
// Fixture items: test/browser/engines/fixtures/definitions.json (Plan: TC page_plan, index 5;
// Tier: index 6; Secret: local-only, index 7).
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES, type EnginePage } from '../../support/engines/launch-engine.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { conversionsOf, DEFINITIONS_URL, whenDefinitionsSettled } from '../../support/engines/when-definitions.js';
import { whenEarlierEventsArrived } from '../../support/engines/when-earlier-events-arrived.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

type RecordingWindow = TagWindow & { queueResults: unknown[]; outcomes: Array<{ type: string; nonce: string; reason?: string }> };

/**
 * What the page's queued commands returned, and the outcome of the first one once it is decided:
 * `sent` or `dropped`. A call made before the engine is first reported `stored` by the loader, which
 * decides nothing yet.
 */
function whenFirstQueuedDecided(page: EnginePage): Promise<{ nonce: string; outcome: { type: string; reason?: string } }> {
  return page.evaluate(async () => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { queueResults, outcomes } = window as unknown as Partial<RecordingWindow>;
      const nonce = queueResults?.[0] as string | undefined;
      const outcome = outcomes?.find((o) => o.nonce === nonce && (o.type === 'dropped' || o.type === 'sent'));
      if (nonce && outcome) return { nonce, outcome: { type: outcome.type, reason: outcome.reason } };
      if (Date.now() > deadline) throw new Error(`the queued call ${nonce ?? '(not run)'} was never decided`);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
}

/** The CUSTOMDATA events the stand-in accepted, as [index, values]. */
async function customDataOf(site: ReturnType<typeof createInspector>): Promise<Array<[unknown, string[]]>> {
  return (await site.events('CUSTOMDATA')).map((e) => [e.index, Object.keys(e.valuesCountMap as object)]);
}

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name);

  it('order id: a reload sends nothing (dropped repeated-order), nor does going back to the page; one CONVERSION at the stand-in', async () => {
    const site = createInspector(ctx.server.url, `${name}-order`);
    const page = await ctx.engine.newPage();
    const url = tagPageUrl(ctx.server.url, {
      site: site.siteCode,
      label: 'confirm',
      record: true,
      queue: [['trackConversion', 77, { orderId: 'A-1' }]],
    });
    await page.goto(url);
    await whenTagReady(page);
    const first = await whenFirstQueuedDecided(page);
    expect(first.outcome.type).not.toBe('dropped');
    await expect.poll(() => conversionsOf(site, 77), { timeout: 15_000 }).toEqual([first.nonce]);

    await page.reload(); // the confirmation page again: the same call, queued again
    await whenTagReady(page);
    const repeat = await whenFirstQueuedDecided(page);
    expect(repeat).toEqual({
      nonce: expect.not.stringMatching(first.nonce) as unknown,
      outcome: { type: 'dropped', reason: 'repeated-order' },
    });
    // Once the part is there, the repeat answers the first conversion's nonce at once.
    expect(await page.evaluate(() => (window as unknown as TagWindow).visitTag.trackConversion(77, { orderId: 'A-1' }))).toBe(first.nonce);
    expect(await page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats().dropped['repeated-order'])).toBe(1);

    await page.goto(`${ctx.server.url}/__engines/blank.html`);
    await page.evaluate(() => void setTimeout(() => history.back(), 0));
    await expect
      .poll(() => page.evaluate(() => location.pathname + typeof (window as Partial<TagWindow>).visitTag).catch(() => ''), {
        timeout: 10_000,
      })
      .toBe('/__engines/tag.htmlobject');
    await whenTagReady(page);
    await whenEarlierEventsArrived(page, site);
    expect(await conversionsOf(site, 77)).toEqual([first.nonce]);
    await page.close();
  });

  it("TC and dataLayer: tc_vars before the tag, a variable assigned and tc_vars replaced later, GTM's dataLayer.push: CUSTOMDATA with the item's index", async () => {
    const site = createInspector(ctx.server.url, `${name}-tc-datalayer`);
    const page = await ctx.engine.newPage();
    const globals = { tc_vars: { page_plan: 'gold' }, dataLayer: [{ 'gtm.start': 1, event: 'gtm.js' }] };
    const attrs = { definitions: DEFINITIONS_URL, 'data-layer-variables': '{"Tier":"plan"}' };
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, globals, attrs }));
    await whenTagReady(page);
    expect(await whenDefinitionsSettled(page)).toMatchObject({ state: 'ready' });
    await expect.poll(() => customDataOf(site), { timeout: 15_000 }).toEqual([[5, ['gold']]]);
    await page.evaluate(() => {
      const page = window as unknown as { tc_vars: Record<string, unknown>; dataLayer: unknown[] };
      page.tc_vars.page_plan = 'silver';
      page.tc_vars = { page_plan: 'bronze' };
      page.dataLayer.push({ event: 'signup', plan: 'pro' }); // as GTM's snippet and tags push
    });
    await whenEarlierEventsArrived(page, site);
    expect(await customDataOf(site)).toEqual([
      [5, ['gold']],
      [5, ['silver']],
      [5, ['bronze']],
      [6, ['pro']],
    ]);
    // The page still sees plain values.
    expect(await page.evaluate(() => JSON.stringify((window as unknown as { tc_vars: unknown }).tc_vars))).toBe('{"page_plan":"bronze"}');
    await page.close();
  });

  it('local-only: setCustomData of an isLocalOnly item is never on the wire; getCustomData returns it, also after a reload', async () => {
    const site = createInspector(ctx.server.url, `${name}-local-only`);
    const page = await ctx.engine.newPage();
    const setup = { site: site.siteCode, attrs: { definitions: DEFINITIONS_URL } };
    // Called before the part comes: answered with a nonce at once, decided when it is there.
    await page.goto(tagPageUrl(ctx.server.url, { ...setup, record: true, queue: [['setCustomData', 'Secret', 'tiger-7']] }));
    await whenTagReady(page);
    expect((await whenFirstQueuedDecided(page)).outcome).toEqual({ type: 'dropped', reason: 'local-only' });
    expect(await page.evaluate(() => (window as unknown as TagWindow).visitTag.getCustomData('Secret'))).toEqual(['tiger-7']);
    await whenEarlierEventsArrived(page, site);

    await page.goto(tagPageUrl(ctx.server.url, setup)); // nothing queued: only the device remembers it
    await whenTagReady(page);
    // Asked at once, before the part is there: the answer waits for it.
    expect(await page.evaluate(() => (window as unknown as TagWindow).visitTag.getCustomData('Secret'))).toEqual(['tiger-7']);
    expect(await whenDefinitionsSettled(page)).toMatchObject({ state: 'ready' });
    await whenEarlierEventsArrived(page, site);
    expect((await customDataOf(site)).filter(([index]) => index === 7)).toEqual([]);
    // In no event but the first PAGE, whose href is this page's URL and so carries the queue.
    const { accepted, rejected } = await site.inspect();
    expect(rejected).toEqual([]);
    expect(JSON.stringify(accepted.filter((a) => a.event.eventType !== 'PAGE'))).not.toContain('tiger-7');
    expect(await site.events('PAGE')).toHaveLength(2);
    await page.close();
  });
});
