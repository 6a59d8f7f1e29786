// Issue 14, item 1: page views in real single-page apps. React Router (React 19: a <title> in the
// route component, and document.title in an effect), Vue Router (afterEach) and SvelteKit
// (<svelte:head>), each built with Vite as its users build it (test/fixtures/routers/), with the
// production script tag, driven by clicking the apps' own links in Chromium, Firefox ESR and
// WebKitGTK. What the stand-in server received is written to .cache/routers/observed.json, from
// which `npm run routers-table` prints the table in docs/single-page-apps.md.
import { beforeAll, describe, expect, it } from 'vitest';
import { createInspector, type Inspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES, type EngineName, type EnginePage } from '../../support/engines/launch-engine.js';
import { ENGINE_FIXTURES_PREFIX } from '../../support/engines/tag-page-url.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenEarlierEventsArrived } from '../../support/engines/when-earlier-events-arrived.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';
import { buildRouterApp, ROUTER_APPS, type RouterApp } from '../../support/routers/build-router-app.js';
import { countRight, recordRouterObservation, type SeenPage } from '../../support/routers/record-router-observation.js';
import { useAppServers } from '../../support/routers/serve-router-app.js';

/** A user's pace: longer than the tag's settle time (100 ms quiet) plus the router's render. */
const STEP_PAUSE_MS = 400;

/** The navigation scenario, and the PAGEs it must give: one per real URL change, nothing else. */
const STEPS = ['#to-a', '#to-b', '#to-old', '#replace-same', '#to-hash', 'back', 'back'];
const EXPECTED: SeenPage[] = [
  { path: '/', title: 'Home' }, // the first view, read at start; the page was opened directly: no referrer
  { path: '/a', title: 'Page A', referrer: '/' },
  { path: '/b', title: 'Page B', referrer: '/a' },
  { path: '/b2', title: 'Page B2', referrer: '/b' }, // /old redirects inside one navigation: one view
  // #replace-same: the same URL again, none; #to-hash: a hash-only change, none; back: to /b2, hash only, none
  { path: '/b', title: 'Page B', referrer: '/b2' }, // back again: a real URL change
];

/** The steps whose URL change is real, in order: each gives one of the PAGEs after the first. */
const PAGE_STEPS = [0, 1, 2, 6];

/** When (performance.now() in the page) each step was clicked and each PAGE was stored. */
interface StepTimes {
  clicks: number[];
  stored: number[];
}

/** The longest a step waits for the PAGE it gives to be stored (a loaded machine, a router fetching its route). */
const PAGE_WAIT_MS = 3000;

/**
 * Clicks the app's links (or goes back) in the page, pausing after each like a user would: at
 * least `pause`, and after a step in `pageSteps` until its PAGE is stored (up to PAGE_WAIT_MS), as
 * a user clicks on once the page has rendered. Under load a router can take longer than the pause
 * to change the URL, and the next click would then fall within the same view.
 */
function runSteps(page: EnginePage, steps: string[], { pause = STEP_PAUSE_MS, pageSteps = [] as number[] } = {}): Promise<StepTimes> {
  return page.evaluate(
    async ({ steps, pause, pageSteps, pageWaitMs }: { steps: string[]; pause: number; pageSteps: number[]; pageWaitMs: number }) => {
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const times: StepTimes = { clicks: [], stored: [] };
      const off = (window as unknown as TagWindow).visitTag.onOutcome((outcome) => {
        if (outcome.type === 'stored' && outcome.eventType === 'PAGE') times.stored.push(performance.now());
      });
      for (const [index, step] of steps.entries()) {
        times.clicks.push(performance.now());
        if (step === 'back') history.back();
        else document.querySelector<HTMLElement>(step)!.click();
        await sleep(pause);
        const pagesDue = pageSteps.filter((pageStep) => pageStep <= index).length;
        for (let waited = 0; times.stored.length < pagesDue && waited < pageWaitMs; waited += 20) await sleep(20);
      }
      off();
      return times;
    },
    { steps, pause, pageSteps, pageWaitMs: PAGE_WAIT_MS },
  );
}

/**
 * Click → PAGE stored (ms) for each real URL change: the router's work, the settle time and the
 * IndexedDB write. PAGEs pair with PAGE_STEPS in order.
 */
const delaysOf = ({ clicks, stored }: StepTimes): number[] =>
  stored.length === PAGE_STEPS.length ? PAGE_STEPS.map((step, i) => Math.round(stored[i] - clicks[step])) : [];

/**
 * Opens the app at `/` and waits for the tag, for the router (a prerendered link is clickable
 * before it is the router's) and for the first PAGE at the server (so its IndexedDB write, slow
 * under load, is not taken for a later view's).
 */
async function openApp(page: EnginePage, appUrl: string, site: Inspector): Promise<void> {
  await page.goto(`${appUrl}/`);
  await whenTagReady(page);
  await page.evaluate(async () => {
    while (document.documentElement.dataset.appReady !== 'true') await new Promise((resolve) => setTimeout(resolve, 20));
  });
  await expect.poll(async () => (await site.events('PAGE')).length, { timeout: 15_000 }).toBe(1);
}

