import type { Engine, EngineName } from './engine-types.js';
import { launchChromiumEngine } from './launch-chromium-engine.js';
import { launchFirefoxEngine } from './launch-firefox-engine.js';
import { launchWebkitEngine } from './launch-webkit-engine.js';

export type { Engine, EngineCapabilities, EngineName, EnginePage } from './engine-types.js';
export { ENGINE_NAMES } from './engine-types.js';
export { ENGINE_CAPABILITIES } from './engine-capabilities.js';

/**
 * Launches one engine behind the same small interface (goto, reload, evaluate, setOffline where
 * possible, close), so each scenario is written once and run in Chromium, Firefox ESR and WebKitGTK.
 *
 * @example
 * const engine = await launchEngine('webkit');
 * const page = await engine.newPage();
 * await page.goto(url);
 * const title = await page.evaluate(() => document.title);
 * await page.close(); await engine.close();
 */
export function launchEngine(name: EngineName, options: LaunchEngineOptions = {}): Promise<Engine> {
  if ((options.globalPrivacyControl || options.privateBrowsing || options.firefoxPrefs) && name !== 'firefox') {
    return Promise.reject(new Error(`${name}: only Firefox takes these launch settings here`));
  }
  if (name === 'chromium') return launchChromiumEngine(options);
  if (name === 'firefox') return launchFirefoxEngine(options);
  return launchWebkitEngine(options);
}

/** Browser settings a scenario may ask for at launch. */
export interface LaunchEngineOptions {
  /** Firefox only: the user's Global Privacy Control preference turned on. */
  globalPrivacyControl?: boolean;
  /** Firefox only: every window in private browsing (`browser.privatebrowsing.autostart`). */
  privateBrowsing?: boolean;
  /** Firefox only: more preferences, e.g. `{ 'network.cookie.cookieBehavior': 1 }`. */
  firefoxPrefs?: Record<string, unknown>;
  /**
   * Every host name reaches 127.0.0.1 (the stand-in), so pages load from real names such as
   * `http://www.shop.example:<port>/` and the browser applies its own cookie and public-suffix
   * rules to them. Chromium: `--host-resolver-rules=MAP * 127.0.0.1`; Firefox:
   * `network.dns.forceResolve`; WebKitGTK: WebDriver's `proxy` capability with a forward proxy to
   * 127.0.0.1 (start-loopback-proxy.ts), http only.
   */
  mapHostNames?: boolean;
}
