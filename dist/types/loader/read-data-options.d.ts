import type { TrackerOptions } from '../types/tracker-types.js';
/**
 * Tracker options from a script tag's `data-*` attributes (`dataset`, so `data-site-code` is
 * `siteCode`). A bare attribute or "true" is true, "false" is false, a value starting with `{` or
 * `[` is JSON (`data-custom-data='{"plan":4}'`), an option ending in `Ms` or `Bytes` is a number;
 * anything else stays a string (a site code of digits stays a string).
 * @example readDataOptions({ siteCode: 'abc', debug: '', autoPageViews: 'false' }) // { siteCode: 'abc', debug: true, autoPageViews: false }
 */
export declare function readDataOptions(dataset: DOMStringMap): TrackerOptions;
