/**
 * Default browser name → STATICDATA `browserIndex` (the service's usual order: Chrome 0, Internet
 * Explorer 1, Firefox 2, Safari 3, Opera 4, other 5; Edge and Samsung Internet added after).
 * Keys are matched as whole words (see findIndex), so 'Mobile Safari' is Safari. Configure your
 * project's own indices with the `browserIndices` option.
 * @example DEFAULT_BROWSER_INDICES.Firefox // 2
 */
export const DEFAULT_BROWSER_INDICES: Record<string, number> = {
  Edge: 6,
  Opera: 4,
  'Samsung Internet': 7,
  Chrome: 0,
  Chromium: 0,
  IE: 1,
  Firefox: 2,
  Safari: 3,
  Other: 5,
};

/**
 * Default OS name → STATICDATA `osIndex` (Windows 0, macOS 1, iOS 2, Linux 3, Android 4, Windows
 * Phone 5, Chrome OS 6). Configure your project's own with the `osIndices` option.
 * @example DEFAULT_OS_INDICES.Android // 4
 */
export const DEFAULT_OS_INDICES: Record<string, number> = {
  'Windows Phone': 5,
  Windows: 0,
  Mac: 1,
  iOS: 2,
  Android: 4,
  'Chromium OS': 6,
  'Chrome OS': 6,
  Linux: 3,
};
