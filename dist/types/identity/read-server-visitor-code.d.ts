/**
 * The visitor code the site's own server keeps in a first-party HTTP cookie (`serverVisitorCookie`).
 * Only read, never written: Safari keeps a cookie a server sets for as long as the server says,
 * while one written by script lasts at most 7 days. The value is percent-decoded (Express and
 * Hono encode cookie values) and must be a valid visitor code (at most 100 characters); anything
 * else is ignored, so the tag falls back to its own cookie.
 * @example readServerVisitorCode(document.cookie, 'vt_vid') // '5f3a9c0e1b2d4f6a' when the server set vt_vid=5f3a9c0e1b2d4f6a
 */
export declare function readServerVisitorCode(cookies: string, name: string): string | undefined;
