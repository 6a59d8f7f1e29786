/** One rule: a pattern tried on the lower-cased user agent, and the name it stands for. */
export type UserAgentRule = readonly [pattern: RegExp, name: string];
/**
 * Browser rules, most specific first.
 *
 * @example
 * BROWSER_RULES.find(([pattern]) => pattern.test('... samsungbrowser/30.0 chrome/143.0.0.0 ...'))?.[1]; // 'Samsung Internet'
 */
export declare const BROWSER_RULES: readonly UserAgentRule[];
/**
 * Operating system rules. Android comes before Linux because Android says "Linux; Android".
 *
 * @example
 * OS_RULES.find(([pattern]) => pattern.test('(x11; cros x86_64 14541.0.0)'))?.[1]; // 'Chromium OS'
 */
export declare const OS_RULES: readonly UserAgentRule[];
