import type { Consent, TrackerOptions } from '../types/tracker-types.js';
/**
 * The consent a tracker starts with: `denied` when the browser sends Global Privacy Control and
 * the site respects it (the default), `pending` when the site requires consent first, else
 * `granted`.
 * @example initialConsent({ requireConsent: true }, navigator) // 'pending' (without GPC)
 */
export declare function initialConsent(options: TrackerOptions, navigator: object & {
    globalPrivacyControl?: boolean;
}): Consent;
