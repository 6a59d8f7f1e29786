// Issue 9: single-page-app navigation in every engine: pushState, replaceState, back/forward and
// hash changes give one PAGE per real URL change, through the Navigation API where the engine has
// it (Chromium, Firefox) and through the history fallback where it has not (WebKit).
import { describe, expect, it } from 'vitest';
import { createInspector, type Inspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES, type EnginePage } from '../../support/engines/launch-engine.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenEarlierEventsArrived } from '../../support/engines/when-earlier-events-arrived.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

/**
 * Runs history steps in the page, each followed by a pause longer than the tag's settle time (it
 * reads a view 100 ms after the last URL or <head> change; closer steps are one navigation). `push:URL`, `replace:URL` (empty URL = state only), `hash:H`, `back`, `forward`.
 */
function runHistorySteps(page: EnginePage, steps: string[]): Promise<void> {
  return page.evaluate(async (steps: string[]) => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
    const traverse = (go: () => void) =>
      new Promise<void>((resolve) => {
        addEventListener('popstate', () => resolve(), { once: true });
        go();
      });
    for (const step of steps) {
      const [kind, arg] = [step.slice(0, step.indexOf(':') + 1 || step.length), step.slice(step.indexOf(':') + 1)];
      if (kind === 'push:') history.pushState({ step }, '', arg);
      else if (kind === 'replace:') history.replaceState({ step }, '', arg || undefined);
      else if (kind === 'hash:') location.hash = arg;
      else if (step === 'back') await traverse(() => history.back());
      else if (step === 'forward') await traverse(() => history.forward());
      await settle();
    }
  }, steps);
}

/** The PAGE URLs the server has once every event tracked so far has arrived. */
async function pagesAfterFlush(page: EnginePage, site: Inspector): Promise<string[]> {
  await whenEarlierEventsArrived(page, site);
  return (await site.events('PAGE')).map((e) => String(e.href ?? e.herf));
}

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name);

  it('sends one PAGE per real URL change: push, replace, back, forward; none for state-only or hash-only changes', async () => {
    const site = createInspector(ctx.server.url, `${name}-spa`);
    const page = await ctx.engine.newPage();
    const start = tagPageUrl(ctx.server.url, { site: site.siteCode });
    await page.goto(start);
    await whenTagReady(page);
    const at = (path: string) => new URL(path, ctx.server.url).href;
    await runHistorySteps(page, [
      'push:/spa/a', // PAGE /spa/a
      'push:/spa/a', // same URL again: none
      'replace:', // state only: none
      'replace:/spa/b', // PAGE /spa/b
      'hash:section', // hash only, hashRouting off: none
      'push:/spa/c', // PAGE /spa/c
      'back', // /spa/b#section: PAGE
      'back', // /spa/b: hash only, none
      'back', // /spa/a: PAGE
      'forward', // /spa/b: PAGE
    ]);
    expect(await pagesAfterFlush(page, site)).toEqual([
      start,
      at('/spa/a'),
      at('/spa/b'),
      at('/spa/c'),
      at('/spa/b#section'),
      at('/spa/a'),
      at('/spa/b'),
    ]);
    // Which path did the work: the history fallback wraps pushState, the Navigation API needs not.
    const path = await page.evaluate(
      () => ('navigation' in window ? 'navigation' : 'history') + (/\[native code\]/.test(history.pushState.toString()) ? '' : '+wrapped'),
    );
    expect(path).toBe(name === 'webkit' ? 'history+wrapped' : 'navigation');
    await page.close();
  });

  it('counts hash changes as page views with hashRouting on', async () => {
    const site = createInspector(ctx.server.url, `${name}-hash`);
    const page = await ctx.engine.newPage();
    const start = tagPageUrl(ctx.server.url, { site: site.siteCode, attrs: { 'hash-routing': 'true' } });
    await page.goto(start);
    await whenTagReady(page);
    await runHistorySteps(page, ['hash:/x', 'hash:/y', 'back', 'hash:/x']);
    // back lands on #/x; setting #/x again there changes nothing.
    expect(await pagesAfterFlush(page, site)).toEqual([start, `${start}#/x`, `${start}#/y`, `${start}#/x`]);
    await page.close();
  });
});
