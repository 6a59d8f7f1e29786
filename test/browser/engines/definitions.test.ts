// The definitions part in every engine (docs/definitions.md, "How the tag acts on definitions"):
// the production tag loads its part file for `data-definitions`, which converts URL goals (first
// view and pushState views), CLICK goals (mouse and keyboard, through the driver's input events),
// goals counted once per visit (reload, a second tab) and PAGE_VIEWS goals at their threshold.
// Fixture goals and items: test/browser/engines/fixtures/definitions.json. Every assertion reads
// what the stand-in accepted, or the tag's own answers in the page.
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES } from '../../support/engines/launch-engine.js';
import { tagPageUrl, type TagPageSetup } from '../../support/engines/tag-page-url.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { conversionsOf, DEFINITIONS_URL, whenDefinitionsSettled } from '../../support/engines/when-definitions.js';
import { whenEarlierEventsArrived } from '../../support/engines/when-earlier-events-arrived.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name);

  /** A tagged page with the fixture definitions, once they are ready. */
  const open = async (label: string, more: Partial<TagPageSetup> = {}) => {
    const site = createInspector(ctx.server.url, `${name}-definitions-${label}`);
    const page = await ctx.engine.newPage();
    const url = (pageLabel = label) =>
      tagPageUrl(ctx.server.url, {
        site: site.siteCode,
        label: pageLabel,
        ...more,
        attrs: { definitions: DEFINITIONS_URL, ...more.attrs },
      });
    await page.goto(url());
    await whenTagReady(page);
    expect(await whenDefinitionsSettled(page)).toMatchObject({ state: 'ready', goals: 9, customData: 3 });
    return { site, page, url };
  };

  it('URL goals: CONTAINS converts at the first view, REGULAR_EXPRESSION at a pushState view; INACTIVE converts nothing', async () => {
    const { site, page } = await open('url-goal');
    await page.evaluate(async () => {
      history.pushState({}, '', '/spa/thanks/42');
      await new Promise((resolve) => setTimeout(resolve, 250)); // past the settle time: one view
    });
    await whenEarlierEventsArrived(page, site);
    expect((await site.events('PAGE')).map((e) => new URL(String(e.href)).pathname)).toEqual(['/__engines/tag.html', '/spa/thanks/42']);
    expect(await conversionsOf(site, 301)).toHaveLength(1);
    expect(await conversionsOf(site, 302)).toHaveLength(1);
    expect(await conversionsOf(site, 303)).toEqual([]);
    await page.close();
  });

  it('CLICK goals: a mouse click inside the selector, Enter on a button, Space on a button, Enter on a link: each once', async () => {
    const { site, page } = await open('click');
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div class="buy"><span id="buy-inner">Buy now</span></div>' +
          '<button id="kb-enter">Enter</button> <button id="kb-space">Space</button> <a id="kb-link" href="#kb">Link</a>',
      );
      // The page's own handler stops the link's navigation: the tag listens in the capture phase anyway.
      document.getElementById('kb-link')!.addEventListener('click', (event) => event.preventDefault());
    });
    await page.click('#buy-inner');
    await page.press('#kb-enter', 'Enter');
    await page.press('#kb-space', 'Space');
    await page.press('#kb-link', 'Enter');
    await whenEarlierEventsArrived(page, site);
    for (const goalId of [310, 311, 312, 313])
      expect({ goalId, sent: (await conversionsOf(site, goalId)).length }).toEqual({ goalId, sent: 1 });
    await page.close();
  });

  it('once per visit: converted on page 1; a reload and a second tab send it again never; trackConversion answers the first nonce', async () => {
    const { site, page, url } = await open('once');
    await whenEarlierEventsArrived(page, site);
    const [first] = await conversionsOf(site, 320);
    expect(first).toBeDefined();
    await page.reload();
    await whenTagReady(page);
    expect(await whenDefinitionsSettled(page)).toMatchObject({ state: 'ready' });
    // A second tab of the same browser context, opened by a real click (no popup blocker refuses it).
    await page.evaluate((href: string) => {
      const scenario = ((window as unknown as TagWindow).scenario = {} as Record<string, unknown>);
      document.body.insertAdjacentHTML('beforeend', '<button id="open-tab">open</button>');
      document.getElementById('open-tab')!.addEventListener('click', () => void (scenario.tab = window.open(href, '_blank')));
    }, url());
    await page.click('#open-tab');
    const tab = await page.evaluate(async () => {
      const scenario = (window as unknown as TagWindow).scenario!;
      const deadline = Date.now() + 10_000;
      for (;;) {
        const other = (scenario.tab as (Window & Partial<TagWindow>) | null | undefined)?.visitTag;
        const stats = typeof other?.getStats == 'function' ? other.getStats().definitions : undefined;
        if (other && stats && stats.state !== 'loading') {
          await other.flush();
          return {
            state: stats.state,
            visitorCode: other.getVisitorCode(),
            mine: (window as unknown as TagWindow).visitTag.getVisitorCode(),
          };
        }
        if (Date.now() > deadline) throw new Error(`the second tab's definitions: ${stats ? stats.state : 'absent'}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    expect(tab).toMatchObject({ state: 'ready', visitorCode: tab.mine }); // the same visitor, so the same visit
    const again = await page.evaluate(() => (window as unknown as TagWindow).visitTag.trackConversion(320));
    expect(again).toBe(first);
    await whenEarlierEventsArrived(page, site);
    // Three PAGEs (page 1, its reload, the tab) and still the one conversion.
    await expect.poll(async () => (await site.events('PAGE')).length).toBe(3);
    expect(await conversionsOf(site, 320)).toEqual([first]);
    await page.close();
  });

  it('PAGE_VIEWS goal with data-goal-thresholds: converts at the second view of the visit, once', async () => {
    const { site, page, url } = await open('pv', { attrs: { 'goal-thresholds': '{"330":2}' } });
    await whenEarlierEventsArrived(page, site);
    expect(await conversionsOf(site, 330)).toEqual([]);
    for (const view of [2, 3]) {
      await page.goto(`${url()}&view=${view}`);
      await whenTagReady(page);
      expect(await whenDefinitionsSettled(page)).toMatchObject({ state: 'ready' });
      await whenEarlierEventsArrived(page, site);
      expect({ view, sent: (await conversionsOf(site, 330)).length }).toEqual({ view, sent: 1 });
    }
    await page.close();
  });
});
