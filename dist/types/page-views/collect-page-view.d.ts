import type { EventOf } from '../wire/event-types.js';
import type { ViewContext } from '../loader/capture-view.js';
import type { TrackerOptions } from '../types/tracker-types.js';
/**
 * The PAGE fields of a view the loader captured: its URL, canonical URL, title (cut to the event
 * table's MAX_TITLE_LENGTH, 256 characters), referrer and the indices of the matching URL rules.
 * Empty values are left out. Long URLs are cut to MAX_URL_LENGTH (2048 characters): a cut URL
 * still names the page, a refused event names nothing.
 * @example collectPageView(captureView(document, document.referrer), { keyPages: [{ index: 1, match: '/pricing' }] })
 */
export declare function collectPageView(view: ViewContext, options: Pick<TrackerOptions, 'keyPages' | 'referrers'>): Omit<EventOf<'PAGE'>, 'eventType' | 'nonce'>;
