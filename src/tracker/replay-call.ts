import type { Call } from '../loader/call.js';
import { buildCustomData } from './build-custom-data.js';
import { collectPageView } from './collect-page-view.js';
import { createTrackMethods } from './create-track-methods.js';
import { trackCollected } from './track-collected.js';
import type { TrackerOptions, TrackResult } from './tracker-types.js';

/**
 * A track call made into its event and tracked (`track`, with the call's nonce and time): the
 * input its method builds (the track methods', custom data by name, the page view from the view
 * the loader captured, with a retry without a refused field the browser gave), or the problems.
 * @example replayCall(call, (input, at) => track(input, at), options) // '9f1c0a7e3b5d2468'
 */
export function replayCall(
  call: Call,
  track: (input: Record<string, unknown>, at: number) => TrackResult,
  options: Pick<TrackerOptions, 'keyPages' | 'referrers' | 'customData'>,
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
    case 'setCustomData': {
      const event = buildCustomData(args[0] as string, args[1] as string, args[2] as object, options.customData);
      return Array.isArray(event) ? event : withNonce(event);
    }
    default:
      return (createTrackMethods(withNonce)[call.method as 'trackProduct'] as (...values: unknown[]) => TrackResult)(...args);
  }
}
