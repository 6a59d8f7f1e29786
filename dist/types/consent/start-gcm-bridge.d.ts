import type { ConsentTarget, GcmBridgeOptions, StopBridge } from './bridge-types.js';
/**
 * Starts the Google Consent Mode v2 bridge: reads `analytics_storage` from the `gtag('consent',
 * 'default' | 'update', …)` commands already in `window.dataLayer` and from those pushed later,
 * and sends `target.setConsent` the state they mean (`unset`, default `pending`, while there is
 * none). Returns `stop()`, which stops watching `dataLayer`.
 * @example const stop = startGcmBridge(createTracker({ siteCode: 'abc', url }), { region: 'DE' });
 */
export declare function startGcmBridge(target: ConsentTarget, options?: GcmBridgeOptions): StopBridge;
