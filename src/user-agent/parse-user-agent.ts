import { BROWSER_RULES, OS_RULES, type UserAgentRule } from './user-agent-rules.js';

/** Device classes of the STATICDATA `deviceType` field. */
export type DeviceType = 'DESKTOP' | 'TABLET' | 'PHONE';

/** What a user agent string says about the browser, its system and the device class. */
export interface ParsedUserAgent {
  /** ua-parser-js v1's browser name (`Chrome`, `Mobile Safari`, `Samsung Internet`, …); '' when unknown. */
  browser: string;
  /** Major.minor as one number: `156.0.0.0` → 156, `17.4` → 17.4, `26.6.1` → 26.6. */
  browserVersion?: number;
  /** ua-parser-js v1's OS name (`iOS`, `Mac OS`, `Windows`, `Android`, …); '' when unknown. */
  os: string;
  deviceType: DeviceType;
}

// Size hack: plain `( )` groups, not `(?: )` (only the match's end is read; two bytes a group).
// ua-parser-js calls these smarttv, console, wearable or embedded. None is a phone or a tablet,
// so they count as DESKTOP; they are tested first because TVs and headsets run Android without
// "Mobile", which would otherwise read as a tablet.
// `sm-[ptx]` are Samsung's tablet model prefixes; "tablet;" is Firefox for Android on a tablet.
// A table like the browser and OS rules, so the same first-match loop reads it.
const DEVICE_RULES: readonly UserAgentRule[] = [
  [/tv\b|crkey|bravia|hbbtv|roku|aft[a-z]\w* bui|playstation|xbox|nintendo|; quest|watch|tesla/, 'DESKTOP'],
  [/ipad|\btab(let)?[;/]|kindle|silk\/|sm-[ptx]\d|gt-[pn]\d|nexus (7|9|10)|playbook/, 'TABLET'],
  [/mobi|phone|ipod/, 'PHONE'],
];

// The name of the first rule that matches, and the number right after the match (NaN if none).
const match = (ua: string, rules: readonly UserAgentRule[]): [string, number] => {
  for (const [pattern, name] of rules) {
    const found = pattern.exec(ua);
    // parseFloat stops at the second dot: "156.0.7390.122" → 156, "26.6.1" → 26.6.
    if (found) return [name, parseFloat(ua.slice(found.index + found[0].length))];
  }
  return ['', NaN];
};

/**
 * Reads browser, browser version, OS and device class from a user agent string, with
 * ua-parser-js v1's names. STATICDATA takes everything from it where the browser has no
 * User-Agent Client Hints; with them, only the device class (an Android tablet says so only in its
 * user agent) and the OS when the hints have no platform. An iPad in desktop mode (iPadOS 13+
 * default) sends a Mac user agent and so reads as DESKTOP.
 *
 * @example
 * parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1');
 * // → { browser: 'Mobile Safari', browserVersion: 17.4, os: 'iOS', deviceType: 'PHONE' }
 */
export function parseUserAgent(ua: string): ParsedUserAgent {
  const lower = ua.toLowerCase();
  const [browser, version] = match(lower, BROWSER_RULES);
  const os = match(lower, OS_RULES)[0];
  // ua-parser-js reads an Android device that does not say "Mobile" as a tablet.
  const deviceType = (match(lower, DEVICE_RULES)[0] || (os === 'Android' ? 'TABLET' : 'DESKTOP')) as DeviceType;
  const result: ParsedUserAgent = { browser, os, deviceType };
  if (version >= 0) result.browserVersion = version;
  return result;
}
