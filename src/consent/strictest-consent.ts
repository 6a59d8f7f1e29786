import type { ConsentState } from './bridge-types.js';
import { CONSENT_STATES } from './is-consent-state.js';

/**
 * The strictest of some consent states: `denied` over `pending` over `granted`; `granted` when
 * given none.
 * @example strictestConsent(['granted', 'pending']) // 'pending'
 */
export function strictestConsent(states: Iterable<ConsentState>): ConsentState {
  let strictest = 0;
  for (const state of states) strictest = Math.max(strictest, CONSENT_STATES.indexOf(state));
  return CONSENT_STATES[strictest];
}
