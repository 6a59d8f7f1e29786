import { readCookie } from '../identity/read-cookie.js';
import { parseVisitState } from '../identity/visit-state.js';
import type { TrackerOptions } from '../types/tracker-types.js';

/**
 * The visitor code the tag's own cookie names (a returning visitor), read by the loader before the
 * engine is there: what `getVisitorCode()` answers then, and the visitor of the loader's page-hide
 * beacon. `undefined` for a new visitor, whose code the engine makes.
 * @example readOwnVisitorCode(document, { cookieName: 'visitTag' }) // '9f1c0a7e3b5d2468', or undefined
 */
export function readOwnVisitorCode(doc: Document, options: Pick<TrackerOptions, 'cookieName'>): string | undefined {
  return parseVisitState(readCookie(doc.cookie, options.cookieName || 'visitTag'))?.visitorCode;
}
