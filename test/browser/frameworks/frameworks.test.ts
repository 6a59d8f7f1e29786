// Issue 22, item 3: the framework entries in real apps. A React 19 app under <StrictMode> (React's
// development build, which mounts every component twice) with <VisitTag> from visit-tag/react, and
// a Vue 3 app with app.use(visitTag, options) from visit-tag/vue, each built with Vite from the
// built package (test/fixtures/frameworks/), opened in Chromium, Firefox ESR and WebKitGTK. What
// the stand-in server received shows one start: one STATICDATA, one PAGE (with the props'
// redactQuery applied), and the conversion a component tracked with useVisitTag().
import { beforeAll, describe, expect, it } from 'vitest';
import { buildViteApp } from '../../support/build-vite-app.js';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES, type EngineName, type EnginePage } from '../../support/engines/launch-engine.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { useAppServers } from '../../support/routers/serve-router-app.js';
import type { Tracker } from '../../../src/types/tracker-types.js';

const FRAMEWORK_APPS = ['react', 'vue'] as const;
type FrameworkApp = (typeof FRAMEWORK_APPS)[number];

/** What the fixture apps put on window for the test. */
interface AppWindow {
  appTracker: Tracker;
  effectRuns?: number;
}

/** Clicks the app's Buy button (a conversion tracked with useVisitTag()) and flushes the page's tracker. */
function buyAndFlush(page: EnginePage): Promise<void> {
  return page.evaluate(async () => {
    document.querySelector<HTMLButtonElement>('#buy')!.click();
    await (window as unknown as AppWindow).appTracker.flush();
  });
}

// Built once for all engines, from dist/ (cached in .cache/frameworks/ by a hash of the sources and dist).
const sites = {} as Record<FrameworkApp, string>;
beforeAll(async () => {
  for (const app of FRAMEWORK_APPS) {
    sites[app] = await buildViteApp({ source: `test/fixtures/frameworks/${app}`, cache: '.cache/frameworks', name: app, inputs: ['dist'] });
  }
}, 120_000);

describe.each(ENGINE_NAMES)('%s', (engine: EngineName) => {
  const ctx = useEngine(engine);
  const serveApp = useAppServers();

  it.each(FRAMEWORK_APPS)('%s: one start (one STATICDATA, one PAGE), and the conversion a component tracked', async (app) => {
    const site = createInspector(ctx.server.url, `${engine}-${app}-entry`);
    const server = await serveApp(sites[app], { siteCode: site.siteCode, dataUrl: ctx.server.url });
    const page = await ctx.engine.newPage();
    await page.goto(`${server.url}/?email=ann%40example.com`);
    await page.evaluate(async () => {
      while (document.documentElement.dataset.appReady !== 'true') await new Promise((resolve) => setTimeout(resolve, 20));
    });
    if (app === 'react') expect(await page.evaluate(() => (window as unknown as AppWindow).effectRuns)).toBe(2);
    await buyAndFlush(page);
    // The tag sends oldest first: once the conversion is there, every event tracked before it is too.
    await expect.poll(async () => (await site.events('CONVERSION')).length, { timeout: 15_000 }).toBe(1);
    const events = await site.events();
    expect(events.map((e) => e.eventType)).toEqual(['STATICDATA', 'PAGE', 'CONVERSION']);
    expect(events[1]).toMatchObject({ href: `${server.url}/?email=REDACTED`, title: 'Shop' });
    expect(events[2]).toMatchObject({ goalId: 12, revenue: 30 });
    await page.close();
  });
});
