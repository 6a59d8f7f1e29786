import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { HARNESS_PREFIX, waitForArrival, type Arrival } from './delivery-page.js';
import { useDeliveryHarness, type DeliveryHarness } from './use-delivery-harness.js';
import { sleep } from '../../support/sleep.js';

/** The steps the delivery scenarios are written in, over the file's harness. */
export interface DeliverySteps {
  env: DeliveryHarness;
  /** Rows of the duplicates table printed once the file is done: scenario, tracked, copies, rate. */
  rates: [string, number, number, string][];
  /** The harness page of `site` (fast retries: base 100 ms, at most 1 s; a flush a second). */
  pageUrl: (site: string) => string;
  /** Opens the harness page of `site` in the test's context, or in `target`. */
  open: (site: string, target?: BrowserContext) => Promise<Page>;
  /** Tracks `count` conversions in the page; returns their nonces. */
  track: (page: Page, count: number) => Promise<string[]>;
  /** Sets the stand-in's faults (`POST /__faults`). */
  fault: (rules: object) => Promise<Response>;
  sleep: (ms: number) => Promise<unknown>;
  /** Waits for every tracked nonce at the server; no nonce nobody tracked; adds the scenario's row. */
  expectAllArrived: (name: string, site: string, tracked: string[]) => Promise<Arrival>;
}

/**
 * A delivery test file's harness (useDeliveryHarness) and the steps its scenarios use; the file's
 * duplicate rates are printed at its end.
 * @example const { env, open, track, expectAllArrived } = useDeliverySteps();
 */
export function useDeliverySteps(): DeliverySteps {
  const rates: DeliverySteps['rates'] = [];
  const env = useDeliveryHarness(() =>
    console.log(['delivery duplicates (scenario, tracked, copies, rate):', ...rates.map((row) => row.join('\t'))].join('\n')),
  );
  const pageUrl = (site: string) => `${env.server.url}${HARNESS_PREFIX}index.html?site=${site}&base=100&max=1000&interval=1000`;
  return {
    env,
    rates,
    pageUrl,
    async open(site, target = env.context) {
      const page = await target.newPage();
      await page.goto(pageUrl(site));
      return page;
    },
    track: (page, count) => page.evaluate((n) => (window as unknown as { track(n: number): string[] }).track(n), count),
    fault: (rules) =>
      fetch(`${env.server.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rules) }),
    sleep,
    async expectAllArrived(name, site, tracked) {
      const arrival = await waitForArrival(env.server.url, site, tracked);
      rates.push([name, tracked.length, arrival.duplicates, arrival.rate]);
      expect(arrival.missing).toEqual([]);
      expect(arrival.unknown).toEqual([]);
      return arrival;
    },
  };
}
