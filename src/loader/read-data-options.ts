import type { TrackerOptions } from '../types/tracker-types.js';

/**
 * Tracker options from a script tag's `data-*` attributes (`dataset`, so `data-site-code` is
 * `siteCode`). A bare attribute or "true" is true, "false" is false, a value starting with `{` or
 * `[` is JSON (`data-custom-data='{"plan":4}'`), an option ending in `Ms` or `Bytes` is a number;
 * anything else stays a string (a site code of digits stays a string).
 * @example readDataOptions({ siteCode: 'abc', debug: '', autoPageViews: 'false' }) // { siteCode: 'abc', debug: true, autoPageViews: false }
 */
export function readDataOptions(dataset: DOMStringMap): TrackerOptions {
  const options: Record<string, unknown> = {};
  for (const name of Object.keys(dataset)) {
    const value = dataset[name]!;
    try {
      options[name] =
        value === ''
          ? true
          : /^([[{]|true$|false$)/.test(value) // JSON, and the two booleans with it (size hack)
            ? JSON.parse(value)
            : /(Ms|Bytes)$/.test(name)
              ? +value
              : value;
    } catch {
      if (__DEV__) console.warn(`[visit-tag] data-${name} is not valid JSON`);
    }
  }
  return options;
}
