import type { BrowserContext, Page } from 'playwright-core';
import type { ChaosPage } from './chaos-browser.js';

const LOAD_TIMEOUT_MS = 15_000;

/**
 * A Playwright page of Chromium as the chaos helpers drive it: loads with a timeout, a close that
 * waits for the tab to be gone when beforeunload runs, and a renderer crash over CDP.
 * @example const page = wrapChromiumPage(context, await context.newPage()); await page.goto(url);
 */
export function wrapChromiumPage(context: BrowserContext, page: Page): ChaosPage {
  return {
    goto: async (url) => void (await page.goto(url, { timeout: LOAD_TIMEOUT_MS })),
    reload: async () => void (await page.reload({ timeout: LOAD_TIMEOUT_MS })),
    evaluate: (fn, arg) => (typeof fn === 'string' ? page.evaluate(fn) : page.evaluate(fn as never, arg as never)),
    async close(options) {
      if (!options?.runBeforeUnload) return page.close();
      // With beforeunload run, close() answers before the tab is gone: wait for it.
      const closed = page.waitForEvent('close', { timeout: 10_000 });
      await page.close({ runBeforeUnload: true });
      await closed;
    },
    // CDP Page.crash never answers: wait for the crash event instead.
    async crash() {
      const session = await context.newCDPSession(page);
      const crashed = page.waitForEvent('crash', { timeout: 10_000 });
      session.send('Page.crash').catch(() => {});
      await crashed;
      await page.close().catch(() => {});
    },
  };
}
