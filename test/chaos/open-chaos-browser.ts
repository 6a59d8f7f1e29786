import { CHROMIUM_ARGS, DESKTOP_CHROME_UA, launchChromium, newContext } from '../support/chromium.js';
import { watchSyncRegistrations } from '../support/background/watch-sync-registrations.js';
import type { EngineName } from '../support/engines/engine-types.js';
import type { ChaosBrowser } from './chaos-browser.js';
import { openChaosFirefox } from './open-chaos-firefox.js';
import { openChaosWebkit } from './open-chaos-webkit.js';
import { wrapChromiumPage } from './wrap-chromium-page.js';
import { sleep } from '../support/sleep.js';

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

/**
 * How long an offline switch waits. Playwright sets the pages first, then each service worker; a
 * stopped worker's command Chromium holds until the worker next runs (with `--background-sync`,
 * every switch waited 30 s and more, while every page had `navigator.onLine` right after). The
 * pages are what the run needs at once; the worker's state follows when it starts.
 */
const OFFLINE_SWITCH_MS = 2_000;

async function openChaosChromium(): Promise<ChaosBrowser> {
  // The context's userAgent is an emulation that requests sent from pagehide during a reload or a
  // navigation do not get (they went out as HeadlessChrome and the bot filter answered 403); the
  // command-line flag covers every request.
  const browser = await launchChromium({ args: [...CHROMIUM_ARGS, `--user-agent=${DESKTOP_CHROME_UA}`] });
  const context = await newContext(browser);
  return {
    engine: 'chromium',
    cannot: {},
    newPage: async () => wrapChromiumPage(context, await context.newPage()),
    async newVisitor() {
      const own = await newContext(browser);
      return { newPage: async () => wrapChromiumPage(own, await own.newPage()), close: () => own.close().catch(() => {}) };
    },
    setOffline(isOffline) {
      const switching = context.setOffline(isOffline);
      switching.catch(() => {}); // what the worker answers, if ever, changes nothing for the run
      return Promise.race([switching, sleep(OFFLINE_SWITCH_MS)]);
    },
    async dispatchSync() {
      const blank = await context.newPage();
      try {
        const sync = await watchSyncRegistrations(await context.newCDPSession(blank));
        const { scopeURL } = await sync.tagRegistration();
        await sync.dispatchColdSync(new URL(scopeURL).origin);
      } finally {
        await blank.close().catch(() => {});
      }
    },
    async close() {
      await context.close().catch(() => {});
      await browser.close().catch(() => {});
    },
  };
}
