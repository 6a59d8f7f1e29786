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
