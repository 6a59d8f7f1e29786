import type { EventOf } from '../wire/event-types.js';
import type { TrackerOptions } from '../tracker/tracker-types.js';
/**
 * The PAGE fields of the document as it is now: its URL, `<link rel=canonical>`, title (cut to
 * the event table's MAX_TITLE_LENGTH, 256 characters), the given referrer and the indices of the
 * matching URL rules. Empty values are left out. Long URLs are cut to MAX_URL_LENGTH (2048
 * characters): a cut URL still names the page, a refused event names nothing.
 * @example collectPageView(document, document.referrer, { keyPages: [{ index: 1, match: '/pricing' }] })
 */
export declare function collectPageView(doc: Document, referrer: string, options: Pick<TrackerOptions, 'keyPages' | 'referrers'>): Omit<EventOf<'PAGE'>, 'eventType' | 'nonce'>;
