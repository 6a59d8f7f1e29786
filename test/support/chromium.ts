import { chromium, type Browser, type BrowserContext, type LaunchOptions } from 'playwright-core';

/** A normal desktop Chrome user agent: headless Chromium's own says HeadlessChrome, which bot filters refuse. */
export const DESKTOP_CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** Flags that keep Debian's Chromium quiet and on this machine (docs/browser-facts.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Nothing leaves the machine; `localhost` reaches the test server too, as a second site beside
  // 127.0.0.1 (a cross-site frame on the same server).
  '--host-resolver-rules=MAP localhost 127.0.0.1 , MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/**
 * Launches Debian's /usr/bin/chromium with playwright-core. `bfcache: true` keeps the back/forward
 * cache on (Playwright turns it off by default with --disable-back-forward-cache).
 */
export function launchChromium(options: { bfcache?: boolean } & LaunchOptions = {}): Promise<Browser> {
  const { bfcache, ...launch } = options;
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    // The flag, not only newContext({ userAgent }): beacons sent at pagehide carry the browser's own
    // HeadlessChrome agent otherwise, and the bot filter rightly refuses them with 403.
    args: [...CHROMIUM_ARGS, `--user-agent=${DESKTOP_CHROME_UA}`],
    ...(bfcache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
    ...launch,
  });
}

/** A fresh context with a normal user agent, so a bot-filtering server answers 202. */
export function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ userAgent: DESKTOP_CHROME_UA, ...options });
}
