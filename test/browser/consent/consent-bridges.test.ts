// Issue 15: the TCF v2.2 and Consent Mode v2 bridges in the three engines, with the IAB's own
// libraries as the CMP (@iabtcf/stub, @iabtcf/cmpapi, TC strings from @iabtcf/core) and Google's
// gtag snippet. Each scenario asserts on what the tag says (getConsent, its `dropped` outcomes
// with reason consent, the queue) and on what the stand-in server received.
import { beforeAll, describe, expect, it } from 'vitest';
import { createInspector, type FaultRule } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES } from '../../support/engines/launch-engine.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { buildConsentPages, CONSENT_MOUNTS, consentPageUrl, type ConsentPageSetup } from './consent-pages.js';
import { act, trackConversion, viewTag, whenScenarioReady } from './consent-scenario.js';

beforeAll(buildConsentPages);

const REQUIRE_CONSENT = { 'require-consent': 'true' };
const BRIDGE = { 'vendor-id': '755' };
const GTAG_DENIED_IN_DE_FR = ['consent', 'default', { analytics_storage: 'denied', region: ['DE', 'FR'], wait_for_update: 500 }];

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name, { extraStatic: CONSENT_MOUNTS });
  const open = async (label: string, setup: Omit<ConsentPageSetup, 'site'>, inFrame = false, faults: FaultRule[] = []) => {
    const site = createInspector(ctx.server.url, `${name}-${label}`);
    await site.clearFaults(); // faults are server-wide: none left over from a failed scenario
    await site.fault(...faults);
    const page = await ctx.engine.newPage();
    const pageSetup = inFrame ? { ...setup, frame: { ...setup.frame!, site: site.siteCode } } : { ...setup, site: site.siteCode };
    await page.goto(consentPageUrl(ctx.server.url, pageSetup));
    await whenScenarioReady(page, inFrame);
    return { site, page };
  };
  const eventTypes = async (site: ReturnType<typeof createInspector>) => (await site.events()).map((e) => e.eventType).sort();

  it('TCF: a choice made before the tag loads (tcloaded) grants, and everything is sent', async () => {
    const { site, page } = await open('tcf-before', {
      load: ['stub', 'cmp', 'tag', 'tcf'],
      cmp: 'accept',
      attrs: REQUIRE_CONSENT,
      bridge: BRIDGE,
    });
    const nonce = await trackConversion(page, 21);
    expect((await viewTag(page)).consent).toBe('granted');
    await expect.poll(() => eventTypes(site), { timeout: 15_000 }).toEqual(['CONVERSION', 'PAGE', 'STATICDATA']);
    expect((await site.events('CONVERSION'))[0].nonce).toBe(nonce);
    await page.close();
  });

  it('TCF: a CMP that loads after the bridge (through the stub queue) shows its banner, then the user accepts', async () => {
    const { site, page } = await open('tcf-after', {
      load: ['stub', 'tag', 'tcf', 'wait', 'cmp'],
      cmp: 'banner',
      attrs: REQUIRE_CONSENT,
      bridge: BRIDGE,
    });
    const nonce = await trackConversion(page, 22);
    expect(await viewTag(page)).toMatchObject({ consent: 'pending', dropped: 0 });
    expect((await site.inspect()).requests).toEqual([]);
    await act(page, 'testCmp.accept()');
    expect((await viewTag(page)).consent).toBe('granted');
    await expect.poll(() => eventTypes(site), { timeout: 15_000 }).toEqual(['CONVERSION', 'PAGE', 'STATICDATA']);
    expect((await site.events('CONVERSION'))[0].nonce).toBe(nonce);
    await page.close();
  });

  it('TCF: denied (purpose 8 and the vendor missing) drops events as consent, then a grant sends the later ones', async () => {
    const { site, page } = await open('tcf-denied', {
      load: ['stub', 'cmp', 'tag', 'tcf'],
      cmp: 'reject',
      attrs: REQUIRE_CONSENT,
      bridge: BRIDGE,
    });
    await trackConversion(page, 23);
    const denied = await viewTag(page);
    expect(denied.consent).toBe('denied');
    expect(denied.dropped).toBeGreaterThanOrEqual(3); // STATICDATA, PAGE, CONVERSION
    await act(page, 'testCmp.accept()');
    const nonce = await trackConversion(page, 24);
    expect((await viewTag(page)).consent).toBe('granted');
    await expect.poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 15_000 }).toEqual([nonce]);
    await page.close();
  });

  it('TCF: granted, then withdrawn: the stored queue is purged and nothing more is sent', async () => {
    // The server answers 503 from the start, so everything the grant lets out stays in the queue.
    const { site, page } = await open(
      'tcf-withdrawn',
      { load: ['stub', 'cmp', 'tag', 'tcf'], cmp: 'accept', attrs: REQUIRE_CONSENT, bridge: BRIDGE },
      false,
      [{ status: 503 }],
    );
    await trackConversion(page, 25);
    const granted = await viewTag(page);
    expect(granted.consent).toBe('granted');
    expect(granted.queued).toBeGreaterThanOrEqual(3); // STATICDATA, PAGE, CONVERSION
    await act(page, 'testCmp.reject()');
    await site.clearFaults();
    await expect.poll(async () => (await viewTag(page)).queued, { timeout: 5_000 }).toBe(0);
    expect((await viewTag(page)).consent).toBe('denied');
    expect(await site.events()).toEqual([]);
    await page.close();
  });

  it('TCF: a CMP in the parent frame, reached through __tcfapiLocator and postMessage', async () => {
    const { site, page } = await open(
      'tcf-parent',
      { load: ['stub', 'cmp'], cmp: 'accept', frame: { load: ['tag', 'tcf'], attrs: REQUIRE_CONSENT, bridge: BRIDGE } },
      true,
    );
    await expect.poll(async () => (await viewTag(page, true)).consent, { timeout: 5_000 }).toBe('granted');
    expect((await viewTag(page, true)).hasTcfApi).toBe(false);
    await expect.poll(() => eventTypes(site), { timeout: 15_000 }).toEqual(['PAGE', 'STATICDATA']);
    await act(page, 'testCmp.reject()');
    await expect.poll(async () => (await viewTag(page, true)).consent, { timeout: 5_000 }).toBe('denied');
    await page.close();
  });

  it('TCF: no CMP at all: the state stays pending and the debug build says why', async () => {
    const { site, page } = await open('tcf-none', { load: ['tag', 'tcf'], attrs: REQUIRE_CONSENT, bridge: BRIDGE, debug: true, log: true });
    await trackConversion(page, 26);
    const view = await viewTag(page);
    expect(view).toMatchObject({ consent: 'pending', dropped: 0 });
    expect(view.log.join('\n')).toContain('no CMP found');
    expect((await site.inspect()).requests).toEqual([]);
    await page.close();
  });

  it('Consent Mode: a regional default (denied in DE) drops events, a later gtag update grants', async () => {
    const { site, page } = await open('gcm-region', {
      load: ['tag', 'gcm'],
      gcm: [['consent', 'default', { analytics_storage: 'granted' }], GTAG_DENIED_IN_DE_FR],
      attrs: REQUIRE_CONSENT,
      bridge: { region: 'DE' },
    });
    await trackConversion(page, 27);
    expect((await viewTag(page)).consent).toBe('denied');
    await act(page, "gtag('consent', 'update', { analytics_storage: 'granted' })");
    const nonce = await trackConversion(page, 28);
    expect((await viewTag(page)).consent).toBe('granted');
    await expect.poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 15_000 }).toEqual([nonce]);
    await page.close();
  });

  it('Consent Mode: an update already in dataLayer before the tag loads grants', async () => {
    const { site, page } = await open('gcm-before', {
      load: ['gcm', 'tag'],
      gcm: [GTAG_DENIED_IN_DE_FR, ['consent', 'update', { analytics_storage: 'granted' }]],
      attrs: REQUIRE_CONSENT,
      bridge: { region: 'FR' },
    });
    expect((await viewTag(page)).consent).toBe('granted');
    await expect.poll(() => eventTypes(site), { timeout: 15_000 }).toEqual(['PAGE', 'STATICDATA']);
    await page.close();
  });

  it('two bridges on one page combine to the stricter state', async () => {
    const { site, page } = await open('two-bridges', {
      load: ['stub', 'cmp', 'tag', 'tcf', 'gcm'],
      cmp: 'accept',
      gcm: [['consent', 'default', { analytics_storage: 'denied' }]],
      attrs: REQUIRE_CONSENT,
      bridge: BRIDGE,
    });
    expect((await viewTag(page)).consent).toBe('denied'); // TCF granted, Consent Mode denied
    await act(page, "gtag('consent', 'update', { analytics_storage: 'granted' })");
    expect((await viewTag(page)).consent).toBe('granted');
    const nonce = await trackConversion(page, 29);
    await expect.poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 15_000 }).toEqual([nonce]);
    await act(page, 'testCmp.showBanner()');
    expect((await viewTag(page)).consent).toBe('pending'); // TCF pending, Consent Mode granted
    await act(page, 'testCmp.reject()');
    expect((await viewTag(page)).consent).toBe('denied');
    await page.close();
  });

  it('Global Privacy Control denies whatever the CMP and Consent Mode grant', async () => {
    const { site, page } = await open('gpc', {
      load: ['stub', 'cmp', 'tag', 'tcf', 'gcm'],
      cmp: 'accept',
      gcm: [['consent', 'update', { analytics_storage: 'granted' }]],
      gpc: true,
      bridge: BRIDGE,
    });
    await act(page, 'testCmp.accept()');
    await trackConversion(page, 30);
    const view = await viewTag(page);
    expect(view.consent).toBe('denied');
    expect(view.dropped).toBeGreaterThanOrEqual(1);
    expect((await site.inspect()).requests).toEqual([]);
    await page.close();
  });
});
