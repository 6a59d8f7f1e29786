// The visitor cookie's `Secure` attribute in real Chromium: written on an https page (the stand-in
// over TLS with the fixture certificate of test/fixtures/tls/), not on a plain-http one.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext } from '../../support/chromium.js';
import { countType, startTagHarness, useTagHarness } from './tag-harness.js';

const env = useTagHarness({ tls: true });
let plain: Awaited<ReturnType<typeof startTagHarness>>;
beforeAll(async () => {
  plain = await startTagHarness();
});
afterAll(async () => {
  await plain?.close();
});

/** What the page handed to fetch for /visit/events, recorded before any page script runs. */
type Sent = { url: string; keepalive: boolean }[];
const recordEventFetches = (context: BrowserContext) =>
  context.addInitScript(() => {
    const sent: { url: string; keepalive: boolean }[] = [];
    (window as unknown as { sentEvents: typeof sent }).sentEvents = sent;
    const original = fetch; // window's own, before the wrapper replaces it
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/visit/events')) sent.push({ url, keepalive: init?.keepalive ?? (input instanceof Request && input.keepalive) });
      return original.call(this, input, init);
    };
  });

const openInit = (page: Page, base: string, siteCode: string) =>
  page.goto(`${base}/test/fixtures/tracker/init.html?options=${encodeURIComponent(JSON.stringify({ siteCode, cookieName: 'vt' }))}`);

const daysLeft = (expires: number) => (expires * 1000 - Date.now()) / 86_400_000;

describe('visitor cookie over https', () => {
  it('is Secure, SameSite=Lax and one year on an https page, events go over TLS with keepalive fetch; not Secure on http', async () => {
    expect(env.harness.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const secure = await newContext(env.browser, { ignoreHTTPSErrors: true });
    await recordEventFetches(secure);
    const page = await secure.newPage();
    const answers: { url: string; type: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/visit/events'))
        answers.push({ url: response.url(), type: response.request().resourceType(), status: response.status() });
    });
    await openInit(page, env.harness.url, 'HTTPS_SITE');
    expect(await page.evaluate(() => [location.protocol, isSecureContext])).toEqual(['https:', true]);

    const events = await env.harness.waitForEvents('HTTPS_SITE', (e) => countType(e, 'STATICDATA') >= 1 && countType(e, 'PAGE') >= 1);
    expect(events.find((e) => e.eventType === 'PAGE')).toMatchObject({
      href: expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+\/test\/fixtures\/tracker\/init\.html\?/),
    });
    const code = await page.evaluate(() => (window as unknown as { visitTag: { getVisitorCode(): string } }).visitTag.getVisitorCode());
    expect(new Set(events.map((e) => e.visitorCode))).toEqual(new Set([code]));
    // The browser's side: a keepalive fetch to the https origin, answered 202.
    const sent = await page.evaluate(() => (window as unknown as { sentEvents: Sent }).sentEvents);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent)
      expect(request).toEqual({ url: expect.stringMatching(`^${env.harness.url}/visit/events\\?`), keepalive: true });
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toEqual({ url: expect.stringMatching(/^https:/), type: 'fetch', status: 202 });

    const [cookie] = (await secure.cookies()).filter((c) => c.name === 'vt');
    expect(cookie).toMatchObject({ domain: '127.0.0.1', path: '/', secure: true, sameSite: 'Lax', httpOnly: false });
    expect(cookie.value.startsWith(`${code}.1.`)).toBe(true);
    expect(daysLeft(cookie.expires)).toBeGreaterThan(364);
    expect(daysLeft(cookie.expires)).toBeLessThan(366);
    await secure.close();

    // The same tag on a plain-http page (its own context: a Secure cookie of 127.0.0.1 would stand
    // in the way of a non-Secure one of the same name).
    const insecure = await newContext(env.browser);
    const httpPage = await insecure.newPage();
    await openInit(httpPage, plain.url, 'HTTP_SITE');
    expect(await httpPage.evaluate(() => location.protocol)).toBe('http:');
    await plain.waitForEvents('HTTP_SITE', (e) => countType(e, 'STATICDATA') >= 1 && countType(e, 'PAGE') >= 1);
    const [httpCookie] = (await insecure.cookies()).filter((c) => c.name === 'vt');
    expect(httpCookie).toMatchObject({ domain: '127.0.0.1', path: '/', secure: false, sameSite: 'Lax' });
    expect(daysLeft(httpCookie.expires)).toBeGreaterThan(364);
    await insecure.close();
  });
});
