import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { newContext } from '../../support/chromium.js';
import { countType, useTagHarness } from './tag-harness.js';

const env = useTagHarness();

type TagWindow = { visitTag: Record<string, (...args: unknown[]) => unknown>; outcomes: { type: string; reason?: string }[] };

async function open(context: BrowserContext, options: Record<string, unknown>, query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${env.harness.url}/test/fixtures/tracker/init.html?${query}options=${encodeURIComponent(JSON.stringify(options))}`);
  await page.waitForFunction(() => (window as unknown as TagWindow).visitTag?.getVisitorCode());
  await page.evaluate(() => {
    const w = window as unknown as TagWindow;
    w.outcomes = [];
    w.visitTag.onOutcome((outcome: never) => w.outcomes.push(outcome));
  });
  return page;
}
const call = (page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(([m, a]) => (window as unknown as TagWindow).visitTag[m](...a), [method, args] as const);
const storage = (page: Page) =>
  page.evaluate(async () => ({ cookie: document.cookie, databases: (await indexedDB.databases()).map((d) => d.name) }));
// Lets anything the tag might still send arrive before an absence is checked.
const settle = async (page: Page) => {
  await call(page, 'flush');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
};

describe('consent', () => {
  it('pending writes and sends nothing; granted hands over everything tracked meanwhile', async () => {
    const context = await newContext(env.browser);
    const page = await open(context, { siteCode: 'PENDING_SITE', requireConsent: true });
    expect(await call(page, 'getConsent')).toBe('pending');
    const nonce = await call(page, 'trackConversion', 7);
    await settle(page);
    expect(await env.harness.inspect('PENDING_SITE')).toMatchObject({ accepted: [], requests: [] });
    expect(await storage(page)).toEqual({ cookie: '', databases: [] });
    await call(page, 'setConsent', 'granted');
    const events = await env.harness.waitForEvents('PENDING_SITE', (e) => e.length >= 3);
    expect(events.map((e) => e.eventType).sort()).toEqual(['CONVERSION', 'PAGE', 'STATICDATA']);
    expect(events.find((e) => e.eventType === 'CONVERSION')!.nonce).toBe(nonce);
    expect((await storage(page)).cookie).toMatch(/^visitTag=[0-9a-f]{16}\.1\./);
    await context.close();
  });

  it('granted → pending → granted: the engine stops and starts again, nothing is lost', async () => {
    const context = await newContext(env.browser);
    const page = await open(context, { siteCode: 'TOGGLE_SITE' });
    await env.harness.waitForEvents('TOGGLE_SITE', (e) => countType(e, 'PAGE') === 1);
    await call(page, 'setConsent', 'pending');
    const nonce = await call(page, 'trackProduct', 'while-pending');
    await settle(page);
    expect((await env.harness.events('TOGGLE_SITE')).some((e) => e.nonce === nonce)).toBe(false);
    await call(page, 'setConsent', 'granted');
    const events = await env.harness.waitForEvents('TOGGLE_SITE', (e) => e.some((x) => x.nonce === nonce));
    expect(events.map((e) => e.eventType).sort()).toEqual(['PAGE', 'PRODUCT', 'STATICDATA']);
    await context.close();
  });

  it('denied purges the stored queue and the cookie, and reports each event dropped', async () => {
    const context = await newContext(env.browser);
    // The service fails for now, so the events stay stored.
    await fetch(`${env.harness.url}/__faults`, { method: 'POST', body: JSON.stringify({ status: 503, count: 1000 }) });
    const page = await open(context, { siteCode: 'DENY_SITE' });
    await call(page, 'trackProduct', 'kept-until-denied');
    await page.waitForFunction(
      async () => (await (window as unknown as { visitTag: { getQueued(): Promise<unknown[]> } }).visitTag.getQueued()).length >= 3,
    );
    expect((await storage(page)).cookie).toMatch(/^visitTag=/);
    await call(page, 'setConsent', 'denied');
    await page.waitForFunction(
      async () => (await (window as unknown as { visitTag: { getQueued(): Promise<unknown[]> } }).visitTag.getQueued()).length === 0,
    );
    expect((await storage(page)).cookie).toBe('');
    const dropped = await page.evaluate(() => (window as unknown as TagWindow).outcomes.filter((o) => o.type === 'dropped'));
    expect(dropped.length).toBeGreaterThanOrEqual(3);
    expect(dropped.every((o) => o.reason === 'consent')).toBe(true);
    // The service recovers: nothing of the purged queue and nothing tracked later arrives.
    await fetch(`${env.harness.url}/__faults`, { method: 'DELETE' });
    await call(page, 'trackProduct', 'after-denied');
    await settle(page);
    expect((await env.harness.inspect('DENY_SITE')).accepted).toEqual([]);
    await page.reload();
    await page.waitForFunction(() => (window as unknown as TagWindow).visitTag?.getVisitorCode());
    // A new page starts granted again (the site's consent manager says otherwise): a new visitor.
    const events = await env.harness.waitForEvents('DENY_SITE', (e) => countType(e, 'PAGE') >= 1);
    expect(events.filter((e) => e.eventType === 'PRODUCT')).toEqual([]);
    await context.close();
  });

  it('Global Privacy Control denies by default; respectGpc: false ignores it', async () => {
    const context = await newContext(env.browser);
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    const page = await open(context, { siteCode: 'GPC_SITE' });
    expect(await call(page, 'getConsent')).toBe('denied');
    await call(page, 'trackProduct', 'p');
    await settle(page);
    expect(await env.harness.inspect('GPC_SITE')).toMatchObject({ accepted: [], requests: [] });
    expect((await storage(page)).cookie).toBe('');
    const ignoring = await open(context, { siteCode: 'GPC_IGNORED_SITE', respectGpc: false });
    expect(await call(ignoring, 'getConsent')).toBe('granted');
    await env.harness.waitForEvents('GPC_IGNORED_SITE', (e) => countType(e, 'PAGE') === 1);
    await context.close();
  });
});

describe('remote data', () => {
  it('reads the map by key (percent-encoded), null when nothing is stored, callback once', async () => {
    const key = 'user/42 &é';
    const stored = await fetch(`${env.harness.url}/map/maps?siteCode=MAPSITE`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'visit-tag-tests/1.0' },
      body: JSON.stringify({ [key]: { plan: 'pro', vip: true, nested: { n: 1 } } }),
    });
    expect(stored.status).toBeLessThan(300);
    const context = await newContext(env.browser);
    const page = await open(context, { siteCode: 'MAPSITE' });
    const result = await page.evaluate(async (k) => {
      const tag = (window as unknown as { visitTag: Record<string, (...a: unknown[]) => unknown> }).visitTag;
      const calls: unknown[] = [];
      await new Promise<void>((resolve) => tag.retrieveDataFromRemoteSource(k, (data: unknown) => (calls.push(data), resolve())));
      const missing = await tag.getRemoteData('nobody');
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { calls, missing };
    }, key);
    expect(result).toEqual({ calls: [{ plan: 'pro', vip: true, nested: { n: 1 } }], missing: null });
    await context.close();
  });
});
