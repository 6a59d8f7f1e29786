import type { EventOf } from '../wire/event-types.js';
import type { TrackerOptions } from '../types/tracker-types.js';
/**
 * The STATICDATA fields of this browser (all but the visit counters): browser, version, OS and
 * device class from User-Agent Client Hints where the browser has them, from the user agent
 * string otherwise; screen size; language; browser and OS indices from the configured maps.
 * Only the hints' low-entropy values are read: they are there synchronously, and the high-entropy
 * ones (full version, OS version) would make the first event wait for fields STATICDATA has not.
 * @example collectStaticData(window, {}) // { browser: 'Chrome', browserVersion: 156, os: 'Linux', deviceType: 'DESKTOP', … }
 */
export declare function collectStaticData(win: Window, options: Pick<TrackerOptions, 'browserIndices' | 'osIndices'>): Omit<EventOf<'STATICDATA'>, 'eventType' | 'nonce'>;