/** The PAGEs the server received, with the app's origin cut from URLs. */
async function seenPages(site: Inspector, appUrl: string): Promise<SeenPage[]> {
  const strip = (url: unknown) => (typeof url === 'string' ? url.replace(appUrl, '') : undefined);
  return (await site.events('PAGE')).map((e) => ({
    path: strip(e.href)!,
    ...(typeof e.title === 'string' ? { title: e.title } : {}),
    ...(e.referrerHref === undefined ? {} : { referrer: strip(e.referrerHref) }),
  }));
}

// Built once for all engines (cached in .cache/routers/ by a hash of the sources and versions).
const sites = {} as Record<RouterApp, string>;
beforeAll(async () => {
  for (const app of ROUTER_APPS) sites[app] = await buildRouterApp(app);
}, 120_000);

describe.each(ENGINE_NAMES)('%s', (engine: EngineName) => {
  const ctx = useEngine(engine);
  const serveApp = useAppServers();
  const startApp = async (app: RouterApp, label: string, definitions?: (appUrl: string) => unknown) => {
    const site = createInspector(ctx.server.url, `${engine}-${app}-${label}`);
    const server = await serveApp(sites[app], { siteCode: site.siteCode, dataUrl: ctx.server.url, definitions });
    return { site, appUrl: server.url };
  };

  it.each(ROUTER_APPS)('%s: one PAGE per real URL change, with the new title and the previous view as referrer', async (app) => {
    const { site, appUrl } = await startApp(app, 'nav');
    const page = await ctx.engine.newPage();
    await openApp(page, appUrl, site);
    const times = await runSteps(page, STEPS, { pageSteps: PAGE_STEPS });
    await whenEarlierEventsArrived(page, site);
    const seen = await seenPages(site, appUrl);
    recordRouterObservation({
      router: app,
      engine,
      pages: seen.length,
      expectedPages: EXPECTED.length,
      titlesRight: countRight(seen, EXPECTED, 'title'),
      referrersRight: countRight(seen, EXPECTED, 'referrer'),
      delays: delaysOf(times),
    });
    expect(seen).toEqual(EXPECTED);
    await page.close();
  });

  it.each(ROUTER_APPS)('%s: a page left before its title settles still sends its PAGE, with the title it had', async (app) => {
    const { site, appUrl } = await startApp(app, 'hidden');
    const page = await ctx.engine.newPage();
    await openApp(page, appUrl, site);
    // /slow renders a new title every 40 ms: the view never goes quiet. 200 ms after the click no
    // PAGE is stored yet; the page is left then, well before the 1 s cap, so leaving sends it.
    expect((await runSteps(page, ['#to-slow'], { pause: 200 })).stored).toEqual([]);
    await page.goto(new URL(`${ENGINE_FIXTURES_PREFIX}blank.html`, ctx.server.url).href);
    let slow: SeenPage | undefined;
    await expect
      .poll(async () => (slow = (await seenPages(site, appUrl)).find((p) => p.path === '/slow')), { timeout: 15_000 })
      .toBeDefined()
      .catch(() => {});
    recordRouterObservation({ router: app, engine, hiddenTitle: slow?.title ?? null });
    expect(slow).toMatchObject({ path: '/slow', referrer: '/' });
    expect(slow?.title).toMatch(/^Slow \d+$/);
    await page.close();
  });

  it.each(ROUTER_APPS)("%s: URL goals of the definitions convert on the router's views, a once-per-visit one once", async (app) => {
    const { site, appUrl } = await startApp(app, 'goals', URL_GOALS);
    const page = await ctx.engine.newPage();
    await openApp(page, appUrl, site);
    // /a, /b, /old (redirected to /b2 in one navigation), then back to /b: goal 402 counts once per visit.
    await runSteps(page, ['#to-a', '#to-b', '#to-old', 'back'], { pageSteps: [0, 1, 2, 3] });
    await whenEarlierEventsArrived(page, site);
    expect((await site.events('PAGE')).map((e) => String(e.href).replace(appUrl, ''))).toEqual(['/', '/a', '/b', '/b2', '/b']);
    const urlGoals = (await site.events('CONVERSION')).filter((e) => Number(e.goalId) > 400 && Number(e.goalId) < 500); // 999 marks the flush
    expect(urlGoals.map((e) => e.goalId)).toEqual([401, 402, 403]);
    await page.close();
  });
});

/** Full-URL patterns, as the service holds them: /a (any number of times), /b (once per visit), /b2. */
const URL_GOALS = () => ({
  goals: [
    [401, '/a$', true],
    [402, '/b$', false],
    [403, '/b2$', true],
  ].map(([id, pattern, hasMultipleConversions]) => ({
    id,
    name: `URL goal ${id as number}`,
    type: 'URL',
    siteId: 1,
    status: 'ACTIVE',
    hasMultipleConversions,
    params: { matchString: `^https?://[^/]+${pattern as string}`, matchType: 'REGULAR_EXPRESSION' },
  })),
  customData: [],
});
