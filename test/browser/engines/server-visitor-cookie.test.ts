// Issue 14 item 4: a visitor identity that survives Safari. The stand-in sets the site's own
// visitor cookie on every HTML page with a real Set-Cookie header (400 days), as a site's server
// would; the tag reads it through `data-server-visitor-cookie` and must never write it. Checked in
// Chromium, Firefox ESR and WebKitGTK on what a site owner would see: the visitor code the service
// received, the cookie as the browser keeps it (value and expiry, from the driver), and every
// document.cookie write the page made.
import { describe, expect, it } from 'vitest';
import { createInspector, type Inspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES, type EnginePage } from '../../support/engines/launch-engine.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

const SERVER_COOKIE = 'vt_vid';
/** The lifetime the stand-in gives its cookie (demo/server/visitor-cookie.ts); the tag's own would be one year. */
const SERVER_MAX_AGE_S = 400 * 24 * 60 * 60;
const DAY_S = 24 * 60 * 60;

/** The visitor codes the service received for a site: in events' bodies and in the requests' `visitorCode` query. */
async function codesReceived(site: Inspector): Promise<string[]> {
  const { accepted, requests } = await site.inspect();
  const inBodies = accepted.map(({ event }) => event.visitorCode).filter((code) => code !== undefined);
  const inQueries = requests.map(({ query }) => (typeof query === 'object' ? query.visitorCode : undefined)).filter(Boolean);
  return [...new Set([...inBodies, ...inQueries].map(String))];
}

/** The server's cookie as the browser keeps it. */
async function serverCookie(page: EnginePage) {
  const cookie = (await page.getCookies()).find(({ name }) => name === SERVER_COOKIE);
  if (!cookie) throw new Error(`the page has no ${SERVER_COOKIE} cookie: did the server set it?`);
  return cookie;
}

/** The names of the cookies the page wrote through document.cookie since it loaded (tag.html's cookieLog). */
const cookieNamesWritten = (page: EnginePage) =>
  page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites.map((write) => write.split('=')[0]));

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name, { server: { serverVisitorCookie: SERVER_COOKIE } });

  it("uses the server's visitor cookie, never writes it, and keeps the visitor when its own cookie is gone", async () => {
    const site = createInspector(ctx.server.url, `${name}-server-cookie`);
    const page = await ctx.engine.newPage();
    const url = tagPageUrl(ctx.server.url, { site: site.siteCode, attrs: { 'server-visitor-cookie': SERVER_COOKIE }, cookieLog: true });
    const loadedAt = Date.now() / 1000;
    await page.goto(url);
    await whenTagReady(page);
    const issued = await serverCookie(page);
    expect(issued.value).toMatch(/^[0-9a-f]{16}$/);

    // The tag works as usual: conversions, a new visitor code from the site, consent changes.
    await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      tag.trackConversion(42);
      tag.setConsent('pending');
      tag.setConsent('granted');
      await tag.flush();
    });
    expect(await page.evaluate(() => (window as unknown as TagWindow).visitTag.getVisitorCode())).toBe(issued.value);
    await expect.poll(async () => (await site.events('CONVERSION')).length, { timeout: 15_000 }).toBe(1);
    expect(await codesReceived(site)).toEqual([issued.value]);
    const [visit] = await site.events('STATICDATA');
    expect(visit.visitNumber).toBe(1);

    // Never written: the log saw the tag write its own cookie, and nothing under the server's name;
    // the browser still has the server's value, with the server's 400-day expiry (a write by the
    // tag would have made it one year).
    const written = await cookieNamesWritten(page);
    expect(written).toContain('visitTag');
    expect(written).not.toContain(SERVER_COOKIE);
    const kept = await serverCookie(page);
    expect(kept.value).toBe(issued.value);
    expect(Math.abs(kept.expires! - (loadedAt + SERVER_MAX_AGE_S))).toBeLessThan(DAY_S);

    // Safari drops a cookie written by script after 7 days: the tag's own cookie goes, the
    // server's stays. The next page is the same visitor (its visit count starts again).
    await page.evaluate(() => void (document.cookie = 'visitTag=; path=/; max-age=0'));
    expect((await page.getCookies()).map(({ name }) => name)).not.toContain('visitTag');
    await page.goto(
      tagPageUrl(ctx.server.url, {
        site: site.siteCode,
        attrs: { 'server-visitor-cookie': SERVER_COOKIE },
        cookieLog: true,
        label: 'next',
      }),
    );
    await whenTagReady(page);
    await page.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
    await expect.poll(async () => (await site.events('STATICDATA')).length, { timeout: 15_000 }).toBe(2);
    expect(await codesReceived(site)).toEqual([issued.value]);
    expect((await site.events('STATICDATA')).map((e) => e.visitNumber)).toEqual([1, 1]);
    expect(await cookieNamesWritten(page)).not.toContain(SERVER_COOKIE);
    expect((await serverCookie(page)).value).toBe(issued.value);
    await page.close();
  });

  it("keeps the server's cookie when the site sets its own visitor code or consent is denied", async () => {
    const site = createInspector(ctx.server.url, `${name}-server-cookie-denied`);
    const page = await ctx.engine.newPage();
    await page.goto(
      tagPageUrl(ctx.server.url, { site: site.siteCode, attrs: { 'server-visitor-cookie': SERVER_COOKIE }, cookieLog: true }),
    );
    await whenTagReady(page);
    const issued = await serverCookie(page);
    await page.evaluate(async () => {
      const tag = (window as unknown as TagWindow).visitTag;
      tag.setVisitorCode('member-42');
      await tag.flush();
      tag.setConsent('denied');
    });
    // The site's own code went to the service; the tag's cookie is gone; the server's is untouched.
    await expect.poll(async () => (await codesReceived(site)).sort(), { timeout: 15_000 }).toEqual([issued.value, 'member-42'].sort());
    const names = (await page.getCookies()).map(({ name }) => name);
    expect(names).not.toContain('visitTag');
    expect((await serverCookie(page)).value).toBe(issued.value);
    expect(await cookieNamesWritten(page)).not.toContain(SERVER_COOKIE);
    await page.close();
  });
});
