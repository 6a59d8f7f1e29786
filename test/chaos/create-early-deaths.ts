import type { ChaosBrowser, ChaosPage, ChaosVisitor } from './chaos-browser.js';
import type { EarlyDeath, EarlyDeathRecord } from './chaos-types.js';
import type { ChaosRecord } from './create-chaos-tabs.js';
import { drainChaos } from './drain-chaos.js';
import { sleep } from '../support/sleep.js';

/** How long a returning visitor's drain page may take to empty that visitor's queue. */
const DRAIN_TIMEOUT_MS = 20_000;

/**
 * The early deaths of a chaos run. `die` gives each death a new visitor (a storage partition of
 * its own), starts the early-death page in a blank tab without waiting for anything, and closes the
 * tab (beforeunload and pagehide run) or crashes its renderer `afterMs` later, whether the tag has
 * booted or not. `comeBack`, at the end of the run, opens each visitor again: first a page without
 * the tag that reads the dead page's note from localStorage, then a drain page that sends what the
 * visitor's IndexedDB still holds; then the visitor is closed. The drain pages' outcomes and stats
 * go into `record`, as the run's own drain page's do. Errors are recorded, never thrown.
 * @example const deaths = createEarlyDeaths({ browser, urls, record, elapsed }); await deaths.die(death); await deaths.comeBack();
 */
export function createEarlyDeaths(options: {
  browser: ChaosBrowser;
  urls: { death: string; note: string; drain: string };
  record: ChaosRecord;
  elapsed: () => number;
}) {
  const { browser, urls, record } = options;
  const visitors: { death: EarlyDeathRecord; visitor?: ChaosVisitor }[] = [];
  const fail = (what: string, error: unknown) =>
    record.errors.length < 50 &&
    record.errors.push(
      `${(options.elapsed() / 1000).toFixed(1)}s ${what}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
    );

  async function die(planned: EarlyDeath): Promise<void> {
    const death: EarlyDeathRecord = { ...planned, died: false, evaluated: false, outcomes: [], queuedAfterDrain: -1 };
    const entry: { death: EarlyDeathRecord; visitor?: ChaosVisitor } = { death };
    visitors.push(entry);
    let page: ChaosPage | undefined;
    try {
      entry.visitor = await browser.newVisitor!();
      page = await entry.visitor.newPage();
      const started = Date.now();
      // From the blank tab, so the call answers at once and the navigation starts right after.
      await page.evaluate((href: string) => void setTimeout(() => location.assign(href)), `${urls.death}?bounce=${death.seq}`);
      await sleep(death.afterMs - (Date.now() - started));
      if (death.how === 'close') await page.close({ runBeforeUnload: true });
      else await page.crash!();
      death.died = true;
    } catch (error) {
      fail(`early death ${death.seq} (${death.how} after ${death.afterMs} ms)`, error);
      await page?.close().catch(() => {}); // not counted as died; gone before its visitor comes back
    }
  }

  async function comeBack(): Promise<EarlyDeathRecord[]> {
    for (const { death, visitor } of visitors) {
      if (!visitor) continue;
      try {
        Object.assign(death, await readNote(visitor));
        for (const outcome of death.outcomes) record.outcomes.push({ instance: `early-death-${death.seq}`, ...outcome });
        const drained = await drainChaos({ browser: visitor, pageUrl: urls.drain, timeoutMs: DRAIN_TIMEOUT_MS });
        death.queuedAfterDrain = drained.queued;
        const instance = drained.instance ?? `early-death-${death.seq}-drain`;
        if (drained.stats) record.stats.set(instance, drained.stats);
        for (const outcome of drained.outbox) record.outcomes.push({ instance, ...outcome });
      } catch (error) {
        fail(`early death ${death.seq}: coming back`, error);
      }
      await visitor.close();
    }
    return visitors.map((v) => v.death);
  }

  /** What the dead page wrote down (render-chaos-page), read by a page of the same origin without the tag. */
  async function readNote(visitor: ChaosVisitor): Promise<Pick<EarlyDeathRecord, 'evaluated' | 'outcomes'>> {
    const page = await visitor.newPage();
    try {
      await page.goto(urls.note);
      const note = await page.evaluate(() => localStorage.getItem('__chaosBounce'));
      return note ? (JSON.parse(note) as Pick<EarlyDeathRecord, 'evaluated' | 'outcomes'>) : { evaluated: false, outcomes: [] };
    } finally {
      await page.close().catch(() => {});
    }
  }

  return { die, comeBack };
}

/** The early-death controller's interface. */
export type EarlyDeaths = ReturnType<typeof createEarlyDeaths>;
