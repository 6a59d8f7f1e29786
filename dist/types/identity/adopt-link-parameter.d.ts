import { type VisitState } from './visit-state.js';
/**
 * At the start of a page: the visit a listed domain sent along ({@link LINK_PARAMETER}), when it
 * is valid and at most {@link LINK_MAX_AGE_MS} old, else undefined. The parameter leaves the
 * address bar in any case, by `history.replaceState` (no navigation, so no second page view),
 * before the first PAGE reads the address; the next page's referrer is the clean address too.
 * @example adoptLinkParameter(window, Date.now()) // { visitorCode: 'a1b2', visitNumber: 3, lastActivity: 1700000000000 }
 */
export declare function adoptLinkParameter(win: Window, now: number): VisitState | undefined;
