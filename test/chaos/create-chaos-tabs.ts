import type { BrowserContext, Page } from 'playwright-core';
import type { ConversionSpec, ReportedOutcome, StatsSnapshot, TrackedConversion } from './chaos-types.js';

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

/** The page's globals as the runner uses them (page.evaluate functions run in the page). */
interface ChaosWindow {
  __chaosInstance: string;
  visitTag: {
    trackConversion(goalId: number | string, options: object): string | unknown[];
    getVisitorCode(): string;
    getStats(): StatsSnapshot;
  };
}

const READY = 'window.__chaosReady === true';
const LOAD_TIMEOUT_MS = 15_000;

/**
 * The tabs of a chaos run, one numbered slot each, and what can happen to them. Nonces are
 * recorded the moment `trackConversion` returns them (its result comes back with the evaluate),
 * and every call also returns the page's `getStats()`, so the last counts of a page that then
 * crashes are already here. Errors are recorded, never thrown: chaos goes on.
 * @example const tabs = createChaosTabs({ context, pageUrl, record, elapsed }); await tabs.open(0);
 */
export function createChaosTabs(options: { context: BrowserContext; pageUrl: string; record: ChaosRecord; elapsed: () => number }) {
  const { context, pageUrl, record } = options;
  const pages: (Page | undefined)[] = [];
  const fail = (what: string, error: unknown) => {
    if (record.errors.length < 50)
      record.errors.push(
        `${(options.elapsed() / 1000).toFixed(1)}s ${what}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
      );
  };
  const keep = (answer: { instance: string; stats: StatsSnapshot }) => record.stats.set(answer.instance, answer.stats);
  const load = async (page: Page, go: () => Promise<unknown>) => {
    await go();
    await page.waitForFunction(READY, undefined, { timeout: LOAD_TIMEOUT_MS });
  };
  const urlOf = (view?: number) => (view === undefined ? pageUrl : `${pageUrl}?view=${view}`);

  async function open(tab: number): Promise<void> {
    const page = await context.newPage();
    pages[tab] = page;
    await load(page, () => page.goto(pageUrl, { timeout: LOAD_TIMEOUT_MS })).catch((error) => fail(`open tab ${tab}`, error));
  }

  async function snapshot(tab: number): Promise<void> {
    const page = pages[tab];
    if (!page) return;
    await page
      .evaluate(() => {
        const w = window as unknown as ChaosWindow;
        return { instance: w.__chaosInstance, stats: w.visitTag.getStats() };
      })
      .then(keep, (error) => fail(`stats of tab ${tab}`, error));
  }

  async function track(tab: number, conversions: ConversionSpec[]): Promise<void> {
    const page = pages[tab];
    if (!page) return;
    const atMs = options.elapsed();
    try {
      const answer = await page.evaluate((specs) => {
        const w = window as unknown as ChaosWindow;
        const results = specs.map((s) => {
          const opts: Record<string, unknown> = { metadata: s.metadata };
          if (s.revenue !== undefined) opts.revenue = s.revenue;
          if (s.negative) opts.negative = true;
          return w.visitTag.trackConversion(s.goalId, opts);
        });
        return { results, visitorCode: w.visitTag.getVisitorCode(), instance: w.__chaosInstance, stats: w.visitTag.getStats() };
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
      ?.evaluate((v) => history.pushState({ view: v }, '', `?view=${v}`), view)
      .catch((error) => fail(`spa on tab ${tab}`, error));
    await snapshot(tab);
  }

  /** The browser's reload button (no `navigate` event in the page). */
  async function reload(tab: number): Promise<void> {
    const page = pages[tab];
    if (page) await load(page, () => page.reload({ timeout: LOAD_TIMEOUT_MS })).catch((error) => fail(`reload tab ${tab}`, error));
  }

  /**
   * Follows a link, as users mostly navigate: a navigation the page starts (the Navigation API's
   * `navigate` event fires in the page first), unlike `page.goto`, which is the address bar.
   */
  async function navigate(tab: number, view: number): Promise<void> {
    const page = pages[tab];
    const url = urlOf(view);
    const click = async () => {
      const arrived = page!.waitForURL(url, { timeout: LOAD_TIMEOUT_MS });
      await page!.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        document.body.append(link);
        link.click();
      }, url);
      await arrived;
    };
    if (page) await load(page, click).catch((error) => fail(`navigate tab ${tab}`, error));
  }

  async function close(tab: number): Promise<void> {
    const page = pages[tab];
    pages[tab] = undefined;
    await page?.close().catch((error) => fail(`close tab ${tab}`, error));
  }

  /** Kills the renderer (CDP Page.crash never answers: wait for the crash event), then opens a new page. */
  async function crash(tab: number): Promise<void> {
    const page = pages[tab];
    if (!page) return;
    await snapshot(tab);
    try {
      const session = await context.newCDPSession(page);
      const crashed = page.waitForEvent('crash', { timeout: 10_000 });
      session.send('Page.crash').catch(() => {});
      await crashed;
    } catch (error) {
      fail(`crash tab ${tab}`, error);
    }
    await close(tab);
    await open(tab);
  }

  return { open, snapshot, track, spa, reload, navigate, close, crash, isOpen: (tab: number) => !!pages[tab], count: () => pages.length };
}

/** The tab controller's interface. */
export type ChaosTabs = ReturnType<typeof createChaosTabs>;
