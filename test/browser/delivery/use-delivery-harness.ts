import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startServer } from '../../../demo/server/start-server.js';
import { launchChromium } from '../../support/chromium.js';
import { buildHarness, HARNESS_PREFIX } from './delivery-page.js';

/** What a delivery test file shares: the harness page, the stand-in server, Chromium, and the test's context. */
export interface DeliveryHarness {
  harness: Awaited<ReturnType<typeof buildHarness>>;
  server: Awaited<ReturnType<typeof startServer>>;
  browser: Browser;
  /** The test's own context (closed after each test), set by the test. */
  context: BrowserContext;
}

/**
 * A delivery test file's set-up: the harness page built once, the stand-in server serving it, one
 * Chromium for the file; after each test the test's context closes and the server's faults are
 * cleared; `onClose` runs before everything is closed at the end.
 * @example const env = useDeliveryHarness(); // in a test: env.context = await newContext(env.browser)
 */
export function useDeliveryHarness(onClose?: () => void): DeliveryHarness {
  const env = {} as DeliveryHarness;
  beforeAll(async () => {
    env.harness = await buildHarness();
    env.server = await startServer({ port: 0, quiet: true, extraStatic: { [HARNESS_PREFIX]: env.harness.dir } });
    env.browser = await launchChromium();
  });
  afterEach(async () => {
    await env.context?.close().catch(() => {});
    await fetch(`${env.server.url}/__faults`, { method: 'DELETE' });
  });
  afterAll(async () => {
    onClose?.();
    await env.browser?.close();
    await env.server?.close();
    env.harness?.remove();
  });
  return env;
}
