/**
 * Calls `onView` once per real URL change of a single-page app and on every back/forward-cache
 * restore. Uses the Navigation API (`currententrychange`) where the browser has it, otherwise
 * wraps `history.pushState`/`replaceState` and listens to `popstate` and `hashchange`. A change is
 * read one task later, so a push followed by a replace counts once, with the final URL, and the
 * app has had a moment to set the new title. A URL equal to the last one counts not; neither
 * does a change of `#hash` alone unless `hashRouting` is on.
 * @example watchNavigation(window, false, () => tracker.trackPageView())
 */
export declare function watchNavigation(win: Window, hashRouting: boolean | undefined, onView: () => void): void;
