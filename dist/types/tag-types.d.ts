import type { Tracker, TrackerOptions } from './types/tracker-types.js';
import type { Problem } from './wire/event-types.js';
/**
 * `window.visitTag`: the tracker of the script tag, plus `init` and the tag's version.
 * @example window.visitTag.trackConversion(12, { revenue: 9.5 }) // '9f1c0a7e3b5d2468'
 */
export interface VisitTag extends Tracker {
    /** The tag's version, e.g. `0.1.0`. */
    readonly version: string;
    /** Adds options (over those of data-*) and starts; after the start it only updates options. */
    init(options: TrackerOptions): Problem[] | undefined;
}
/**
 * One entry of `window.visitTagQueue`: a method name and its arguments, or a function that
 * receives `visitTag`. Commands run in order once the tag loads, and at once after.
 * @example window.visitTagQueue.push(['setCustomData', 'plan', 'pro'])
 */
export type VisitTagCommand = {
    [Name in keyof VisitTag]: VisitTag[Name] extends (...args: infer Args) => unknown ? [Name, ...Args] : never;
}[keyof VisitTag] | ((tag: VisitTag) => void);
