import { type LoadedTracker } from '../loader/create-loader.js';
import type { TrackerOptions } from '../types/tracker-types.js';
/**
 * Creates the public API of a bundled app: the loader at once, the engine as a chunk of its own
 * (`import()`, which Vite, webpack and esbuild split off), loaded at an idle moment after the
 * first page view is stored, or at once for the site's own first track call. Until the engine is
 * ready, a track method checks the basic form of its arguments and answers with the event's
 * nonce; the engine checks each call against the whole contract in the order of the calls, and a
 * call that fails it ends `dropped` (`invalid`) with its problems (`onOutcome`). Once `ready` has
 * resolved, every answer is synchronous, problems included. Touches no global (window, document,
 * cookie, storage, network) until `start()`; importing it has no side effect. Every method catches
 * its own errors: the host page never sees an exception.
 * @example
 * const tracker = createTracker({ siteCode: 'abc', url: 'https://data.example.com', customData: { plan: 4 } });
 * tracker.start();
 * tracker.setCustomData('plan', 'pro'); // '9f1c0a7e3b5d2468'
 * await tracker.ready; // from here on, problems come back at once
 */
export declare function createTracker(options?: TrackerOptions): LoadedTracker;
