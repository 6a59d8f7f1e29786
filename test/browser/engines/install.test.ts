// Issue 9: the script-tag install with its command queue, the ESM build in a page, STATICDATA
// right for the engine it runs in, and PAGE on load, in Chromium, Firefox ESR and WebKitGTK,
// asserted on what the stand-in server received.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES, type EngineName, type EnginePage } from '../../support/engines/launch-engine.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

// ua-parser-js v1 ships no types: the one call used here, typed.
const UAParser = createRequire(import.meta.url)('ua-parser-js') as new (ua: string) => {
  getResult(): { browser: { name?: string; version?: string }; os: { name?: string } };
};

/** What the engine itself says, read in the page: the oracle STATICDATA is checked against. */
async function readEngineFacts(page: EnginePage) {
  return page.evaluate(() => ({
    userAgent: navigator.userAgent,
    brands: (navigator as { userAgentData?: { brands: { brand: string; version: string }[] } }).userAgentData?.brands,
    screenWidth: screen.width,
    screenHeight: screen.height,
    language: navigator.language,
  }));
}

/** The browser and version STATICDATA must carry: client hints in Chromium, the UA string elsewhere (read by ua-parser-js v1). */
function expectedBrowser(name: EngineName, facts: Awaited<ReturnType<typeof readEngineFacts>>) {
  if (name === 'chromium') {
    const brand = facts.brands!.find((b) => !/not.a.brand/i.test(b.brand))!;
    return { browser: brand.brand, browserVersion: parseFloat(brand.version), os: 'Linux', deviceType: 'DESKTOP' };
  }
  const parsed = new UAParser(facts.userAgent).getResult();
  return { browser: parsed.browser.name, browserVersion: parseFloat(parsed.browser.version!), os: parsed.os.name, deviceType: 'DESKTOP' };
}

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name);

  it('installs from the script tag, replays the queued commands, keeps push working, sends PAGE on load', async () => {
    const site = createInspector(ctx.server.url, `${name}-install`);
    const page = await ctx.engine.newPage();
    const url = tagPageUrl(ctx.server.url, {
      site: site.siteCode,
      queue: [
        ['setCustomData', 3, 'pro'],
        ['trackConversion', 42, { revenue: 9.5 }],
      ],
    });
    await page.goto(url);
    await whenTagReady(page);
    const { visitorCode, nonce } = await page.evaluate(async () => {
      const w = window as unknown as TagWindow;
      let nonce: unknown;
      w.visitTagQueue.push((tag: TagWindow['visitTag']) => (nonce = tag.trackConversion(43)));
      await w.visitTag.flush();
      return { visitorCode: w.visitTag.getVisitorCode(), nonce };
    });
    expect(nonce).toMatch(/^[0-9a-f]{16}$/);

    await expect.poll(async () => (await site.events('CONVERSION')).length, { timeout: 15_000 }).toBe(2);
    const events = await site.events();
    const byType = (type: string) => events.filter((e) => e.eventType === type);
    expect(byType('STATICDATA')).toHaveLength(1);
    expect(byType('PAGE').map((e) => e.href ?? e.herf)).toEqual([url]);
    expect(byType('PAGE')[0].title).toBe('visit-tag engine scenario');
    expect(byType('CUSTOMDATA')).toEqual([expect.objectContaining({ index: 3, valuesCountMap: { pro: 1 } })]);
    expect(byType('CONVERSION').map((e) => [String(e.goalId), e.revenue ?? null])).toEqual([
      ['42', 9.5],
      ['43', null],
    ]);
    expect(byType('CONVERSION')[1].nonce).toBe(nonce);
    // One visitor: every event carries the code the page reports (when it is in the body, not the query).
    const { requests } = await site.inspect();
    expect(events.every((e) => e.visitorCode === undefined || e.visitorCode === visitorCode)).toBe(true);
    expect(requests.every((r) => r.status === 202)).toBe(true);
    await page.close();
  });

  it('sends STATICDATA right for this engine (client hints where they exist, the user agent otherwise)', async () => {
    const site = createInspector(ctx.server.url, `${name}-staticdata`);
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode }));
    await whenTagReady(page);
    const facts = await readEngineFacts(page);
    await page.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
    await expect.poll(async () => (await site.events('STATICDATA')).length, { timeout: 15_000 }).toBe(1);
    const [staticData] = await site.events('STATICDATA');
    expect(staticData).toMatchObject({
      ...expectedBrowser(name, facts),
      screenWidth: facts.screenWidth,
      screenHeight: facts.screenHeight,
    });
    // A language tag only when the engine gives a valid one (MiniBrowser under LANG=C says "C").
    if (/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(facts.language)) expect(staticData.localeLanguageTag).toBe(facts.language);
    else expect(staticData.localeLanguageTag).toBeUndefined();
    await page.close();
  });

  it('runs the ESM build in a page (idb-keyval through an import map)', async () => {
    const site = createInspector(ctx.server.url, `${name}-esm`);
    const page = await ctx.engine.newPage();
    const url = `${ctx.server.url}/__engines/esm.html?site=${site.siteCode}`;
    await page.goto(url);
    await expect
      .poll(async () => (await site.events()).map((e) => e.eventType).sort(), { timeout: 15_000 })
      .toEqual(['PAGE', 'STATICDATA']);
    expect((await site.events('PAGE'))[0].href ?? (await site.events('PAGE'))[0].herf).toBe(url);
    await page.close();
  });
});
