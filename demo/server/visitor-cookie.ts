// The stand-in's `--server-visitor-cookie` (startServer `serverVisitorCookie`): what a site's own
// server does so that a visitor survives Safari's 7-day cap on cookies written by script. The
// Hono snippet in docs/identity.md is this middleware, word for word (test/node/server/visitor-cookie.test.ts).
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

/** The longest a cookie may live in Chrome (400 days); Safari keeps a server's cookie as long as it says. */
const MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * Gives every HTML page a first-party visitor cookie (not HttpOnly: the tag reads it): the code the
 * browser sent back, or a new 16-hex one, its lifetime renewed on every page.
 * @example app.use('*', visitorCookie('vt_vid')); // and data-server-visitor-cookie="vt_vid" on the tag
 */
export function visitorCookie(name: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    const code = getCookie(c, name) ?? randomBytes(8).toString('hex');
    const secure = new URL(c.req.url).protocol === 'https:';
    setCookie(c, name, code, { path: '/', maxAge: MAX_AGE_S, sameSite: 'Lax', secure });
  };
}
