import type { BrowserContext } from 'playwright-core';
import type { InspectAnswer, StatsSnapshot } from './chaos-types.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The end of a run: one page of the site opens (the tag flushes what every earlier page left in
 * the shared IndexedDB) and the runner nudges it with `flush()` until `getQueued()` is empty or
 * the time is up. Returns what is still queued and the page's last stats.
 * @example const { queued } = await drainChaos({ context, pageUrl, timeoutMs: 60_000 });
 */
export async function drainChaos(options: { context: BrowserContext; pageUrl: string; timeoutMs: number }): Promise<{
  queued: number;
  instance?: string;
  stats?: StatsSnapshot;
}> {
  const page = await options.context.newPage();
  const deadline = Date.now() + options.timeoutMs;
  let last: { queued: number; instance?: string; stats?: StatsSnapshot } = { queued: -1 };
  try {
    await page.goto(options.pageUrl);
    await page.waitForFunction('window.__chaosReady === true', undefined, { timeout: 15_000 });
    while (Date.now() < deadline) {
      last = await page.evaluate(async () => {
        const w = window as unknown as {
          __chaosInstance: string;
          visitTag: { flush(): Promise<void>; getQueued(): Promise<unknown[]>; getStats(): StatsSnapshot };
        };
        // flush() respects the tag's backoff; never wait on it for long, the loop comes back.
        await Promise.race([w.visitTag.flush(), new Promise((resolve) => setTimeout(resolve, 3000))]);
        return { queued: (await w.visitTag.getQueued()).length, instance: w.__chaosInstance, stats: w.visitTag.getStats() };
      });
      if (last.queued === 0) break;
      await sleep(500);
    }
  } finally {
    await page.close().catch(() => {});
  }
  return last;
}

/**
 * Reads `/__inspect/events` for the run's site once the server has been quiet: the counts must
 * stay the same for a second, and no earlier than `notBefore` (slow answers already under way
 * when the faults were cleared still land).
 * @example const inspect = await settleInspect(server.url, 'chaos7', Date.now() + 5000);
 */
export async function settleInspect(url: string, siteCode: string, notBefore: number): Promise<InspectAnswer> {
  const read = async () =>
    (await (await fetch(`${url}/__inspect/events?siteCode=${encodeURIComponent(siteCode)}`)).json()) as InspectAnswer;
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
