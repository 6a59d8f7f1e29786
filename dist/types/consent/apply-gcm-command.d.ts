import type { ConsentState } from './bridge-types.js';
/**
 * What the Consent Mode commands said about `analytics_storage` so far: the latest default at each
 * region specificity (0 none, 1 country, 2 subdivision) and the latest update.
 * @example const state: GcmState = { defaults: [], update: undefined };
 */
export interface GcmState {
    defaults: (ConsentState | undefined)[];
    update?: ConsentState;
}
/**
 * The state after one `dataLayer` entry: a `gtag('consent', 'default' | 'update', { analytics_storage })`
 * command (an `arguments` object or an array) changes it, anything else leaves it as it was. A default
 * with `region` counts only where it matches the visitor's region.
 * @example applyGcmCommand({ defaults: [] }, ['consent', 'default', { analytics_storage: 'denied' }], undefined) // { defaults: ['denied'] }
 */
export declare function applyGcmCommand(state: GcmState, entry: unknown, visitorRegion: string | undefined): GcmState;
/**
 * The consent state `analytics_storage` stands at: the latest update, else the most specific
 * matching default, else `unset`.
 * @example gcmConsent({ defaults: ['granted', 'denied'] }, 'pending') // 'denied'
 */
export declare function gcmConsent(state: GcmState, unset: ConsentState): ConsentState;
