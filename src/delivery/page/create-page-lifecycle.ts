import type { DeliveryEnv } from '../resolve-delivery-env.js';

/**
 * What the engine does at each moment of the page's life, by the name of the window event:
 * freeze (a hidden tab the browser suspends), resume, visibilitychange (either way), online.
 */
export interface LifecycleHooks {
  /** pagehide: the page may die any moment (`isCached`: it goes into the back/forward cache). */
  onHide: (isCached: boolean) => void;
  /** pageshow from the back/forward cache. */
  onRestore: () => void;
  freeze: () => void;
  resume: () => void;
  visibilitychange: () => void;
  online: () => void;
}

/** The page's state as the engine needs it, and the switch for its listeners. */
export interface PageLifecycle {
  /** From pagehide to pageshow: no new request (a dying page cannot read its answer). */
  isGone: () => boolean;
  /** A navigation to an address of this origin is under way (Navigation API; in WebKit, a click on such a link). */
  isGoingHome: () => boolean;
  /** Adds the listeners (adding twice keeps one of each). */
  watch: () => void;
  unwatch: () => void;
}

/**
 * The page lifecycle: pagehide, pageshow, freeze, resume, visibilitychange and online on the
 * window (never unload or beforeunload, which cost the back/forward cache), and the Navigation
 * API's navigate events, which fire before pagehide for navigations the page starts, with their
 * destination; where there is no Navigation API, clicks on links. Each handler is added to both
 * targets; each target fires only its own events.
 * @example
 * const lifecycle = createPageLifecycle(env, hooks);
 * lifecycle.watch();
 * lifecycle.isGone() // false until pagehide
 */
export function createPageLifecycle(env: Pick<DeliveryEnv, 'target' | 'navigation' | 'home'>, hooks: LifecycleHooks): PageLifecycle {
  let isGone = false;
  let isGoingHome = false;
  const { onHide, onRestore, ...others } = hooks;
  const handlers: Record<string, (event: Event) => void> = {
    ...others,
    pagehide(event) {
      isGone = true;
      onHide((event as PageTransitionEvent).persisted);
    },
    pageshow(event) {
      if (!(event as PageTransitionEvent).persisted) return;
      isGone = false;
      onRestore();
    },
    navigate(event) {
      const { destination } = event as Event & { destination: { sameDocument: boolean; url: string } };
      isGoingHome = !destination.sameDocument && destination.url.startsWith(env.home);
    },
    // Intercepted or same-document (an SPA router): this page stays.
    navigatesuccess() {
      isGoingHome = false;
    },
    // Without the Navigation API (WebKit), the one navigation a page can see coming: a click on a link
    // to an address of this origin that nothing prevented (an SPA router prevents it), other than a
    // jump within the page (`href="#…"`). A click that opens the page in a new tab counts too: that
    // tab sends what is stored. A reload, a script's location change or a form post still looks like
    // leaving the site. (An SVG link's `href` is no string: not a page.)
    click(event) {
      if (env.navigation) return; // its navigate event says where the page goes
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      const isOtherPage = typeof link?.href == 'string' && link.href.startsWith(env.home) && link.getAttribute('href')![0] !== '#';
      isGoingHome = isOtherPage && !event.defaultPrevented;
    },
  };
  const listen = (method: 'addEventListener' | 'removeEventListener') => {
    // Own keys: `for…in` also walks a page's Object.prototype.extra, and addEventListener('extra', 1) throws.
    for (const type of Object.keys(handlers)) {
      env.target[method](type, handlers[type]);
      env.navigation?.[method](type, handlers[type]);
    }
  };
  return {
    isGone: () => isGone,
    isGoingHome: () => isGoingHome,
    watch: () => listen('addEventListener'),
    unwatch: () => listen('removeEventListener'),
  };
}
