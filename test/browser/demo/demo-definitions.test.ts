// The demo page's Definitions panel in real Chromium: the tag reads the stand-in's
// /definitions.json, converts the demo's CLICK goal by itself, holds back a second conversion of an
// order id and of a once-per-visit goal, and converts the order again once the page forgot its memory.
import { describe, expect, it } from 'vitest';
import { accepted, byNonce, clickFor, inspect, page, server, siteCode, useDemoPage } from './use-demo-page.js';

useDemoPage();

const conversionsOf = async (goalId: number) =>
  (await inspect()).accepted.filter((a) => a.event.eventType === 'CONVERSION' && String(a.event.goalId) === String(goalId));
const waitForReady = () => page.waitForSelector('#defs-state[data-state="ready"]', { timeout: 20_000 });

describe('the demo page Definitions panel', () => {
  it('loads the definitions and says ready with the goal count', async () => {
    const file = (await (await fetch(`${server.url}/definitions.json`)).json()) as { goals: unknown[]; customData: unknown[] };
    await page.goto(`${server.url}/?site=${siteCode}`);
    expect(await page.getAttribute('script[src*="/dist/visit-tag"]', 'data-definitions')).toBe('/definitions.json');
    await waitForReady();
    expect(await page.textContent('#defs-state')).toContain(
      `ready: ${file.goals.length} goals, ${file.customData.length} custom data items`,
    );
  });

  it('converts the CLICK goal of the demo button by itself, and not its INACTIVE twin', async () => {
    await page.click('#defs-basket');
    const row = await page.waitForSelector('#defs-conversions li[data-goal-id="99001"]:not([data-held])');
    expect(await row.textContent()).toContain('fired #99001 Demo: Add to basket button');
    const nonce = (await row.getAttribute('data-nonce'))!;
    await page.click('#tag-flush');
    expect((await accepted(byNonce(nonce), 'the CLICK goal conversion')).event).toMatchObject({ eventType: 'CONVERSION', goalId: 99001 });
    await page.waitForSelector(`#defs-conversions li[data-nonce="${nonce}"] code:has-text("sent CONVERSION")`);
    expect(await conversionsOf(99005)).toHaveLength(0);
  });

  it('holds back a second click of the once-per-visit goal', async () => {
    await page.click('#defs-newsletter');
    const first = await page.waitForSelector('#defs-conversions li[data-goal-id="99002"]:not([data-held])');
    const nonce = (await first.getAttribute('data-nonce'))!;
    await page.click('#defs-newsletter');
    const held = await page.waitForSelector('#defs-conversions li[data-goal-id="99002"][data-held="once-per-visit"]');
    expect(await held.textContent()).toContain(
      `converts once per visit and already converted in this visit [once-per-visit] (the one that counted: ${nonce})`,
    );
    await page.click('#tag-flush');
    await accepted(byNonce(nonce), 'the once-per-visit conversion');
    expect(await conversionsOf(99002)).toHaveLength(1);
  });

  const order = `T-${Date.now()}`;
  let firstNonce = '';
  it('tracks an order once: the same order id again is held back as a repeated order', async () => {
    await page.fill('#defs-order-goal', '99004');
    await page.fill('#defs-order-id', order);
    firstNonce = await clickFor('#defs-order-send', '#defs-order-result');
    expect(firstNonce).toMatch(/^[0-9a-f]{16}$/i);
    await page.click('#tag-flush');
    await accepted(byNonce(firstNonce), 'the order conversion');
    expect(await clickFor('#defs-order-send', '#defs-order-result')).toBe(
      `${firstNonce}: held back, not sent: this goal already converted with this order id on this device in the last 30 days`,
    );
    const held = await page.waitForSelector(`#defs-conversions li[data-held="repeated-order"][data-nonce="${firstNonce}"]`);
    expect(await held.textContent()).toContain('held back #99004 Demo: Order placed');
    await page.click('#tag-flush');
    await page.waitForTimeout(500);
    expect(await conversionsOf(99004)).toHaveLength(1);
  });

  it('forgets the conversion memory: after the reload the same order converts again', async () => {
    expect(await page.evaluate(() => localStorage.getItem('visitTag'))).toContain(order);
    await Promise.all([page.waitForEvent('load'), page.click('#defs-forget')]);
    await waitForReady();
    expect(await page.evaluate(() => localStorage.getItem('visitTag') ?? '')).not.toContain(order);
    expect(await page.$$('#defs-conversions li[data-held]')).toHaveLength(0);
    await page.fill('#defs-order-goal', '99004');
    await page.fill('#defs-order-id', order);
    const nonce = await clickFor('#defs-order-send', '#defs-order-result');
    expect(nonce).toMatch(/^[0-9a-f]{16}$/i);
    expect(nonce).not.toBe(firstNonce);
    await page.click('#tag-flush');
    await accepted(byNonce(nonce), 'the order converted again');
    expect(await conversionsOf(99004)).toHaveLength(2);
    await page.waitForSelector(`#defs-conversions li[data-nonce="${nonce}"]:not([data-held])`);
  });
});
