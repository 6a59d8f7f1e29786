import type { EventOf } from '../wire/event-types.js';
import { parseUserAgent } from '../user-agent/parse-user-agent.js';
import { findIndex } from '../user-agent/find-index.js';
import { DEFAULT_BROWSER_INDICES, DEFAULT_OS_INDICES } from '../user-agent/default-indices.js';
import type { TrackerOptions } from '../types/tracker-types.js';

/** The low-entropy part of User-Agent Client Hints (not in TypeScript's DOM library yet). */
interface UserAgentData {
  brands?: { brand: string; version: string }[];
  mobile?: boolean;
  platform?: string;
}

/**
 * The STATICDATA fields of this browser (all but the visit counters): browser, version, OS and
 * device class from User-Agent Client Hints where the browser has them, from the user agent
 * string otherwise; screen size; language; browser and OS indices from the configured maps.
 * Only the hints' low-entropy values are read: they are there synchronously, and the high-entropy
 * ones (full version, OS version) would make the first event wait for fields STATICDATA has not.
 * @example collectStaticData(window, {}) // { browser: 'Chrome', browserVersion: 156, os: 'Linux', deviceType: 'DESKTOP', … }
 */
export function collectStaticData(
  win: Window,
  options: Pick<TrackerOptions, 'browserIndices' | 'osIndices'>,
): Omit<EventOf<'STATICDATA'>, 'eventType' | 'nonce'> {
  const nav = win.navigator;
  let { browser, browserVersion, os, deviceType } = parseUserAgent(nav.userAgent);
  const hints = (nav as { userAgentData?: UserAgentData }).userAgentData;
  // Brands come in a shuffled order with a made-up "Not A Brand" entry; the engine's own
  // "Chromium" entry is used only when nothing more specific (Google Chrome, Edge, Opera) is there.
  const brands = hints?.brands?.filter((b) => !/not.a.brand/i.test(b.brand)) ?? [];
  const brand = brands.find((b) => b.brand !== 'Chromium') ?? brands[0];
  if (brand) {
    browser = brand.brand.replace(/^(Google|Microsoft) /, '');
    browserVersion = parseFloat(brand.version);
    // ua-parser-js names macOS "Mac OS"; keep one spelling whichever source it came from.
    os = hints!.platform?.replace('macOS', 'Mac OS') || os;
    if (hints!.mobile) deviceType = 'PHONE';
  }
  // Values the spec would refuse (an odd language tag, a NaN version) are left out by the
  // caller, which drops each refused field and tracks the rest.
  return {
    browser: browser || undefined,
    browserIndex: findIndex(browser, options.browserIndices ?? DEFAULT_BROWSER_INDICES),
    browserVersion,
    os: os || undefined,
    osIndex: findIndex(os, options.osIndices ?? DEFAULT_OS_INDICES),
    screenWidth: win.screen?.width,
    screenHeight: win.screen?.height,
    localeLanguageTag: nav.language,
    deviceType,
  };
}
