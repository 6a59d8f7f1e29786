import type { BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_ARGS, DESKTOP_CHROME_UA, launchChromium, newContext } from '../support/chromium.js';
import type { EngineName } from '../support/engines/engine-types.js';
import type { ChaosBrowser, ChaosPage } from './chaos-browser.js';
import { openChaosFirefox } from './open-chaos-firefox.js';
import { openChaosWebkit } from './open-chaos-webkit.js';

const LOAD_TIMEOUT_MS = 15_000;

/**
 * Launches the engine a chaos run drives, with one storage partition for all its tabs: Chromium
 * (playwright-core, CDP crash and offline), Firefox ESR (puppeteer-core over WebDriver BiDi,
 * offline, no crash) or WebKitGTK (MiniBrowser under classic WebDriver: neither). Chromium and
 * Firefox also make new visitors (a browser context each) for the early deaths.
 * @example const browser = await openChaosBrowser('firefox'); const page = await browser.newPage();
 */
export function openChaosBrowser(engine: EngineName): Promise<ChaosBrowser> {
  if (engine === 'firefox') return openChaosFirefox();
  if (engine === 'webkit') return openChaosWebkit();
  return openChaosChromium();
}

async function openChaosChromium(): Promise<ChaosBrowser> {
  // The context's userAgent is an emulation that requests sent from pagehide during a reload or a
  // navigation do not get (they went out as HeadlessChrome and the bot filter answered 403); the
  // command-line flag covers every request.
  const browser = await launchChromium({ args: [...CHROMIUM_ARGS, `--user-agent=${DESKTOP_CHROME_UA}`] });
  const context = await newContext(browser);
  return {
    engine: 'chromium',
    cannot: {},
    newPage: async () => wrapPage(context, await context.newPage()),
    async newVisitor() {
      const own = await newContext(browser);
      return { newPage: async () => wrapPage(own, await own.newPage()), close: () => own.close().catch(() => {}) };
    },
    setOffline: (isOffline) => context.setOffline(isOffline),
    async close() {
      await context.close().catch(() => {});
      await browser.close().catch(() => {});
    },
  };
}

function wrapPage(context: BrowserContext, page: Page): ChaosPage {
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
