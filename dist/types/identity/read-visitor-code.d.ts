import type { CookieJar } from './create-cookie-jar.js';
/**
 * Who the visitor is, at the start of a page: the code in the server's cookie when the site has
 * one (it outlives Safari's 7-day cap on cookies written by script), else the code a listed
 * domain sent along (`linked`, already checked fresh and valid), else the code in the tag's own
 * cookie, else a new one (`createCode`). `cookies` is one read of `document.cookie`.
 * @example readVisitorCode(document.cookie, jar, createNonce, 'vt_vid') // '5f3a9c0e1b2d4f6a'
 */
export declare function readVisitorCode(cookies: string, jar: CookieJar, createCode: () => string, serverCookie?: string, linked?: string): string;
