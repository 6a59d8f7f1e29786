/**
 * A consent state as the tag knows it: `granted` sends, `pending` holds events in memory, `denied`
 * drops them (the same three values as the tag's `Consent`).
 * @example const state: ConsentState = 'pending';
 */
export type ConsentState = 'granted' | 'pending' | 'denied';

/**
 * What a bridge talks to: anything with the tag's `setConsent`, such as `createTracker()`'s tracker
 * or `window.visitTag`.
 * @example startTcfBridge({ setConsent: (state) => console.log(state) });
 */
export interface ConsentTarget {
  /** Receives the bridge's derived state (already combined with the other bridges and GPC). */
  setConsent(state: ConsentState): unknown;
}

/**
 * Stops a bridge: removes its listeners and tells the other bridges that it has left.
 * @example const stop = startGcmBridge(tracker); stop();
 */
export type StopBridge = () => void;

/**
 * Options every bridge takes.
 * @example startTcfBridge(tracker, { respectGpc: false });
 */
export interface BridgeOptions {
  /** `navigator.globalPrivacyControl === true` makes the bridge say `denied`, whatever the CMP says. Default true. */
  respectGpc?: boolean;
  /** The window to watch (tests); default `window`. */
  window?: Window;
}

/**
 * Options of the TCF v2.2 bridge (`data-purposes`, `data-vendor-id`, `data-respect-gpc` on its script tag).
 * @example startTcfBridge(tracker, { purposes: [1, 8], vendorId: 755 });
 */
export interface TcfBridgeOptions extends BridgeOptions {
  /** Purposes that need the user's consent. Default `[1, 8]` (store on a device, measure audiences). */
  purposes?: number[];
  /** The site's vendor id in the Global Vendor List: its vendor consent is needed too. Without it only purposes count. */
  vendorId?: number;
}

/**
 * Options of the Google Consent Mode v2 bridge (`data-region`, `data-unset`, `data-respect-gpc`).
 * @example startGcmBridge(tracker, { region: 'US-CA', unset: 'pending' });
 */
export interface GcmBridgeOptions extends BridgeOptions {
  /** The visitor's region (ISO 3166-2, like `DE` or `US-CA`) for region-specific defaults. Without it only defaults without `region` apply. */
  region?: string;
  /** The state while `analytics_storage` has no value. Default `pending`. */
  unset?: ConsentState;
}
