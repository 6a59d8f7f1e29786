import type { ChaosBrowser } from './chaos-browser.js';
import type { InspectAnswer, ReportedOutcome, StatsSnapshot } from './chaos-types.js';
import { whenChaosPageReady } from './when-chaos-page-ready.js';
import { sleep } from '../support/sleep.js';

/**
 * The end of a run: one page of the site opens (the tag flushes what every earlier page left in
 * the shared IndexedDB) and the runner nudges it with `flush()` until `getQueued()` is empty and
 * no other page's call waits to come of age (`getStats().otherPagesCalls`), or the time is up.
 * Returns what is still queued, the page's last stats and the outcomes it kept.
 * @example const { queued } = await drainChaos({ browser, pageUrl, timeoutMs: 60_000 });
 */
export async function drainChaos(options: { browser: Pick<ChaosBrowser, 'newPage'>; pageUrl: string; timeoutMs: number }): Promise<{
  queued: number;
  instance?: string;
  stats?: StatsSnapshot;
  outbox: Omit<ReportedOutcome, 'instance'>[];
}> {
  const page = await options.browser.newPage();
  const deadline = Date.now() + options.timeoutMs;
  let last: { queued: number; instance?: string; stats?: StatsSnapshot } = { queued: -1 };
  const outbox: Omit<ReportedOutcome, 'instance'>[] = [];
  try {
    await page.goto(options.pageUrl);
    await whenChaosPageReady(page);
    while (Date.now() < deadline) {
      const answer = await page.evaluate(async () => {
        const w = window as unknown as {
          __chaosInstance: string;
          __chaosOutbox: Omit<ReportedOutcome, 'instance'>[];
          visitTag: { flush(): Promise<void>; getQueued(): Promise<unknown[]>; getStats(): StatsSnapshot };
        };
        // flush() respects the tag's backoff; never wait on it for long, the loop comes back.
        await Promise.race([w.visitTag.flush(), new Promise((resolve) => setTimeout(resolve, 3000))]);
        const queued = (await w.visitTag.getQueued()).length;
        return { queued, instance: w.__chaosInstance, stats: w.visitTag.getStats(), outbox: w.__chaosOutbox.splice(0) };
      });
      outbox.push(...answer.outbox);
      last = answer;
      if (last.queued === 0 && !last.stats?.otherPagesCalls) break;
      await sleep(500);
    }
  } finally {
    await page.close().catch(() => {});
  }
  return { queued: last.queued, instance: last.instance, stats: last.stats, outbox };
}

/**
 * Reads `/__inspect/events` for the run's site once the server has been quiet: the counts must
 * stay the same for a second, and no earlier than `notBefore` (slow answers already under way
 * when the faults were cleared still land).
 * @example const inspect = await settleInspect(server.url, 'chaos7', Date.now() + 5000);
 */
export async function settleInspect(url: string, siteCode: string, notBefore: number): Promise<InspectAnswer> {
  const read = () => readInspect(url, siteCode);
  const fingerprint = (answer: InspectAnswer) => JSON.stringify([answer.counts, answer.requests?.length]);
  let answer = await read();
  for (let i = 0; i < 60; i++) {
    await sleep(Math.max(1000, notBefore - Date.now()));
    const next = await read();
    const isQuiet = fingerprint(next) === fingerprint(answer);
    answer = next;
    if (isQuiet) break;
  }
  return answer;
}

/**
 * The server's `/__inspect/events` for the run's site, now.
 * @example const { accepted } = await readInspect(server.url, 'chaos7');
 */
export async function readInspect(url: string, siteCode: string): Promise<InspectAnswer> {
  return (await (await fetch(`${url}/__inspect/events?siteCode=${encodeURIComponent(siteCode)}`)).json()) as InspectAnswer;
}
