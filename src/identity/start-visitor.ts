import { adoptLinkParameter } from './adopt-link-parameter.js';
import { createCookieJar, type CookieJar } from './create-cookie-jar.js';
import { readVisitorCode } from './read-visitor-code.js';
import type { TrackerOptions } from '../types/tracker-types.js';
import type { VisitState } from './visit-state.js';

export type { CookieJar, VisitState };

/** Who the visitor is at `start()`, and where their cookie lives. */
export interface StartedVisitor {
  jar: CookieJar;
  visitorCode: string;
  /** The visit a listed domain sent along, when it is this visitor's: it goes on here. */
  visit?: VisitState;
}

/**
 * The visitor at the start of a page: the cookie jar on its domain (`cookieDomain`), the link
 * parameter of a listed domain adopted when `linkDomains` is set (and removed from the address bar
 * in any case), then the code: `given` (by `setVisitorCode` before the start), else
 * {@link readVisitorCode}'s order (server cookie, link, own cookie, new).
 * @example const { jar, visitorCode, visit } = startVisitor(window, { cookieDomain: 'auto' }, 'visitTag', Date.now(), undefined, createNonce)
 */
export function startVisitor(
  win: Window,
  options: TrackerOptions,
  cookieName: string,
  now: number,
  given: string | undefined,
  createCode: () => string,
): StartedVisitor {
  const jar = createCookieJar(win.document, cookieName, options.cookieDomain);
  const linked = options.linkDomains ? adoptLinkParameter(win, now) : undefined;
  // One read of document.cookie for both cookies (in Chromium each read is a round trip).
  const visitorCode = given ?? readVisitorCode(jar.all(), jar, createCode, options.serverVisitorCookie, linked?.visitorCode);
  return { jar, visitorCode, visit: linked?.visitorCode === visitorCode ? linked : undefined };
}
