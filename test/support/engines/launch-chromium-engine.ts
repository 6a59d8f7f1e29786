import { CHROMIUM_ARGS, DESKTOP_CHROME_UA, launchChromium, newContext } from '../chromium.js';
import { ENGINE_CAPABILITIES } from './engine-capabilities.js';
import type { Engine, EnginePage } from './engine-types.js';

/**
 * Debian's Chromium through playwright-core (the shared launcher), one context per page so every
 * scenario starts with empty storage and a normal desktop UA. `mapHostNames`: every host name
 * resolves to 127.0.0.1.
 *
 * @example
 * const engine = await launchChromiumEngine();
 */
export async function launchChromiumEngine(options: { mapHostNames?: boolean } = {}): Promise<Engine> {
  // Every host name to the stand-in instead of only 127.0.0.1 (the shared flags send other names nowhere).
  const args = options.mapHostNames
    ? [...CHROMIUM_ARGS.filter((arg) => !arg.startsWith('--host-resolver-rules=')), '--host-resolver-rules=MAP * 127.0.0.1']
    : CHROMIUM_ARGS;
  // The context's UA override does not reach a beacon sent while the page unloads: it leaves with
  // "HeadlessChrome" and a bot-filtering server answers 403. The launch flag covers every request.
  const browser = await launchChromium({ args: [...args, `--user-agent=${DESKTOP_CHROME_UA}`] });
  return {
    name: 'chromium',
    userAgent: DESKTOP_CHROME_UA,
    capabilities: ENGINE_CAPABILITIES.chromium,
    async newPage(): Promise<EnginePage> {
      const context = await newContext(browser);
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        reload: async () => void (await page.reload({ waitUntil: 'load' })),
        evaluate: (fn, arg) => (typeof fn === 'string' ? page.evaluate(fn) : page.evaluate(fn as never, arg as never)),
        setOffline: (isOffline) => context.setOffline(isOffline),
        addInitScript: async (source) => void (await context.addInitScript({ content: source })),
        click: (selector, { button, modifier } = {}) => page.click(selector, { button, modifiers: modifier ? [modifier] : [] }),
        press: (selector, key) => page.press(selector, key),
        getCookies: async () =>
          (await context.cookies(page.url())).map(({ name, value, expires }) => ({
            name,
            value,
            expires: expires > 0 ? expires : undefined,
          })),
        // Closing the page first fires pagehide (20/20 beacons leave; a browser close sends none).
        close: async () => {
          await page.close().catch(() => {});
          await context.close().catch(() => {});
        },
      };
    },
    close: () => browser.close(),
  };
}
