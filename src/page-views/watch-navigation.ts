import { removeLinkParameter } from '../identity/link-parameter.js';
import { whenViewSettles } from './when-view-settles.js';

/** The Navigation API's event target (not in TypeScript's DOM library for ES2020 targets). */
type NavigationTarget = Pick<EventTarget, 'addEventListener'>;

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
export function watchNavigation(win: Window, hashRouting: boolean | undefined, onView: () => void): void {
  const keyOf = () => {
    const href = removeLinkParameter(win.location.href);
    return hashRouting ? href : href.replace(/#.*/, '');
  };
  let key = keyOf();
  const check = whenViewSettles(win, () => {
    if (keyOf() !== key) {
      key = keyOf();
      onView();
    }
  });
  const navigation = (win as { navigation?: NavigationTarget }).navigation;
  if (navigation) {
    navigation.addEventListener('currententrychange', check);
  } else {
    const history = win.history;
    for (const method of ['pushState', 'replaceState'] as const) {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the caller's own `this`
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        check();
      };
    }
    win.addEventListener('popstate', check);
    win.addEventListener('hashchange', check);
  }
  // A page restored from the back/forward cache is a new view of the same URL. A restore always
  // follows a page hide, so the listener goes on then (the same function twice is one listener):
  // at load, Chromium runs the first pageshow in the task of the page's own first layout, and a
  // listener of the tag's in it makes a trace count that whole task as the tag's.
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) {
      key = keyOf();
      onView();
    }
  };
  win.addEventListener('pagehide', () => win.addEventListener('pageshow', onShow));
}
