import type { Call } from '../loader/call.js';
import { collectPageView } from '../page-views/collect-page-view.js';
import type { DefinedValue } from '../definitions/file/definitions.js';
import type { PartLink } from './create-part-link.js';
import { createTrackMethods } from './create-track-methods.js';
import { trackCollected } from './track-collected.js';
import type { TrackerOptions, TrackResult } from '../types/tracker-types.js';

/**
 * A track call made into its event and tracked (`track`, with the call's nonce and time): the
 * input its method builds (the track methods', custom data by name, the page view from the view
 * the loader captured, with a retry without a refused field the browser gave; conversions and
 * custom data through the part link, which may wait for the definitions part), or the problems.
 * `isAnswered`: the page has the call's nonce already (the loader answered before the engine came).
 * @example replayCall(call, (input, at) => track(input, at), link, options) // '9f1c0a7e3b5d2468'
 */
export function replayCall(
  call: Call,
  track: (input: Record<string, unknown>, at: number) => TrackResult,
  link: Pick<PartLink, 'trackConversion' | 'setCustomData'>,
  options: Pick<TrackerOptions, 'keyPages' | 'referrers'>,
  isAnswered = false,
): TrackResult {
  const { nonce, storedAt: at, args } = call;
  const withNonce = (input: Record<string, unknown>) => track({ ...input, nonce }, at);
  switch (call.method) {
    case 'track':
      return withNonce(args[0] as Record<string, unknown>);
    case 'trackPageView': {
      const overrides = args[0] as Record<string, unknown> | undefined;
      return trackCollected(withNonce, { eventType: 'PAGE', ...collectPageView(call.view!, options), ...overrides }, overrides);
    }
    case 'trackConversion':
      return link.trackConversion(args[0], args[1] as Record<string, unknown> | undefined, nonce, isAnswered);
    case 'setCustomData':
      return link.setCustomData(args[0] as string, args[1] as DefinedValue, args[2] as object | undefined, nonce);
    default:
      return (createTrackMethods(withNonce)[call.method as 'trackProduct'] as (...values: unknown[]) => TrackResult)(...args);
  }
}
