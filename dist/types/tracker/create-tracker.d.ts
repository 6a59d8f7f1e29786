import type { TagScript } from './load-part.js';
import type { Tracker, TrackerOptions } from './tracker-types.js';
/**
 * Creates the public API. Touches no global (window, document, cookie, storage, network) until
 * `start()`; events tracked before are validated and held in memory. Every method catches its own
 * errors: the host page never sees an exception, misuse comes back as `Problem[]`.
 * @example
 * const tracker = createTracker({ siteCode: 'abc', url: 'https://data.example.com', customData: { plan: 4 } });
 * tracker.start();
 * tracker.setCustomData('plan', 'pro'); // '9f1c0a7e3b5d2468'
 */
export declare function createTracker(options?: TrackerOptions, tagScript?: TagScript): Tracker;
