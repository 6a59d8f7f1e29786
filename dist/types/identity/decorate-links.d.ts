import { type VisitState } from './visit-state.js';
/**
 * Carries the visitor to the listed domains: when a link or a form leads to one of `linkDomains` (a
 * list, or names separated by commas) or a subdomain of one, other than the listed domain of this
 * page, adds {@link LINK_PARAMETER} with the visit `getVisit()` gives, timed now, at the last
 * moment: in the capture phase of `mousedown` (every button, so a middle click, a ctrl/cmd click
 * and the context menu's "open in new tab" carry it), `click` (the keyboard's Enter, taps,
 * `link.click()`) and `submit`. Links are not rewritten at load and the navigation is never
 * delayed or cancelled. A GET form gets a hidden field (its query is replaced by the form's
 * fields), any other form its action. Nothing is added when `getVisit()` gives nothing (consent
 * not granted) or under Global Privacy Control. `form.submit()` fires no event and is not seen.
 * @example decorateLinks(window, 'pay-shop.example', () => ({ visitorCode: 'a1b2', visitNumber: 3, lastActivity: 0 }), Date.now)
 */
export declare function decorateLinks(win: Window, linkDomains: string[] | string, getVisit: () => VisitState | false | undefined, now: () => number): void;
