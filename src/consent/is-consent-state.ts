import type { ConsentState } from './bridge-types.js';

/**
 * The three consent states, from the least strict to the strictest.
 * @example CONSENT_STATES.indexOf('denied') // 2
 */
export const CONSENT_STATES: readonly ConsentState[] = ['granted', 'pending', 'denied'];

/**
 * Whether a value is one of the three consent states.
 * @example isConsentState('granted') // true
 */
export function isConsentState(value: unknown): value is ConsentState {
  return CONSENT_STATES.includes(value as ConsentState);
}
