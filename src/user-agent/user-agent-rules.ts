// The rule tables behind parseUserAgent, ordered as ua-parser-js v1 orders its own: the first
// rule whose pattern matches the lower-cased user agent wins. Specific tokens come before the
// engines they ride on (`SamsungBrowser/` and `Edg/` before `Chrome/`, `CriOS/` and `GSA/`
// before `Safari/`), because every Chromium browser also says "Chrome" and every iOS browser
// also says "Safari". Names are ua-parser-js v1's, so the two can be compared name for name.
// Each pattern ends where the version starts (trailing context goes in a lookahead), so the
// version is whatever number follows the match.
// Size hack: groups are plain `( )`, not `(?: )`; only the match's end is read, so capturing
// changes nothing and saves two bytes a group.

/** One rule: a pattern tried on the lower-cased user agent, and the name it stands for. */
export type UserAgentRule = readonly [pattern: RegExp, name: string];

/**
 * Browser rules, most specific first.
 *
 * @example
 * BROWSER_RULES.find(([pattern]) => pattern.test('... samsungbrowser/30.0 chrome/143.0.0.0 ...'))?.[1]; // 'Samsung Internet'
 */
export const BROWSER_RULES: readonly UserAgentRule[] = [
  [/\b(crmo|crios)\//, 'Chrome'],
  [/edg(e|ios|a)?\//, 'Edge'],
  [/\bopr\/|opera(.+version\/|[/ ]+)/, 'Opera'],
  [/duckduckgo\/|\bddg\//, 'DuckDuckGo'],
  [/\buc ?browser[/ ]?/, 'UCBrowser'],
  [/micromessenger\//, 'WeChat'],
  [/ya(search)?browser\//, 'Yandex'],
  [/\bopt\//, 'Opera Touch'],
  [/miuibrowser\//, 'MIUI Browser'],
  [/fxios\//, 'Firefox'],
  [/huaweibrowser\//, 'Huawei Browser'],
  [/samsungbrowser\//, 'Samsung Internet'],
  // In-app browsers: the app's own token, before the WebView's Chrome/Safari tokens.
  [/fbav\//, 'Facebook'],
  [/safari line\/|\bline\/(?=[\w.]+\/iab)/, 'Line'],
  [/chromium[/ ]/, 'Chromium'],
  [/instagram[/ ]/, 'Instagram'],
  [/snapchat[/ ]/, 'Snapchat'],
  [/\bgsa\/(?=[\w.]+ .*safari\/)/, 'GSA'],
  [/musical_ly(.+app_?version\/|_)/, 'TikTok'],
  [/headlesschrome[/ ]/, 'Chrome Headless'],
  // Android WebView says "; wv)"; the pre-Chrome stock browser says "Version/4.0" without it.
  [/ wv\).+chrome\//, 'Chrome WebView'],
  [/droid.+ version\/(?=[\w.]+\b.+safari)/, 'Android Browser'],
  [/chrome\//, 'Chrome'],
  [/version\/(?=[\w.,]+ .*mobile(\/\w+ | ?)safari)/, 'Mobile Safari'],
  [/version\/(?=[\w.,]+ .*safari)/, 'Safari'],
  // An iOS app's WebView without a Safari token (e.g. a bare WKWebView): ua-parser says WebKit.
  [/webkit\//, 'WebKit'],
  [/firefox\//, 'Firefox'],
];

/**
 * Operating system rules. Android comes before Linux because Android says "Linux; Android".
 *
 * @example
 * OS_RULES.find(([pattern]) => pattern.test('(x11; cros x86_64 14541.0.0)'))?.[1]; // 'Chromium OS'
 */
export const OS_RULES: readonly UserAgentRule[] = [
  [/windows|win(9|nt)/, 'Windows'],
  [/ip(hone|ad|od)/, 'iOS'],
  [/macintosh|mac os/, 'Mac OS'],
  [/harmonyos/, 'HarmonyOS'],
  [/android/, 'Android'],
  [/tizen/, 'Tizen'],
  [/\bcros\b/, 'Chromium OS'],
  [/ubuntu/, 'Ubuntu'],
  [/linux/, 'Linux'],
];
