import puppeteer, { type Page } from 'puppeteer-core';
import type { ChaosBrowser, ChaosPage } from './chaos-browser.js';

const LOAD_TIMEOUT_MS = 15_000;

/**
 * Debian's Firefox ESR for a chaos run: puppeteer-core over WebDriver BiDi, headless, every tab in
 * one browser context (shared IndexedDB, BroadcastChannel and Web Locks), offline per tab (applied
 * to the tabs opened later too), and a browser context per new visitor (early deaths). No crash:
 * BiDi has no command that kills one content process.
 * @example const browser = await openChaosFirefox();
 */
export async function openChaosFirefox(): Promise<ChaosBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'browser.safebrowsing.update.enabled': false,
      'services.settings.server': 'http://127.0.0.1:9/',
    },
  });
  const context = await browser.createBrowserContext();
  const pages = new Set<Page>();
  let isOffline = false;
  const wrapPage = (page: Page, onClose?: () => void): ChaosPage => ({
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })),
    reload: async () => void (await page.reload({ waitUntil: 'load', timeout: LOAD_TIMEOUT_MS })),
    evaluate: (fn, arg) => (typeof fn === 'string' ? page.evaluate(fn) : page.evaluate(fn as never, arg as never)) as never,
    close: async (options) => {
      onClose?.();
      await page.close({ runBeforeUnload: !!options?.runBeforeUnload });
    },
  });
  return {
    engine: 'firefox',
    cannot: { crash: 'WebDriver BiDi has no command that kills one content process (Firefox ESR)' },
    async newPage(): Promise<ChaosPage> {
      const page = await context.newPage();
      pages.add(page);
      if (isOffline) await page.setOfflineMode(true);
      return wrapPage(page, () => pages.delete(page));
    },
    // A visitor's context of its own: never offline (the run's offline periods are its own visitor's).
    async newVisitor() {
      const own = await browser.createBrowserContext();
      return { newPage: async () => wrapPage(await own.newPage()), close: () => own.close().catch(() => {}) };
    },
    async setOffline(offline) {
      isOffline = offline;
      for (const page of pages) await page.setOfflineMode(offline).catch(() => {});
    },
    async close() {
      for (const page of pages) await page.close().catch(() => {});
      await context.close().catch(() => {});
      await browser.close().catch(() => {});
    },
  };
}
