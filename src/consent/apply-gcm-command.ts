import type { ConsentState } from './bridge-types.js';
import { matchRegion } from './match-region.js';

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
export function applyGcmCommand(state: GcmState, entry: unknown, visitorRegion: string | undefined): GcmState {
  if (typeof entry !== 'object' || entry === null) return state;
  const [command, kind, params] = Array.prototype.slice.call(entry, 0, 3) as unknown[];
  if (command !== 'consent' || typeof params !== 'object' || params === null) return state;
  const { analytics_storage: value, region } = params as { analytics_storage?: unknown; region?: unknown };
  if (value !== 'granted' && value !== 'denied') return state;
  if (kind === 'update') return { ...state, update: value };
  const specificity = matchRegion(region, visitorRegion);
  if (kind !== 'default' || specificity < 0) return state;
  const defaults = state.defaults.slice();
  defaults[specificity] = value;
  return { ...state, defaults };
}

/**
 * The consent state `analytics_storage` stands at: the latest update, else the most specific
 * matching default, else `unset`.
 * @example gcmConsent({ defaults: ['granted', 'denied'] }, 'pending') // 'denied'
 */
export function gcmConsent(state: GcmState, unset: ConsentState): ConsentState {
  return state.update ?? state.defaults[2] ?? state.defaults[1] ?? state.defaults[0] ?? unset;
}
