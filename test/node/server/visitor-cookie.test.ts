// The stand-in's --server-visitor-cookie: the site's own first-party visitor cookie on every HTML
// page, as docs/identity.md tells site owners to set it (and the guide's Hono snippet is this code).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { startTestServer } from './server-helpers.js';

const root = resolve(import.meta.dirname, '../../..');
let withCookie: RunningServer;
let without: RunningServer;
beforeAll(async () => {
  withCookie = await startTestServer({ serverVisitorCookie: 'vt_vid' });
  without = await startTestServer();
});
afterAll(() => Promise.all([withCookie.close(), without.close()]));

const setCookieOf = async (url: string, cookie?: string) =>
  (await fetch(url, { headers: cookie ? { Cookie: cookie } : {} })).headers.getSetCookie();

describe('serverVisitorCookie', () => {
  it('gives a page without the cookie a new 16-hex code for 400 days, readable by script, first-party', async () => {
    const [cookie, ...more] = await setCookieOf(`${withCookie.url}/`);
    expect(more).toEqual([]);
    expect(cookie).toMatch(/^vt_vid=[0-9a-f]{16}; Max-Age=34560000; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('keeps the code the browser sent back and renews its lifetime', async () => {
    expect(await setCookieOf(`${withCookie.url}/`, 'other=1; vt_vid=5f3a9c0e1b2d4f6a')).toEqual([
      'vt_vid=5f3a9c0e1b2d4f6a; Max-Age=34560000; Path=/; SameSite=Lax',
    ]);
  });

  it('sets it on HTML pages only, and only when asked', async () => {
    expect(await setCookieOf(`${withCookie.url}/test/fixtures/tracker/init.html`)).toHaveLength(1);
    expect(await setCookieOf(`${withCookie.url}/dist/visit-tag.js`)).toEqual([]);
    expect(await setCookieOf(`${withCookie.url}/__inspect/events?siteCode=a`)).toEqual([]);
    expect(await setCookieOf(`${without.url}/`)).toEqual([]);
  });

  it("is docs/identity.md's Hono snippet, word for word", () => {
    const source = readFileSync(resolve(root, 'demo/server/visitor-cookie.ts'), 'utf8');
    const code = source.slice(source.indexOf('import { randomBytes }'));
    expect(readFileSync(resolve(root, 'docs/identity.md'), 'utf8')).toContain('```ts\n' + code + '```');
  });
});
