import type { TrackerOptions } from '../types/tracker-types.js';
import type { Call } from './call.js';
/**
 * The loader's one send of its own: at page hide, on a page whose engine never came, the page
 * views the tag counted itself leave in one beacon, so a bounce is still counted. The visitor is
 * the one the tag's cookie names, or a new one on a first visit. Nothing else leaves: the site's
 * own calls wait, stored, for an engine (this page's or the next page's); a site with a
 * `beforeSend` hook or a server visitor cookie (both the engine's to apply) gets no beacon either.
 * Returns the views handed to the browser (all or none), which stay stored: a beacon's answer
 * cannot be read, and the next engine sends them again under the same nonces.
 * @example beaconOwnViews(calls, options, document, (url, body) => navigator.sendBeacon(url, body)) // [call]
 */
export declare function beaconOwnViews(calls: Call[], options: TrackerOptions, doc: Document, sendBeacon: (url: string, body: string) => boolean): Call[];
