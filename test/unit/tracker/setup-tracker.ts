import { Window } from 'happy-dom';
import type { Outcome } from '../../../src/delivery/delivery-types.js';
import { createTracker } from '../../../src/tracker/create-tracker.js';
import type { TrackerOptions } from '../../../src/tracker/tracker-types.js';
import { createFakeDelivery } from './fake-delivery.js';

/** A desktop Chrome user agent, for STATICDATA that has a browser and an OS. */
export const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** A tracker on a happy-dom window at `url` (title "Home"), with a recording fake engine and every outcome collected. */
export function setupTracker(options: TrackerOptions = {}, url = 'https://shop.example/home') {
  const win = new Window({ url, settings: { navigator: { userAgent: CHROME_UA } } });
  win.document.title = 'Home';
  const delivery = createFakeDelivery();
  const outcomes: Outcome[] = [];
  const tracker = createTracker({
    siteCode: 'site1',
    url: 'https://data.example',
    delivery,
    window: win as unknown as globalThis.Window,
    ...options,
  });
  tracker.onOutcome((outcome) => outcomes.push(outcome));
  return { win, delivery, tracker, outcomes, types: () => delivery.events.map((e) => e.eventType) };
}
