import type { Tracker, TrackerOptions } from '../types/tracker-types.js';
import type { Problem } from '../wire/event-types.js';
/**
 * The page's one tracker, made at the first call (touching no browser global: that waits for
 * `start()`); `options`, when given, are merged into its options, as `visitTag.init` does.
 * @example
 * const tracker = getPageTracker({ siteCode: 'abc', url: 'https://data.example.com' });
 * tracker.start(); // later calls return the same tracker, and a second start() does nothing
 */
export declare function getPageTracker(options?: TrackerOptions): Tracker;
/**
 * Starts the page's one tracker with `options` merged in (once: a second start does nothing) and
 * says in the console why it could not start (no `siteCode`, no `url`); never throws.
 * @example useEffect(() => void startPageTracker({ siteCode: 'abc', url: 'https://data.example.com' }), []);
 */
export declare function startPageTracker(options?: TrackerOptions): Problem[] | undefined;
