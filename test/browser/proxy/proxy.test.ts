// Issue 33 in Chromium: a page whose script tag and data-url are on its own origin (`/vt`, the
// first-party proxy mounted on the site's server, node:http) delivers through the proxy to the
// stand-in; with the service refusing (502) or hanging (504), the tag keeps its events and sends
// the same nonces again, and none is lost once the service is back. (After a failed round the tag
// probes with a smaller batch, so the events tracked meanwhile wait in IndexedDB, unsent.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { createInspector } from '../../support/engines/create-inspector.js';
import { launchChromiumEngine } from '../../support/engines/launch-chromium-engine.js';
import type { Engine, EnginePage } from '../../support/engines/engine-types.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';
import { startProxiedSite, type ProxiedSite } from '../../support/proxy/start-proxied-site.js';
import { startRecordingStandIn } from '../../support/proxy/start-recording-stand-in.js';
import { startServiceFront, type ServiceFront } from '../../support/proxy/start-service-front.js';

interface Outcome {
  type: string;
  nonce: string;
  reason?: string;
}

let engine!: Engine;
let standIn!: RunningServer;
let upstream!: ServiceFront;
let site!: ProxiedSite;
let forwardedFor!: string[];

beforeAll(async () => {
  ({ standIn, forwardedFor } = await startRecordingStandIn());
  upstream = await startServiceFront(standIn.port);
  site = await startProxiedSite({ dataUrl: upstream.url, timeoutMs: 1_000 });
  engine = await launchChromiumEngine();
});
afterAll(async () => {
  await engine?.close();
  await site?.close();
  await upstream?.close();
  await standIn?.close();
});

/** Opens the site's page, records every outcome from then on, and tracks `count` conversions: their nonces. */
async function openAndTrack(page: EnginePage, siteCode: string, count: number): Promise<string[]> {
  await page.goto(`${site.url}/page.html?site=${siteCode}`);
  await whenTagReady(page);
  return page.evaluate((n: number) => {
    const tag = (
      window as unknown as { visitTag: { onOutcome(listener: (outcome: unknown) => void): void; trackConversion(goal: number): unknown } }
    ).visitTag;
    const outcomes: unknown[] = ((window as unknown as { outcomes: unknown[] }).outcomes = []);
    tag.onOutcome((outcome) => outcomes.push(outcome));
    return Array.from({ length: n }, (_, i) => tag.trackConversion(100 + i) as string);
  }, count);
}

const outcomesOf = (page: EnginePage) => page.evaluate(() => (window as unknown as { outcomes: Outcome[] }).outcomes);

describe('the script tag on the site’s own origin, through visit-tag/proxy (Chromium)', () => {
  it('loads /vt/visit-tag.js and delivers its events through /vt to the stand-in, with the browser’s User-Agent and address', async () => {
    const inspector = createInspector(standIn.url, 'proxied-ok');
    const page = await engine.newPage();
    const nonces = await openAndTrack(page, inspector.siteCode, 3);
    await expect.poll(async () => (await inspector.events('CONVERSION')).map((event) => event.nonce), { timeout: 15_000 }).toEqual(nonces);
    const seen = await inspector.inspect();
    expect(seen.accepted.map((entry) => entry.event.eventType)).toEqual(expect.arrayContaining(['STATICDATA', 'PAGE']));
    expect(new Set(seen.requests.map((request) => request.userAgent))).toEqual(new Set([engine.userAgent]));
    expect(seen.requests.every((request) => request.status === 202)).toBe(true);
    expect(new Set(forwardedFor)).toEqual(new Set(['127.0.0.1']));
    // The tag itself came from the mount, and every event request went through it.
    expect(site.answers).toEqual(expect.arrayContaining(['GET /vt/visit-tag.js 200', 'POST /vt/visit/events 202']));
    expect((await outcomesOf(page)).filter((outcome) => outcome.type === 'sent').map((outcome) => outcome.nonce)).toEqual(
      expect.arrayContaining(nonces),
    );
    await page.close();
  });

  it.each([
    ['refuse', 502],
    ['hang', 504],
  ] as const)(
    'with the service’s port set to %s (%i), the tag retries the same nonces and loses none once it is back',
    async (mode, status) => {
      const inspector = createInspector(standIn.url, `proxied-${mode}`);
      await upstream.setMode(mode);
      const answeredBefore = site.answers.length;
      const page = await engine.newPage();
      const nonces = await openAndTrack(page, inspector.siteCode, 5);
      // Every one of these nonces is sent, refused by the proxy, and reported to the page as a retry (kept, not dropped).
      // Two rounds refused by the proxy (the backoff stays short), each reported to the page as a retry: the events are kept.
      const refusedRounds = () => site.answers.slice(answeredBefore).filter((answer) => answer.startsWith('POST /vt/visit/events'));
      await expect.poll(() => refusedRounds().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      expect(new Set(refusedRounds())).toEqual(new Set([`POST /vt/visit/events ${status}`]));
      const retried = new Set((await outcomesOf(page)).filter((outcome) => outcome.type === 'retry').map((outcome) => outcome.nonce));
      expect(retried.size).toBeGreaterThan(0);
      expect((await inspector.inspect()).accepted).toEqual([]);
      await upstream.setMode('up');
      await expect
        .poll(async () => (await inspector.events('CONVERSION')).map((event) => event.nonce).sort(), { timeout: 40_000 })
        .toEqual([...nonces].sort());
      const outcomes = await outcomesOf(page);
      expect(outcomes.filter((outcome) => outcome.type === 'dropped')).toEqual([]);
      await expect
        .poll(async () => (await outcomesOf(page)).filter((outcome) => outcome.type === 'sent' && nonces.includes(outcome.nonce)).length, {
          timeout: 10_000,
        })
        .toBe(nonces.length);
      await page.close();
    },
  );
});
