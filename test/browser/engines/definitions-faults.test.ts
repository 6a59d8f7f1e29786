// The definitions part in every engine when something is wrong or strict: definitions that 404
// or are not JSON leave the tag working without them; a goal whose regular expression does not
// compile leaves only itself out; the part file loads under a strict CSP (nonce, 'strict-dynamic') that enforces Trusted
// Types; a part file that does not match its integrity fails, and what waited for it is still sent.
import { appendFileSync, copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../../../demo/server/find-root.js';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES } from '../../support/engines/launch-engine.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { conversionsOf, whenDefinitionsSettled } from '../../support/engines/when-definitions.js';
import { whenEarlierEventsArrived } from '../../support/engines/when-earlier-events-arrived.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

/** A copy of the production tag (loader, engine, part) whose part file was changed after the build pinned its integrity. */
function tamperedDist(): string {
  const dist = join(findRoot(), 'dist');
  const dir = mkdtempSync(join(tmpdir(), 'visit-tag-tampered-'));
  const files = readdirSync(dist).filter((file) => /^visit-tag\.((definitions|engine)-[0-9a-f]{8}\.)?js$/.test(file));
  for (const file of files) copyFileSync(join(dist, file), join(dir, file));
  const part = files.find((file) => file.includes('definitions-'));
  if (!part) throw new Error('dist has no definitions part file: run node scripts/build.mjs');
  appendFileSync(join(dir, part), '\n;window.tampered = true;\n');
  return dir;
}

const TAMPERED = tamperedDist();

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name, { extraStatic: { '/__tampered/': TAMPERED } });

  it.each([
    ['a URL that 404s', '/__engines/no-such-definitions.json', 'required'],
    ['a file that is not JSON', '/__engines/definitions-not-json.txt', 'syntax'],
  ])('bad definitions, %s: state failed with a problem; the PAGE and a manual conversion arrive', async (label, definitions, code) => {
    const site = createInspector(ctx.server.url, `${name}-bad-${label.replace(/\W+/g, '-')}`);
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, attrs: { definitions } }));
    await whenTagReady(page);
    const stats = await whenDefinitionsSettled(page);
    expect(stats.state).toBe('failed');
    // The production build's problems name the field and the code, without sentences.
    expect(stats.problems).toEqual([expect.objectContaining({ field: 'definitions', code })]);
    const nonce = await page.evaluate(() => (window as unknown as TagWindow).visitTag.trackConversion(50) as string);
    await whenEarlierEventsArrived(page, site);
    expect(await conversionsOf(site, 50)).toEqual([nonce]);
    expect(await site.events('PAGE')).toHaveLength(1);
    expect((await site.inspect()).rejected).toEqual([]);
    await page.close();
  });

  it('one goal whose pattern does not compile leaves only itself out: a (?i) URL goal and a CLICK goal beside it convert', async () => {
    const site = createInspector(ctx.server.url, `${name}-one-bad-goal`);
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, attrs: { definitions: '/__engines/definitions-bad-regex.json' } }));
    await whenTagReady(page);
    const stats = await whenDefinitionsSettled(page);
    expect(stats.state).toBe('ready');
    expect(stats.problems).toEqual([expect.objectContaining({ field: 'goals[id=340].params.matchString', code: 'syntax' })]);
    await page.evaluate(() => document.body.click());
    await whenEarlierEventsArrived(page, site);
    expect(await conversionsOf(site, 341)).toHaveLength(1);
    expect(await conversionsOf(site, 342)).toHaveLength(1);
    expect(await conversionsOf(site, 340)).toEqual([]);
    await page.close();
  });

  it("strict CSP with a nonce, 'strict-dynamic' and Trusted Types: the part file loads, definitions are ready, a URL goal converts", async () => {
    const site = createInspector(ctx.server.url, 'engines-csp');
    const page = await ctx.engine.newPage();
    await page.goto(`${ctx.server.url}/__engines/csp.html?label=url-goal`);
    await whenTagReady(page);
    // The policy is in force (each engine here enforces Trusted Types): a plain string cannot become
    // a script's address, and no policy but the tag's own can be created.
    const enforced = await page.evaluate(() => {
      const refuses = (run: () => void) => {
        try {
          run();
          return false;
        } catch {
          return true;
        }
      };
      const factory = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
      return {
        stringSrc: refuses(() => (document.createElement('script').src = '/x.js')),
        otherPolicy: refuses(() => factory.createPolicy('other', {})),
      };
    });
    expect(enforced).toEqual({ stringSrc: true, otherPolicy: true });
    expect(await whenDefinitionsSettled(page)).toMatchObject({ state: 'ready', goals: 9, problems: expect.any(Array) as unknown });
    await whenEarlierEventsArrived(page, site);
    expect(await conversionsOf(site, 301)).toHaveLength(1);
    await page.close();
  });

  it('a part file that does not match its integrity: state failed, and a conversion with an order id tracked before it still arrives', async () => {
    const site = createInspector(ctx.server.url, `${name}-tampered`);
    const page = await ctx.engine.newPage();
    const queue = [['trackConversion', 78, { orderId: 'T-1' }]];
    const url = tagPageUrl(ctx.server.url, {
      site: site.siteCode,
      src: '/__tampered/visit-tag.js',
      record: true,
      queue,
      attrs: { definitions: '/__engines/definitions.json' },
    });
    await page.goto(url);
    await whenTagReady(page);
    expect(await whenDefinitionsSettled(page)).toMatchObject({ state: 'failed' });
    const { nonce, tampered } = await page.evaluate(() => ({
      nonce: (window as unknown as { queueResults: string[] }).queueResults[0],
      tampered: (window as unknown as { tampered?: boolean }).tampered ?? false,
    }));
    expect(tampered).toBe(false); // the browser refused to run the changed file
    await expect.poll(() => conversionsOf(site, 78), { timeout: 15_000 }).toEqual([nonce]);
    await page.close();
  });
});
