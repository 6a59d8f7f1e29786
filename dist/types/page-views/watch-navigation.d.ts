/**
 * Calls `onView` once per real URL change of a single-page app and on every back/forward-cache
 * restore. Uses the Navigation API (`currententrychange`) where the browser has it, otherwise
 * wraps `history.pushState`/`replaceState` and listens to `popstate` and `hashchange`. A change is
 * read once the view has settled ({@link whenViewSettles}: no URL or `<head>` change for 100 ms,
 * at most 1 s, at once on page hide), so the router has rendered the new title, and the URL
 * changes of one navigation (a push then a replace, a redirect) count once, with the final URL.
 * A URL equal to the last view's counts not; neither does a change of `#hash` alone unless
 * `hashRouting` is on, nor the engine's removal of the link parameter from the address bar.
 * @example watchNavigation(window, false, () => tracker.trackPageView())
 */
export declare function watchNavigation(win: Window, hashRouting: boolean | undefined, onView: () => void): void;
