import type { Tracker, TrackerOptions } from '../types/tracker-types.js';
import type { EngineSource } from './engine-types.js';
/**
 * The public API before and after the engine (`ready` resolves once the engine is there).
 * @example await tracker.ready; tracker.trackConversion(12) // problems now come back at once
 */
export type LoadedTracker = Tracker;
/**
 * The public API at once, the engine after it. Until the engine is ready, a track method checks
 * only the basic form of its arguments (`checkCall`), answers with the event's nonce and stores
 * the call in IndexedDB at once (consent granted; held in memory while it is pending or before
 * `start()`, never stored in a prerender); the engine checks each call against the whole contract
 * later, in the order of the calls, and a call that fails ends `dropped` (`invalid`) with its
 * problems. Once the engine is ready, every call goes straight to it and its problems come back at
 * once. A site's own track call makes the engine load at once; the tag's own page view leaves it
 * to an idle moment after the first write. Touches no global until `start()`.
 * @example
 * const tracker = createLoader({ siteCode: 'abc', url: 'https://data.example.com' }, { load });
 * tracker.start();
 * tracker.trackConversion(12, { revenue: 9.5 }); // '9f1c0a7e3b5d2468'
 */
export declare function createLoader(options: TrackerOptions, source: EngineSource): LoadedTracker;
