// Visits in Firefox ESR or WebKitGTK with the busy probe (test/bench/boot-hook.ts), in a browser
// launched for these visits alone, so the first visit meets an empty HTTP cache and empty storage.
import { launchEngine, type EngineName } from '../support/engines/launch-engine.js';
import type { BootHookState } from './boot-hook.js';
import { sleep } from '../support/sleep.js';

/**
 * Opens the URLs one after another in one tab of a newly launched engine and returns what the hook
 * saw in each. The page is left alone for 500 ms after its load event (a script sent by the driver
 * is a task in the probe's window), then asked every 250 ms until the probe has stopped; every
 * visit but the last then stays open `settleMs` more, for what the tag loads or caches later.
 *
 * @example
 * const [cold, , warm] = await probeEngineVisits('firefox', [u1, u2, u3], 3000);
 */
export async function probeEngineVisits(name: EngineName, urls: string[], settleMs: number): Promise<BootHookState[]> {
  const engine = await launchEngine(name);
  try {
    const page = await engine.newPage();
    const states: BootHookState[] = [];
    for (const url of urls) {
      await page.goto(url);
      await sleep(500);
      const giveUpAt = Date.now() + 30_000;
      let state: BootHookState | null = null;
      while (!state && Date.now() < giveUpAt) {
        state = await page.evaluate(() => {
          const hook = (window as unknown as { __bootHook?: BootHookState }).__bootHook;
          return hook?.probeEnd === undefined ? null : hook;
        });
        if (!state) await sleep(250);
      }
      if (!state) throw new Error(`${name}: the probe did not finish on ${url}`);
      states.push(state);
      if (states.length < urls.length) await sleep(settleMs);
    }
    return states;
  } finally {
    await engine.close();
  }
}
