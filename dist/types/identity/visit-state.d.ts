/** A visit ends after this long without events (the next event starts a new one). */
export declare const VISIT_TIMEOUT_MS: number;
/** The cookie's last-activity time is rewritten at most this often (it only has to beat the timeout). */
export declare const ACTIVITY_WRITE_MS = 10000;
/**
 * What the visitor cookie remembers: who, how many visits, when the visitor was last active.
 * @example { visitorCode: 'a1b2', visitNumber: 3, lastActivity: 1700000000000 }
 */
export interface VisitState {
    visitorCode: string;
    visitNumber: number;
    /** Epoch milliseconds of the last tracked event. */
    lastActivity: number;
}
/**
 * Reads the visitor cookie's value, `<visitorCode percent-encoded>.<visitNumber>.<lastActivity base 36>`.
 * Anything else (an older or foreign value) gives undefined, so the visitor starts afresh.
 * @example parseVisitState('a1b2.3.lmn0p4q8') // { visitorCode: 'a1b2', visitNumber: 3, lastActivity: 1700000000000 }
 */
export declare function parseVisitState(value: string | undefined): VisitState | undefined;
/**
 * Writes a visit state as a cookie value (the inverse of {@link parseVisitState}).
 * @example formatVisitState({ visitorCode: 'a b', visitNumber: 1, lastActivity: 0 }) // 'a%20b.1.0'
 */
export declare function formatVisitState(state: VisitState): string;
/** Where a tracked event at some moment falls: in the visit under way, or the first of a new one. */
export interface VisitStep {
    /** The visit after this event. */
    visit: VisitState;
    isNew: boolean;
    /** The visit before, as the cookie (shared by the visitor's tabs) or this tab last saw it. */
    previous?: VisitState;
}
/**
 * The visit an event at `now` belongs to: the later of the cookie's state and this tab's, and a
 * new visit (its number one higher) after `timeoutMs` without events.
 * @example nextVisit(undefined, undefined, 'v1', 0, 1_800_000) // { visit: { visitorCode: 'v1', visitNumber: 1, lastActivity: 0 }, isNew: true }
 */
export declare function nextVisit(stored: VisitState | undefined, current: VisitState | undefined, visitorCode: string, now: number, timeoutMs: number): VisitStep;
