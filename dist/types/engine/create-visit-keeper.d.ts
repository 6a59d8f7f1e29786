import type { CookieJar } from '../identity/create-cookie-jar.js';
import type { TrackerOptions, TrackResult } from '../types/tracker-types.js';
import { type VisitState } from '../identity/visit-state.js';
/** What `start()` found and keeps: the page, the visitor's cookie and visit, the localStorage item of the tag's memory. */
export interface Started {
    win: Window;
    jar: CookieJar;
    visit?: VisitState;
    storageName: string;
}
/** The visit of a started tracker: kept in its cookie, and announced by STATICDATA when it begins. */
export interface VisitKeeper {
    /** An event is on its way (at `time`): the visit goes on, or the next one starts (STATICDATA first). */
    touchVisit(at: Started, time: number): void;
    /** Writes the visit to the cookie, when consent is granted. */
    saveVisit(at?: Started): void;
    sendStaticData(at: Started, time: number, timeSincePreviousVisit?: number): TrackResult;
}
/**
 * A visit ends after `visitTimeoutMs` without events; the next event starts the next visit and
 * sends STATICDATA first. The cookie is read each time, so tabs of one visitor share visits, and
 * written at most every 10 s of activity. Nothing is written while consent is pending or denied.
 * @example const visits = createVisitKeeper(options, track, () => consent === 'granted', () => visitorCode); visits.touchVisit(started, Date.now());
 */
export declare function createVisitKeeper(options: TrackerOptions, track: (input: Record<string, unknown>, time: number) => TrackResult, isGranted: () => boolean, visitorCode: () => string): VisitKeeper;
