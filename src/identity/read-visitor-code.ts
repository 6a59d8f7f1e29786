import type { CookieJar } from './create-cookie-jar.js';
import { readServerVisitorCode } from './read-server-visitor-code.js';
import { parseVisitState } from './visit-state.js';

/**
 * Who the visitor is, at the start of a page: the code in the server's cookie when the site has
 * one (it outlives Safari's 7-day cap on cookies written by script), else the code a listed
 * domain sent along (`linked`, already checked fresh and valid), else the code in the tag's own
 * cookie, else a new one (`createCode`). `cookies` is one read of `document.cookie`.
 * @example readVisitorCode(document.cookie, jar, createNonce, 'vt_vid') // '5f3a9c0e1b2d4f6a'
 */
export function readVisitorCode(cookies: string, jar: CookieJar, createCode: () => string, serverCookie?: string, linked?: string): string {
  // The jar reads its own cookie in any case: the first visit step uses that read.
  const own = parseVisitState(jar.read(cookies))?.visitorCode;
  return (serverCookie && readServerVisitorCode(cookies, serverCookie)) || linked || own || createCode();
}
