import type { TrackResult } from '../types/tracker-types.js';

/**
 * Tracks an event the tag collected from the browser (PAGE, STATICDATA), and tracks it again
 * without the fields the browser gave in a form the spec refuses: better a PAGE without its
 * canonical URL than no PAGE at all. A refused field the caller gave (`given`) is refused.
 * @example trackCollected(track, { eventType: 'PAGE', href, canonicalHref: 'not a url' }) // the nonce of a PAGE without canonicalHref
 */
export function trackCollected(
  track: (input: Record<string, unknown>) => TrackResult,
  event: Record<string, unknown>,
  given: object = {},
): TrackResult {
  const result = track(event);
  // Skipped by the site's beforeSend hook, or a field the caller gave: nothing to retry.
  if (typeof result == 'string' || result.some(({ field, code }) => code === 'skipped' || field in given)) return result;
  for (const { field } of result) delete event[field];
  return track(event);
}
