import type { CookieJar } from '../identity/create-cookie-jar.js';
import { collectStaticData } from './collect-static-data.js';
import { trackCollected } from './track-collected.js';
import type { TrackerOptions, TrackResult } from '../types/tracker-types.js';
import {
  ACTIVITY_WRITE_MS,
  VISIT_TIMEOUT_MS,
  formatVisitState,
  nextVisit,
  parseVisitState,
  type VisitState,
} from '../identity/visit-state.js';

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
export function createVisitKeeper(
  options: TrackerOptions,
  track: (input: Record<string, unknown>, time: number) => TrackResult,
  isGranted: () => boolean,
  visitorCode: () => string,
): VisitKeeper {
  const keeper: VisitKeeper = {
    touchVisit(at, time) {
      const stored = parseVisitState(at.jar.read());
      const step = nextVisit(stored, at.visit, visitorCode(), time, options.visitTimeoutMs ?? VISIT_TIMEOUT_MS);
      at.visit = step.visit;
      if (step.isNew || !stored || time - stored.lastActivity > ACTIVITY_WRITE_MS) keeper.saveVisit(at);
      if (step.isNew) keeper.sendStaticData(at, time, step.previous && time - step.previous.lastActivity);
    },
    saveVisit(at) {
      if (isGranted() && at?.visit) at.jar.write(formatVisitState({ ...at.visit, visitorCode: visitorCode() }));
    },
    sendStaticData: (at, time, timeSincePreviousVisit) =>
      trackCollected((input) => track(input, time), {
        eventType: 'STATICDATA',
        ...collectStaticData(at.win, options),
        visitNumber: at.visit?.visitNumber,
        timeSincePreviousVisit,
      }),
  };
  return keeper;
}
