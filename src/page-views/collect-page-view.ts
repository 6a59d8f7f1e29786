import type { EventOf } from '../wire/event-types.js';
import { truncateCharacters } from '../wire/count-characters.js';
import { MAX_TITLE_LENGTH, MAX_URL_LENGTH } from '../wire/event-table.js';
import type { ViewContext } from '../loader/capture-view.js';
import { matchUrlRules } from './match-url-rules.js';
import type { TrackerOptions } from '../types/tracker-types.js';

/**
 * The PAGE fields of a view the loader captured: its URL, canonical URL, title (cut to the event
 * table's MAX_TITLE_LENGTH, 256 characters), referrer and the indices of the matching URL rules.
 * Empty values are left out. Long URLs are cut to MAX_URL_LENGTH (2048 characters): a cut URL
 * still names the page, a refused event names nothing.
 * @example collectPageView(captureView(document, document.referrer), { keyPages: [{ index: 1, match: '/pricing' }] })
 */
export function collectPageView(
  view: ViewContext,
  options: Pick<TrackerOptions, 'keyPages' | 'referrers'>,
): Omit<EventOf<'PAGE'>, 'eventType' | 'nonce'> {
  const { href, referrerHref: referrer } = view;
  return {
    href: truncateCharacters(href, MAX_URL_LENGTH),
    canonicalHref: truncateCharacters(view.canonicalHref ?? '', MAX_URL_LENGTH) || undefined,
    title: truncateCharacters(view.title, MAX_TITLE_LENGTH) || undefined,
    referrerHref: truncateCharacters(referrer, MAX_URL_LENGTH) || undefined,
    keyPageIndices: matchUrlRules(href, options.keyPages),
    referrerIndices: referrer ? matchUrlRules(referrer, options.referrers) : undefined,
  };
}
