import { Window } from 'happy-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Outcome } from '../../../src/delivery/delivery-types.js';
import { createLoader } from '../../../src/loader/create-loader.js';
import { startEngine } from '../../../src/engine/start-engine.js';
import type { TrackerOptions } from '../../../src/types/tracker-types.js';
import { SETTLE_QUIET_MS } from '../../../src/page-views/when-view-settles.js';
import { createFakeDelivery } from './fake-delivery.js';

/** A desktop Chrome user agent, for STATICDATA that has a browser and an OS. */
export const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/**
 * A tracker on a happy-dom window at `url` (title "Home"), with a recording fake delivery and every
 * outcome collected. The engine is there from the first call, as in the debug build: every answer is
 * synchronous (test/unit/loader/ covers the loader before its engine).
 */
export function setupTracker(options: TrackerOptions = {}, url = 'https://shop.example/home') {
  const win = new Window({ url, settings: { navigator: { userAgent: CHROME_UA } } });
  win.document.title = 'Home';
  const delivery = createFakeDelivery();
  const outcomes: Outcome[] = [];
  const tracker = createLoader(
    { siteCode: 'site1', url: 'https://data.example', delivery, window: win as unknown as globalThis.Window, ...options },
    { engine: startEngine },
  );
  tracker.onOutcome((outcome) => outcomes.push(outcome));
  return { win, delivery, tracker, outcomes, types: () => delivery.events.map((e) => e.eventType) };
}

/**
 * For the calling test file: sets the `__DEV__` global (vitest.config's per-project `define` does not
 * replace it in src/ under vitest 4), and fakes Date only, at 2026-11-23T10:00:00Z, around each test
 * (timers stay real, for `tick`). Call once per file.
 */
export function useDevBuildAndFakeDate() {
  vi.stubGlobal('__DEV__', true);
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());
}

/**
 * Waits until the tag has read the view: it reads one once it has settled (SETTLE_QUIET_MS without a
 * URL or <head> change). Zero-delay timers first (happy-dom fires hashchange a task later, and the
 * tag's quiet timer starts then), then a wait of that length, which, set after the tag's timer, runs
 * after it, then a few more zero-delay timers: no race however loaded the machine is.
 */
export const tick = async () => {
  const zeroTimers = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  await zeroTimers();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_QUIET_MS));
  await zeroTimers();
};
