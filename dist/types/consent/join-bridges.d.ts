import type { BridgeOptions, ConsentState, ConsentTarget } from './bridge-types.js';
/**
 * The name of the event every bridge announces its own state with, on `window`.
 * @example addEventListener(BRIDGE_EVENT, (event) => console.log(event));
 */
export declare const BRIDGE_EVENT = "visit-tag:consent";
/**
 * The `detail` of a `visit-tag:consent` event: which bridge, its own state (none: it has left),
 * and whether it asks the others to answer with theirs (a bridge that has just started).
 * @example addEventListener('visit-tag:consent', (e) => console.log((e as CustomEvent<BridgeAnnouncement>).detail.state));
 */
export interface BridgeAnnouncement {
    bridge: object;
    name: string;
    state?: ConsentState;
    ask?: boolean;
}
/**
 * A bridge's side of the link: report its own state, leave.
 * @example link.report('denied'); link.leave();
 */
export interface BridgeLink {
    report(state: ConsentState): void;
    leave(): void;
}
/**
 * Joins the bridges of one page without a global: each announces its own state in a
 * `visit-tag:consent` event on `window`, keeps the others' (a new bridge asks, the others answer
 * synchronously) and sends the target the strictest of all (`denied` over `pending` over
 * `granted`). With Global Privacy Control on (and `respectGpc` not false) its own state is always
 * `denied`. Its first state, before the CMP answers, is `initial` (default `pending`).
 * @example const link = joinBridges(tracker, 'tcf', {}); link.report('granted');
 */
export declare function joinBridges(target: ConsentTarget, name: string, options: BridgeOptions, initial?: ConsentState): BridgeLink;
