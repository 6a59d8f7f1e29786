import type { ConsentState } from './bridge-types.js';
/**
 * The strictest of some consent states: `denied` over `pending` over `granted`; `granted` when
 * given none.
 * @example strictestConsent(['granted', 'pending']) // 'pending'
 */
export declare function strictestConsent(states: Iterable<ConsentState>): ConsentState;
