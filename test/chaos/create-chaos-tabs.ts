import type { ChaosBrowser, ChaosPage } from './chaos-browser.js';
import type { ConversionSpec, ReportedOutcome, StatsSnapshot, TrackedConversion } from './chaos-types.js';
import { whenChaosPageReady } from './when-chaos-page-ready.js';
import { followLink } from '../support/engines/follow-link.js';

/** What the runner writes down while the tabs run: the evidence the summary judges. */
export interface ChaosRecord {
  tracked: TrackedConversion[];
  outcomes: ReportedOutcome[];
  /** The last `getStats()` of every document, by its instance id. */
  stats: Map<string, StatsSnapshot>;
  refused: number;
  failedCalls: number;
  errors: string[];
}

/** The page's globals as the runner uses them (evaluate functions run in the page). */
interface ChaosWindow {
  __chaosInstance: string;
  __chaosOutbox: Omit<ReportedOutcome, 'instance'>[];
  visitTag: {
    trackConversion(goalId: number | string, options: object): string | unknown[];
    getVisitorCode(): string;
    getStats(): StatsSnapshot;
    ready: Promise<void>;
  };
}

/** What every call brings back from a page: its instance, its stats and the outcomes it kept since. */
type PageNews = { instance: string; stats: StatsSnapshot; outbox: Omit<ReportedOutcome, 'instance'>[] };

/**
 * The tabs of a chaos run, one numbered slot each, and what can happen to them. Nonces are
 * recorded the moment `trackConversion` returns them (its result comes back with the evaluate),
 * and every call also returns the page's `getStats()` and the outcomes it kept, so the last counts
 * of a page that then crashes are already here. Errors are recorded, never thrown: chaos goes on.
 * @example const tabs = createChaosTabs({ browser, pageUrl, record, elapsed }); await tabs.open(0);
 */
export function createChaosTabs(options: { browser: ChaosBrowser; pageUrl: string; record: ChaosRecord; elapsed: () => number }) {
  const { browser, pageUrl, record } = options;
  const pages: (ChaosPage | undefined)[] = [];
  const fail = (what: string, error: unknown) => {
    if (record.errors.length < 50)
      record.errors.push(
        `${(options.elapsed() / 1000).toFixed(1)}s ${what}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
      );
  };
  const keep = (news: PageNews) => {
    record.stats.set(news.instance, news.stats);
    for (const outcome of news.outbox) record.outcomes.push({ instance: news.instance, ...outcome });
  };
  const urlOf = (view?: number) => (view === undefined ? pageUrl : `${pageUrl}?view=${view}`);

  async function open(tab: number): Promise<void> {
    try {
      const page = await browser.newPage();
      pages[tab] = page;
      await page.goto(pageUrl);
      await whenChaosPageReady(page);
    } catch (error) {
      fail(`open tab ${tab}`, error);
    }
  }

  async function snapshot(tab: number): Promise<void> {
    await pages[tab]
      ?.evaluate(() => {
        const w = window as unknown as ChaosWindow;
        return { instance: w.__chaosInstance, stats: w.visitTag.getStats(), outbox: w.__chaosOutbox.splice(0) };
      })
      .then(keep, (error) => fail(`stats of tab ${tab}`, error));
  }

  async function track(tab: number, conversions: ConversionSpec[]): Promise<void> {
    const page = pages[tab];
    if (!page) return;
    const atMs = options.elapsed();
    try {
      const answer = await page.evaluate(async (specs: ConversionSpec[]) => {
        const w = window as unknown as ChaosWindow;
        const results = specs.map((s) => {
          const opts: Record<string, unknown> = { metadata: s.metadata };
          if (s.revenue !== undefined) opts.revenue = s.revenue;
          if (s.negative) opts.negative = true;
          return w.visitTag.trackConversion(s.goalId, opts);
        });
        // A new visitor's code is the engine's to make: before it is there, the loader answers '' (a
        // returning visitor's comes from the cookie at once). The events carry the engine's.
        await Promise.race([w.visitTag.ready, new Promise((resolve) => setTimeout(resolve, 5000))]);
        const news = { instance: w.__chaosInstance, stats: w.visitTag.getStats(), outbox: w.__chaosOutbox.splice(0) };
        return { results, visitorCode: w.visitTag.getVisitorCode(), ...news };
      }, conversions);
      answer.results.forEach((result, i) => {
        if (typeof result === 'string')
          record.tracked.push({ nonce: result, visitorCode: answer.visitorCode, tab, atMs, spec: conversions[i] });
        else record.refused++;
      });
      keep(answer);
    } catch (error) {
      record.failedCalls += conversions.length;
      fail(`track on tab ${tab} (seq ${conversions[0].seq}–${conversions[conversions.length - 1].seq})`, error);
    }
  }

  async function spa(tab: number, view: number): Promise<void> {
    await pages[tab]
      ?.evaluate((v: number) => history.pushState({ view: v }, '', `?view=${v}`), view)
      .catch((error) => fail(`spa on tab ${tab}`, error));
    await snapshot(tab);
  }

  /** The browser's reload button (no `navigate` event in the page). */
  async function reload(tab: number): Promise<void> {
    const page = pages[tab];
    if (page)
      await page
        .reload()
        .then(() => whenChaosPageReady(page))
        .catch((error) => fail(`reload tab ${tab}`, error));
  }

  /**
   * Follows a link, as users mostly navigate: a navigation the page starts (the Navigation API's
   * `navigate` event fires in the page first), unlike `goto`, which is the address bar.
   */
  async function navigate(tab: number, view: number): Promise<void> {
    const page = pages[tab];
    if (!page) return;
    const url = urlOf(view);
    try {
      await followLink(page, url);
      await whenChaosPageReady(page, url);
    } catch (error) {
      fail(`navigate tab ${tab}`, error);
    }
  }

  async function close(tab: number): Promise<void> {
    const page = pages[tab];
    pages[tab] = undefined;
    await page?.close().catch((error) => fail(`close tab ${tab}`, error));
  }

  /** Kills the renderer where the engine can (no pagehide), then opens a new page. */
  async function crash(tab: number): Promise<void> {
    const page = pages[tab];
    if (!page?.crash) return;
    await snapshot(tab);
    pages[tab] = undefined;
    await page.crash().catch((error) => fail(`crash tab ${tab}`, error));
    await open(tab);
  }

  return { open, snapshot, track, spa, reload, navigate, close, crash, isOpen: (tab: number) => !!pages[tab], count: () => pages.length };
}

/** The tab controller's interface. */
export type ChaosTabs = ReturnType<typeof createChaosTabs>;
