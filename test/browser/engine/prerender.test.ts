import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { launchCdpChromium, type CdpChromium, type CdpContext, type CdpPage } from '../../support/launch-cdp-chromium.js';
import { countType, startTagHarness } from './tag-harness.js';

// Issue 14 item 2: a page that Chromium prerenders from a real <script type="speculationrules">
// sends nothing, writes no cookie, opens no IndexedDB and counts no view until it is shown, and
// leaves no trace when it never is. Every scenario first proves that the prerender happened: the
// server saw the page and the tag fetched with `Sec-Purpose: prefetch;prerender`, and the page's
// own script saw document.prerendering. Driven over the DevTools pipe through tab targets, since a
// Playwright (or createCDPSession) session on the page makes Chromium refuse to prerender.

/** A request as the stand-in server received it. */
interface Received {
  method: string;
  path: string;
  site: string | null;
  purpose: string | undefined;
}

const FIXTURES = '/test/fixtures/tracker';
const PRERENDER_PURPOSE = 'prefetch;prerender';
const received: Received[] = [];
let harness: Awaited<ReturnType<typeof startTagHarness>>;
let chromium: CdpChromium;

beforeAll(async () => {
  harness = await startTagHarness({
    onRequest: (request) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const purpose = request.headers['sec-purpose'];
      received.push({ method: request.method ?? '', path: url.pathname, site: url.searchParams.get('site'), purpose: purpose?.toString() });
    },
  });
  chromium = await launchCdpChromium();
});
afterAll(async () => {
  await chromium?.close();
  await harness?.close();
});
beforeEach(() => void received.splice(0));

/** What the prerendered page's own script recorded (test/fixtures/tracker/prerender-target.html). */
interface PrerenderSeen {
  atLoad: boolean;
  atActivation: { prerendering: boolean; activationStart: number } | null;
}

/** The names of the origin's IndexedDB databases, as a page of the origin sees them. */
const databases = (page: CdpPage) => page.evaluate<string[]>('indexedDB.databases().then((list) => list.map((db) => db.name))');
const visitRequests = () => received.filter((r) => r.path.startsWith('/visit/'));

/**
 * Opens the initiator in a fresh browser context and waits until Chromium has prerendered the
 * target (status Ready) and the tag has loaded in it; checks that it really was a prerender.
 */
async function prerender(site: string): Promise<{ context: CdpContext; initiator: CdpPage; prerendered: CdpPage; targetUrl: string }> {
  const context = await chromium.newContext();
  onTestFinished(() => context.close());
  const initiator = await context.newPage();
  const targetUrl = `${harness.url}${FIXTURES}/prerender-target.html?site=${site}`;
  const ready = initiator.whenPrerendered(targetUrl);
  await initiator.navigate(`${harness.url}${FIXTURES}/prerender-initiator.html?site=${site}`);
  const prerendered = await ready;
  await expect
    .poll(() => prerendered.evaluate<boolean>(`document.readyState == 'complete' && typeof visitTag == 'object'`), { timeout: 10_000 })
    .toBe(true);
  // Still prerendering, as it was when its first script ran; the server saw a prerender fetch the
  // page and the tag.
  expect(await prerendered.evaluate('document.prerendering')).toBe(true);
  expect(await prerendered.evaluate<PrerenderSeen>('prerenderSeen')).toEqual({ atLoad: true, atActivation: null });
  const fetched = (path: string) => received.filter((r) => r.path === path && r.method === 'GET').map((r) => r.purpose);
  expect(fetched(`${FIXTURES}/prerender-target.html`)).toEqual([PRERENDER_PURPOSE]);
  expect(fetched('/__tag/visit-tag.js')).toEqual([PRERENDER_PURPOSE]);
  return { context, initiator, prerendered, targetUrl };
}

/** Nothing reached the service and nothing is stored: no request, no cookie, no database. */
async function expectNoTrace(site: string, context: CdpContext, pageOfOrigin: CdpPage): Promise<void> {
  const { accepted } = await harness.inspect(site);
  const trace = {
    visitRequests: visitRequests(),
    accepted: accepted.map((a) => a.event.eventType),
    cookies: (await context.cookies()).map((c) => `${c.name}=${c.value}`),
    documentCookie: await pageOfOrigin.evaluate<string>('document.cookie'),
    databases: await databases(pageOfOrigin),
  };
  expect(trace).toEqual({ visitRequests: [], accepted: [], cookies: [], documentCookie: '', databases: [] });
}

describe('prerendering (Chromium, speculation rules)', () => {
  it('prerendered then shown: nothing before activation, then one STATICDATA and one PAGE, visit 1', async () => {
    const site = 'PRERENDER_SHOWN';
    const { context, initiator, prerendered, targetUrl } = await prerender(site);
    await expectNoTrace(site, context, initiator);
    expect(await prerendered.evaluate('visitTag.getStats().held')).toBe(0);

    // The visitor follows the link: Chromium shows the prerendered page instead of loading it.
    await initiator.evaluate(`document.getElementById('next').click()`);
    await expect
      .poll(() => prerendered.evaluate<PrerenderSeen>('prerenderSeen'), { timeout: 10_000 })
      .toMatchObject({
        atActivation: { prerendering: false, activationStart: expect.any(Number) },
      });
    const seen = await prerendered.evaluate<PrerenderSeen>('prerenderSeen');
    expect(seen.atActivation!.activationStart).toBeGreaterThan(0);

    await harness.waitForEvents(site, (events) => countType(events, 'PAGE') >= 1 && countType(events, 'STATICDATA') >= 1);
    // Whatever the tag still holds leaves now, so a second view could not hide in the queue.
    await prerendered.evaluate('visitTag.flush()');
    const events = await harness.events(site);
    const visitorCode = await prerendered.evaluate<string>('visitTag.getVisitorCode()');
    expect(events.map((e) => e.eventType).sort()).toEqual(['PAGE', 'STATICDATA']);
    expect(events.find((e) => e.eventType === 'STATICDATA')).toMatchObject({ visitNumber: 1, visitorCode });
    expect(events.find((e) => e.eventType === 'PAGE')).toMatchObject({
      href: targetUrl,
      referrerHref: `${harness.url}${FIXTURES}/prerender-initiator.html?site=${site}`,
      visitorCode,
    });
    // Sent by the shown page, not by the prerender.
    expect(visitRequests().length).toBeGreaterThan(0);
    expect(visitRequests().filter((r) => r.purpose !== undefined)).toEqual([]);
    // The same checks that found nothing before now find the cookie of visit 1 and the database.
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(['visitTag']);
    expect(cookies[0].value.startsWith(`${visitorCode}.1.`)).toBe(true);
    expect((await databases(prerendered)).length).toBeGreaterThan(0);
  });

  it('prerendered, never shown (the initiator navigates elsewhere): no event, no cookie, no database', async () => {
    const site = 'PRERENDER_LEFT';
    const { context, initiator, prerendered } = await prerender(site);
    await initiator.navigate(`${harness.url}${FIXTURES}/other.html`);
    // Chromium discards the prerender with its initiator's page: once it is gone nothing of it can send.
    await prerendered.whenGone();
    await expectNoTrace(site, context, initiator);
  });

  it('prerendered, never shown (the initiator closes): no event, no cookie, no database', async () => {
    const site = 'PRERENDER_CLOSED';
    const { context, initiator, prerendered } = await prerender(site);
    await initiator.close();
    await prerendered.whenGone();
    const later = await context.newPage();
    await later.navigate(`${harness.url}${FIXTURES}/other.html`);
    await expectNoTrace(site, context, later);
  });
});
