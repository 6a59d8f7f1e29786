// Issue 23: consent answers in any order, with the real TCF bridge and a real IAB CMP
// (@iabtcf/cmpapi, TC strings from @iabtcf/core) on the page, in the three engines. After each
// answer the scenario lists what the origin holds (indexedDB.databases(), the cookies as the
// browser keeps them) and, at the end, what the stand-in server received.
import { beforeAll, describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES } from '../../support/engines/launch-engine.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { buildConsentPages, CONSENT_MOUNTS, consentPageUrl, type ConsentPageSetup } from './consent-pages.js';
import { act, readDevice, trackConversion, viewTag, whenScenarioReady } from './consent-scenario.js';

beforeAll(buildConsentPages);

const REQUIRE_CONSENT = { 'require-consent': 'true' };
const BRIDGE = { 'vendor-id': '755' };
const NOTHING = { databases: [], cookies: [] };
const TAG_STORAGE = { databases: ['visit-tag'], cookies: ['visitTag'] };

/** The nonces of the tag's queue in the page, stored and held. */
const queuedNonces = (page: Parameters<typeof viewTag>[0]) =>
  page.evaluate(async () =>
    (await (window as unknown as { visitTag: { getQueued(): Promise<{ nonce: string }[]> } }).visitTag.getQueued()).map((e) => e.nonce),
  );

describe.each(ENGINE_NAMES)('%s', (name) => {
  // Each engine gets its own server, so its own origin: the first scenario finds nothing stored.
  const ctx = useEngine(name, { extraStatic: CONSENT_MOUNTS });
  const open = async (label: string, cmp: 'reject' | 'banner', setup: Partial<ConsentPageSetup> = {}) => {
    const site = createInspector(ctx.server.url, `${name}-answers-${label}`);
    await site.clearFaults();
    const page = await ctx.engine.newPage();
    await page.goto(
      consentPageUrl(ctx.server.url, {
        site: site.siteCode,
        load: ['stub', 'cmp', 'tag', 'tcf'],
        cmp,
        attrs: REQUIRE_CONSENT,
        bridge: BRIDGE,
        ...setup,
      }),
    );
    await whenScenarioReady(page);
    return { site, page };
  };

  it('a refusal writes nothing: a first denied creates no database and no cookie; a denied after a grant deletes both', async () => {
    const { site, page } = await open('refusal', 'reject');
    await trackConversion(page, 40);
    expect((await viewTag(page)).consent).toBe('denied');
    expect(await readDevice(page)).toEqual(NOTHING);
    await act(page, 'testCmp.accept()');
    const granted = await trackConversion(page, 41);
    await expect.poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 15_000 }).toEqual([granted]);
    expect(await readDevice(page)).toEqual(TAG_STORAGE);
    await act(page, 'testCmp.reject()');
    expect((await viewTag(page)).consent).toBe('denied');
    await expect.poll(() => readDevice(page), { timeout: 5_000 }).toEqual(NOTHING);
    await page.reload(); // the CMP answers denied again at load: still nothing
    await whenScenarioReady(page);
    await trackConversion(page, 42);
    expect((await viewTag(page)).consent).toBe('denied');
    expect(await readDevice(page)).toEqual(NOTHING);
    await page.close();
  });

  it('grant, reopen, withdraw, grant, withdraw: nothing tracked before a withdrawal ever arrives, storage goes each time', async () => {
    const { site, page } = await open('sequence', 'banner');
    await site.fault({ status: 503, count: 1e9 }); // nothing leaves: the queue holds what the grant let out
    const early = await trackConversion(page, 50);
    expect((await viewTag(page)).consent).toBe('pending');
    expect(await readDevice(page)).toEqual(NOTHING);

    await act(page, 'testCmp.accept()'); // grant
    const stored = await trackConversion(page, 51);
    await expect.poll(() => queuedNonces(page), { timeout: 10_000 }).toEqual(expect.arrayContaining([early, stored]));
    expect(await readDevice(page)).toEqual(TAG_STORAGE);

    await act(page, 'testCmp.showBanner()'); // the visitor reopens the banner
    const held = await trackConversion(page, 52);
    expect((await viewTag(page)).consent).toBe('pending');

    await act(page, 'testCmp.reject()'); // and withdraws
    const withdrawn = await viewTag(page);
    expect(withdrawn).toMatchObject({ consent: 'denied', queued: 0 });
    expect(withdrawn.dropped).toBeGreaterThanOrEqual(5); // STATICDATA, PAGE, three conversions
    await expect.poll(() => readDevice(page), { timeout: 5_000 }).toEqual(NOTHING);

    await site.clearFaults(); // the service is healthy again: anything still scheduled would arrive now
    await act(page, 'testCmp.accept()'); // grant again
    const regranted = await trackConversion(page, 53);
    await expect.poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 15_000 }).toEqual([regranted]);
    expect(await readDevice(page)).toEqual(TAG_STORAGE);

    await act(page, 'testCmp.showBanner(); testCmp.reject()'); // withdraw again
    expect((await viewTag(page)).consent).toBe('denied');
    await expect.poll(() => readDevice(page), { timeout: 5_000 }).toEqual(NOTHING);
    const after = await trackConversion(page, 54);
    await viewTag(page);

    const received = (await site.events()).map((e) => e.nonce);
    for (const nonce of [early, stored, held, after]) expect(received).not.toContain(nonce);
    expect((await site.events('CONVERSION')).map((e) => e.nonce)).toEqual([regranted]);
    await page.close();
  });

  it('Consent Mode and TCF together: gtag updates and the CMP, in any order, the stricter one wins each time', async () => {
    const { site, page } = await open('both', 'banner', {
      load: ['stub', 'cmp', 'tag', 'tcf', 'gcm'],
      gcm: [['consent', 'default', { analytics_storage: 'denied' }]],
    });
    await site.fault({ status: 503, count: 1e9 });
    const early = await trackConversion(page, 70);
    expect((await viewTag(page)).consent).toBe('denied'); // Consent Mode's default
    expect(await readDevice(page)).toEqual(NOTHING);
    await act(page, "gtag('consent', 'update', { analytics_storage: 'granted' })");
    expect((await viewTag(page)).consent).toBe('pending'); // the CMP's banner is still up
    await act(page, 'testCmp.accept()');
    const stored = await trackConversion(page, 71);
    await expect.poll(() => queuedNonces(page), { timeout: 10_000 }).toEqual(expect.arrayContaining([stored]));
    expect(await readDevice(page)).toEqual(TAG_STORAGE);
    await act(page, "gtag('consent', 'update', { analytics_storage: 'denied' })"); // withdrawn through Consent Mode
    expect(await viewTag(page)).toMatchObject({ consent: 'denied', queued: 0 });
    await expect.poll(() => readDevice(page), { timeout: 5_000 }).toEqual(NOTHING);
    await site.clearFaults();
    await act(page, "gtag('consent', 'update', { analytics_storage: 'granted' })");
    const regranted = await trackConversion(page, 72);
    await expect.poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 15_000 }).toEqual([regranted]);
    await act(page, 'testCmp.showBanner(); testCmp.reject()'); // withdrawn through the CMP
    expect((await viewTag(page)).consent).toBe('denied');
    await expect.poll(() => readDevice(page), { timeout: 5_000 }).toEqual(NOTHING);
    const received = (await site.events()).map((e) => e.nonce);
    for (const nonce of [early, stored]) expect(received).not.toContain(nonce);
    await page.close();
  });
});
