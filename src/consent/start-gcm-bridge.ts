import type { ConsentTarget, GcmBridgeOptions, StopBridge } from './bridge-types.js';
import { applyGcmCommand, gcmConsent, type GcmState } from './apply-gcm-command.js';
import { joinBridges } from './join-bridges.js';
import { quietly } from './quietly.js';
import { watchDataLayer, type DataLayer } from './watch-data-layer.js';
import { whenAvailable } from './when-available.js';

/**
 * Starts the Google Consent Mode v2 bridge: reads `analytics_storage` from the `gtag('consent',
 * 'default' | 'update', …)` commands already in `window.dataLayer` and from those pushed later,
 * and sends `target.setConsent` the state they mean (`unset`, default `pending`, while there is
 * none). Returns `stop()`, which stops watching `dataLayer`.
 * @example const stop = startGcmBridge(createTracker({ siteCode: 'abc', url }), { region: 'DE' });
 */
export function startGcmBridge(target: ConsentTarget, options: GcmBridgeOptions = {}): StopBridge {
  const win = options.window ?? window;
  const unset = options.unset ?? 'pending';
  const link = joinBridges(target, 'gcm', options, unset);
  let state: GcmState = { defaults: [] };
  let unwatch = (): void => {};

  const observe = quietly('consent-gcm', (entry: unknown) => {
    state = applyGcmCommand(state, entry, options.region);
    link.report(gcmConsent(state, unset));
  });
  const watch = (layer: DataLayer): void => {
    unwatch = watchDataLayer(layer, observe);
  };
  const find = (): DataLayer | undefined => {
    const layer = (win as Window & { dataLayer?: unknown }).dataLayer;
    return Array.isArray(layer) ? layer : undefined;
  };
  const missing = (): void => {
    if (__DEV__) console.warn(`[visit-tag consent-gcm] no window.dataLayer: consent stays ${unset}`);
  };
  const cancel = whenAvailable(win, find, quietly('consent-gcm', watch), missing);

  return quietly('consent-gcm', () => {
    cancel();
    unwatch();
    link.leave();
  });
}
