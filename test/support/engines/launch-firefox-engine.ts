import puppeteer from 'puppeteer-core';
import { ENGINE_CAPABILITIES } from './engine-capabilities.js';
import type { Engine, EnginePage } from './engine-types.js';

/** Prefs that keep Firefox ESR quiet and on this machine (no update, telemetry or remote settings). */
const FIREFOX_PREFS: Record<string, unknown> = {
  'app.update.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'services.settings.server': 'http://127.0.0.1:9/',
};

/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver), headless. Its
 * UA is the normal desktop one (isbot says human), so none is forced. One BiDi user context per page.
 * `globalPrivacyControl: true` turns on the browser's own GPC preference; `privateBrowsing: true`
 * opens every window in private browsing; `mapHostNames: true` resolves every host name to 127.0.0.1.
 *
 * @example
 * const engine = await launchFirefoxEngine();
 */
export async function launchFirefoxEngine(
  options: {
    globalPrivacyControl?: boolean;
    privateBrowsing?: boolean;
    firefoxPrefs?: Record<string, unknown>;
    mapHostNames?: boolean;
  } = {},
): Promise<Engine> {
  // The user's own switch (Settings → Privacy → "Tell websites not to sell or share my data"):
  // navigator.globalPrivacyControl reads true and requests carry Sec-GPC: 1.
  const gpc = options.globalPrivacyControl
    ? { 'privacy.globalprivacycontrol.enabled': true, 'privacy.globalprivacycontrol.functionality.enabled': true }
    : {};
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    // Private browsing for every window: IndexedDB then lives in memory (Firefox 115+).
    extraPrefsFirefox: {
      ...FIREFOX_PREFS,
      ...gpc,
      ...(options.privateBrowsing ? { 'browser.privatebrowsing.autostart': true } : {}),
      ...options.firefoxPrefs,
      // Every host name resolves to 127.0.0.1 (real names, the browser's own cookie rules).
      ...(options.mapHostNames ? { 'network.dns.forceResolve': '127.0.0.1' } : {}),
    },
  });
  return {
    name: 'firefox',
    userAgent: await browser.userAgent(),
    capabilities: ENGINE_CAPABILITIES.firefox,
    async newPage(): Promise<EnginePage> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        reload: async () => void (await page.reload({ waitUntil: 'load' })),
        evaluate: (fn, arg) => (typeof fn === 'string' ? page.evaluate(fn) : page.evaluate(fn as never, arg as never)) as never,
        setOffline: (isOffline) => page.setOfflineMode(isOffline),
        addInitScript: async (source) => void (await page.evaluateOnNewDocument(source)),
        click: async (selector, { button, modifier } = {}) => {
          if (modifier) await page.keyboard.down(modifier);
          await page.click(selector, { button });
          if (modifier) await page.keyboard.up(modifier);
        },
        press: async (selector, key) => {
          await page.focus(selector);
          await page.keyboard.press(key === 'Space' ? ' ' : key); // BiDi's keyboard knows the space by its character
        },
        getCookies: async () =>
          (await page.cookies()).map(({ name, value, expires }) => ({ name, value, expires: expires > 0 ? expires : undefined })),
        close: async () => {
          await page.close().catch(() => {});
          await context.close().catch(() => {});
        },
      };
    },
    close: () => browser.close(),
  };
}
