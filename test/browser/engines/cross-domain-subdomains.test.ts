// Issue 20: one visitor across a site's subdomains (cookieDomain 'auto'), and never a cookie on a
// public suffix, in Chromium, Firefox ESR and WebKitGTK, on real host names: every name reaches the
// stand-in on 127.0.0.1 (Chromium's host-resolver rules, Firefox's network.dns.forceResolve,
// WebKitGTK through a forward proxy given as WebDriver's proxy capability), so each browser applies
// its own cookie rules and its own public suffix list. Asserted on what the stand-in received, on
// the address bar, and on what the page's cookies are. Each scenario has its own registrable
// domain: WebKit's one session keeps cookies between pages.
// Sister domains: cross-domain-links.test.ts.
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES } from '../../support/engines/launch-engine.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';
import { codesReceived, cookieDomain, flush, POLL, tagCookies, useCrossDomainEngine, visitorCode } from './cross-domain-pages.js';

describe.each(ENGINE_NAMES)('%s', (name) => {
  const { ctx, at } = useCrossDomainEngine(name);

  it('two subdomains share one visitor and one visit', async () => {
    const site = createInspector(ctx.server.url, `${name}-subdomains`);
    const domain = `${name}-sub.example`;
    const page = await ctx.engine.newPage();
    await page.goto(at(`www.${domain}`, { site: site.siteCode }));
    await whenTagReady(page);
    const code = await visitorCode(page);
    expect(await cookieDomain(page)).toBe(domain);
    await flush(page);
    await page.goto(at(`checkout.${domain}`, { site: site.siteCode, label: 'checkout' }));
    await whenTagReady(page);
    expect(await visitorCode(page)).toBe(code);
    await flush(page);
    await expect.poll(async () => (await site.events('PAGE')).length, POLL).toBe(2);
    expect((await site.events('PAGE')).map((event) => new URL(String(event.href)).hostname)).toEqual([
      `www.${domain}`,
      `checkout.${domain}`,
    ]);
    expect(await codesReceived(site)).toEqual([code]);
    // One visit: STATICDATA opens a visit, and the second host's page went on with the first's.
    expect(await site.events('STATICDATA')).toHaveLength(1);
    // Consent withdrawn on one subdomain removes the cookie where it was written: no host sees it.
    await page.evaluate(() => (window as unknown as TagWindow).visitTag.setConsent('denied'));
    expect(await tagCookies(page)).toEqual([]);
    await page.goto(at(`www.${domain}`, { site: site.siteCode, label: 'denied', attrs: { 'require-consent': '' } }));
    await whenTagReady(page);
    expect(await tagCookies(page)).toEqual([]);
    await page.close();
  });

  it('a visitor with a host-only cookie keeps their code and visit, and one cookie remains', async () => {
    const site = createInspector(ctx.server.url, `${name}-moved`);
    const domain = `${name}-moved.example`;
    const page = await ctx.engine.newPage();
    // The cookie as the tag wrote it before: host-only (`'none'` still writes that way).
    await page.goto(at(`www.${domain}`, { site: site.siteCode, attrs: { 'cookie-domain': 'none' } }));
    await whenTagReady(page);
    const code = await visitorCode(page);
    expect(await cookieDomain(page)).toBe('');
    await flush(page);
    await page.goto(at(`www.${domain}`, { site: site.siteCode, label: 'auto' }));
    await whenTagReady(page);
    expect(await visitorCode(page)).toBe(code);
    expect(await cookieDomain(page)).toBe(domain);
    const [moved, ...others] = await tagCookies(page);
    expect(others).toEqual([]);
    expect(moved).toMatch(new RegExp(`^${code}\\.1\\.`));
    await flush(page);
    // The other subdomain sees the moved cookie: the same visitor, the same visit.
    await page.goto(at(`checkout.${domain}`, { site: site.siteCode, label: 'checkout' }));
    await whenTagReady(page);
    expect(await visitorCode(page)).toBe(code);
    await flush(page);
    await expect.poll(async () => (await site.events('PAGE')).length, POLL).toBe(3);
    expect(await codesReceived(site)).toEqual([code]);
    expect(await site.events('STATICDATA')).toHaveLength(1);
    await page.close();
  });

  it('never writes on a public suffix: two github.io sites keep two visitors', async () => {
    const site = createInspector(ctx.server.url, `${name}-suffix`);
    const [alice, bob] = [`${name}-alice.github.io`, `${name}-bob.github.io`];
    const page = await ctx.engine.newPage();
    await page.goto(at(alice, { site: site.siteCode, cookieLog: true }));
    await whenTagReady(page);
    const aliceCode = await visitorCode(page);
    // The tag tried github.io, the browser's own list refused it, and the cookie went on the host.
    const tried = await page.evaluate(() =>
      (window as unknown as { cookieWrites: string[] }).cookieWrites.map((write) => /domain=([^;]+)/.exec(write)?.[1]),
    );
    const [first, ...rest] = tried;
    expect(first).toBe('github.io');
    expect(new Set(rest)).toEqual(new Set([alice]));
    expect(await cookieDomain(page)).toBe(alice);
    await flush(page);
    await page.goto(at(bob, { site: site.siteCode, label: 'bob' }));
    await whenTagReady(page);
    expect(await tagCookies(page)).toEqual([expect.not.stringContaining(aliceCode)]);
    const bobCode = await visitorCode(page);
    expect(bobCode).not.toBe(aliceCode);
    await flush(page);
    await expect.poll(async () => (await codesReceived(site)).sort(), POLL).toEqual([aliceCode, bobCode].sort());
    expect(await site.events('STATICDATA')).toHaveLength(2);
    await page.close();
  });
});
