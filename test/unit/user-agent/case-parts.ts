// The parts parseUserAgent's hand-picked cases (mainstream-cases.ts, rarer-cases.ts) are written
// with: the row type, the user-agent prefixes they share, the expected results by device type.
import type { ParsedUserAgent } from '../../../src/user-agent/parse-user-agent.js';

/**
 * A real user agent with the answer written out. `differs` marks the few where we knowingly part
 * from ua-parser-js v1, with the reason; every other row must also agree with it.
 */
export type Case = [label: string, ua: string, expected: ParsedUserAgent, differs?: string];

/** The platform part of Windows 10 (64-bit) desktop browsers. */
export const WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';
/** The platform part of macOS desktop browsers (frozen at 10_15_7). */
export const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)';
/** The engine part of Blink browsers (Chrome and its kin). */
export const BLINK = 'AppleWebKit/537.36 (KHTML, like Gecko)';
/** The engine part of Safari and of every iOS browser. */
export const IOS_WEBKIT = 'AppleWebKit/605.1.15 (KHTML, like Gecko)';
/** An iPhone on iOS 17.4, up to its engine. */
export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) ' + IOS_WEBKIT;
/** An Android device as Chrome's reduced user agent names it, up to its engine. */
export const ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) ' + BLINK;
/** A Samsung phone's Android WebView (what in-app browsers run in), up to and with its Chrome version. */
export const SAMSUNG_WV =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) ' +
  BLINK +
  ' Version/4.0 Chrome/124.0.6367.179 Mobile Safari/537.36';

/** The expected result for a desktop browser. */
export const desktop = (browser: string, browserVersion: number, os: string): ParsedUserAgent => ({
  browser,
  browserVersion,
  os,
  deviceType: 'DESKTOP',
});
/** The expected result for a phone browser. */
export const phone = (browser: string, browserVersion: number, os: string): ParsedUserAgent => ({
  browser,
  browserVersion,
  os,
  deviceType: 'PHONE',
});
/** The expected result for a tablet browser. */
export const tablet = (browser: string, browserVersion: number, os: string): ParsedUserAgent => ({
  browser,
  browserVersion,
  os,
  deviceType: 'TABLET',
});
