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
export declare function createPageLifecycle(env: Pick<DeliveryEnv, 'target' | 'navigation' | 'home'>, hooks: LifecycleHooks): PageLifecycle;
