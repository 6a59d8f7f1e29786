import { createTracker } from '../engine/create-tracker.js';
import type { Tracker, TrackerOptions } from '../types/tracker-types.js';
import type { Problem } from '../wire/event-types.js';

// The page's one tracker for the framework entries (visit-tag/react, visit-tag/vue): made at the
// first call, never at import, and kept for the life of the page, so a component mounted twice
// (React's StrictMode, a remounted layout) or two apps on one page share one tracker, one start,
// one STATICDATA and one PAGE per view. The tracker reads its options when it needs them, so
// options given later (the component's props) reach events tracked before the start.
const pageOptions: TrackerOptions = {};
let pageTracker: Tracker | undefined;

/**
 * The page's one tracker, made at the first call (touching no browser global: that waits for
 * `start()`); `options`, when given, are merged into its options, as `visitTag.init` does.
 * @example
 * const tracker = getPageTracker({ siteCode: 'abc', url: 'https://data.example.com' });
 * tracker.start(); // later calls return the same tracker, and a second start() does nothing
 */
export function getPageTracker(options?: TrackerOptions): Tracker {
  if (options) Object.assign(pageOptions, options);
  pageTracker ??= createTracker(pageOptions);
  return pageTracker;
}

/**
 * Starts the page's one tracker with `options` merged in (once: a second start does nothing) and
 * says in the console why it could not start (no `siteCode`, no `url`); never throws.
 * @example useEffect(() => void startPageTracker({ siteCode: 'abc', url: 'https://data.example.com' }), []);
 */
export function startPageTracker(options?: TrackerOptions): Problem[] | undefined {
  const problems = getPageTracker(options).start();
  if (problems) console.warn('[visit-tag] not started:', problems);
  return problems;
}
