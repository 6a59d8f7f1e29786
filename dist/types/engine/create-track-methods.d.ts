import type { Tracker, TrackResult } from '../types/tracker-types.js';
/** The shortcuts that build an event of one type from their arguments. */
export type TrackMethods = Pick<Tracker, 'trackExperiment' | 'trackPersonalization' | 'trackTargetingSegment' | 'trackWeather' | 'trackProduct' | 'trackGeolocation'>;
/**
 * The `track*` shortcuts of the public API over one `track` (`trackConversion` is the part link's): each builds the event of its type
 * (the type always wins over a stray `eventType` among the extra fields) and returns what `track`
 * returns: the nonce, or the problems.
 * @example createTrackMethods(track).trackProduct('4006381333931') // track({ eventType: 'PRODUCT', ean: '4006381333931' })
 */
export declare function createTrackMethods(track: (input: Record<string, unknown>) => TrackResult): TrackMethods;
