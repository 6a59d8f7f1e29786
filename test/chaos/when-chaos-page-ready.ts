import type { ChaosPage } from './chaos-browser.js';
import { sleep } from '../support/sleep.js';

const LOAD_TIMEOUT_MS = 15_000;

/**
 * Waits until the chaos page's tag has loaded (`window.__chaosReady`), at `url` when given (after a
 * link was followed). Polls with evaluate, which fails while a navigation swaps the document: such
 * a failure means "not yet". Rejects after 15 s.
 * @example await page.goto(pageUrl); await whenChaosPageReady(page);
 */
export async function whenChaosPageReady(page: ChaosPage, url?: string): Promise<void> {
  const deadline = Date.now() + LOAD_TIMEOUT_MS;
  let last: unknown = 'not ready';
  while (Date.now() < deadline) {
    try {
      const state = await page.evaluate(() => ({
        href: location.href,
        isReady: (window as { __chaosReady?: boolean }).__chaosReady === true,
      }));
      if (state.isReady && (url === undefined || state.href === url)) return;
      last = `not ready at ${state.href}`;
    } catch (error) {
      last = error;
    }
    await sleep(50);
  }
  throw new Error(`the chaos page was not ready within ${LOAD_TIMEOUT_MS} ms (${String(last).split('\n')[0]})`);
}
