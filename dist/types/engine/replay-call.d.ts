import type { Call } from '../loader/call.js';
import type { PartLink } from './create-part-link.js';
import type { TrackerOptions, TrackResult } from '../types/tracker-types.js';
/**
 * A track call made into its event and tracked (`track`, with the call's nonce and time): the
 * input its method builds (the track methods', custom data by name, the page view from the view
 * the loader captured, with a retry without a refused field the browser gave; conversions and
 * custom data through the part link, which may wait for the definitions part), or the problems.
 * `isAnswered`: the page has the call's nonce already (the loader answered before the engine came).
 * @example replayCall(call, (input, at) => track(input, at), link, options) // '9f1c0a7e3b5d2468'
 */
export declare function replayCall(call: Call, track: (input: Record<string, unknown>, at: number) => TrackResult, link: Pick<PartLink, 'trackConversion' | 'setCustomData'>, options: Pick<TrackerOptions, 'keyPages' | 'referrers'>, isAnswered?: boolean): TrackResult;
