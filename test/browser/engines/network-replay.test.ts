// Issue 21: copies no client code sends. When the server stores a POST's body and then drops the
// connection without an answer (the chaos runner's lost answer by a dropped socket), Firefox and
// Chromium send the same request again on their own over a new connection (the first went on a
// reused keep-alive connection), and the page's one fetch resolves with the second answer: the
// server stores the body twice and the tag never learns of a failure. WebKitGTK hands the failure
// to the page, and the tag resends. Either way the body is stored twice; in two engines the copy is
// the network's, not the tag's, and nothing the tag does makes or stops it. The server's request
// log is the evidence: two requests with one body for one fetch call.
import { describe, expect, it } from 'vitest';
import { createInspector } from '../../support/engines/create-inspector.js';
import { ENGINE_NAMES, type EngineName } from '../../support/engines/launch-engine.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { tagPageUrl } from '../../support/engines/tag-page-url.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

/** Whether the engine sends a POST again by itself after the server dropped the connection (measured). */
const REPLAYS: Record<EngineName, boolean> = { chromium: true, firefox: true, webkit: false };

describe.each(ENGINE_NAMES)('%s', (name) => {
  const ctx = useEngine(name);

  it(`${REPLAYS[name] ? 'replays' : 'does not replay'} a POST whose connection the server dropped after storing it`, async () => {
    const site = createInspector(ctx.server.url, `${name}-replay-fetch`);
    const page = await ctx.engine.newPage();
    await page.goto(`${ctx.server.url}/__engines/blank.html`); // the connection the POST reuses
    await site.fault({ drop: true, afterIngest: true, count: 1 });
    // One fetch call; it resolves with a status, or rejects (0).
    const status = await page.evaluate(
      (url: string) =>
        fetch(url, { method: 'POST', body: 'eventType=PAGE&nonce=00000000000000a1&href=http%3A%2F%2Fx%2F' }).then(
          (response) => response.status,
          () => 0,
        ),
      `${ctx.server.url}/visit/events?siteCode=${site.siteCode}&visitorCode=v1`,
    );
    await site.clearFaults();
    const { requests, accepted } = await site.inspect();
    if (REPLAYS[name]) {
      expect(requests.map((r) => r.status)).toEqual([0, 202]); // dropped, then the browser's own second request
      expect(accepted.map((a) => a.copies)).toEqual([2]);
      expect(status).toBe(202); // the page saw one success: no client code sent the copy
    } else {
      expect(requests.map((r) => r.status)).toEqual([0]);
      expect(accepted.map((a) => a.copies)).toEqual([1]);
      expect(status).toBe(0); // the page learns of the failure (and the tag would retry)
    }
    await page.close();
  });

  it(`the tag sends once; the server stores ${REPLAYS[name] ? 'twice (the browser replayed it)' : 'once, then the retry'}`, async () => {
    const site = createInspector(ctx.server.url, `${name}-replay-tag`);
    const page = await ctx.engine.newPage();
    await page.goto(tagPageUrl(ctx.server.url, { site: site.siteCode, attrs: { 'flush-interval-ms': '600000' } }));
    await whenTagReady(page);
    // Page view and static data out of the way: the next request carries the conversion alone.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as TagWindow).visitTag.flush().then(() => (window as unknown as TagWindow).visitTag.getStats().queued),
        ),
      )
      .toBe(0);
    await site.fault({ drop: true, afterIngest: true, count: 1 });
    const nonce = await page.evaluate(() => {
      const tag = (window as unknown as TagWindow).visitTag;
      const scenario = ((window as unknown as TagWindow).scenario = { retries: 0 });
      tag.onOutcome((outcome) => void (outcome.type == 'retry' && scenario.retries++));
      return tag.trackConversion(3) as string;
    });
    // Until the tag holds nothing more: delivered, and confirmed to the tag (after its retry, where there is one).
    const isSettled = () => page.evaluate(() => (window as unknown as TagWindow).visitTag.getStats().queued == 0);
    await expect
      .poll(async () => (await site.events('CONVERSION')).length == 1 && (await isSettled()), { timeout: 20_000, interval: 500 })
      .toBe(true);
    await site.clearFaults();
    const conversion = (await site.inspect()).accepted.find((a) => a.event.nonce == nonce)!;
    const retries = await page.evaluate(() => (window as unknown as TagWindow).scenario!.retries as number);
    // Firefox: one request from the tag, two bodies stored. Elsewhere: the tag saw the failure and resent (the lost answer's copy).
    expect({ copies: conversion.copies, retries }).toEqual(REPLAYS[name] ? { copies: 2, retries: 0 } : { copies: 2, retries: 1 });
    await page.close();
  });
});
