import type { ConsentTarget, StopBridge, TcfBridgeOptions } from './bridge-types.js';
/**
 * Starts the IAB TCF v2.2 bridge: listens with `__tcfapi('addEventListener', 2, …)` (on this page,
 * through the IAB stub's queue when the CMP loads later, or in a parent frame by `postMessage`) and
 * sends `target.setConsent` the state each event means. No CMP at all: the state stays `pending`
 * (the debug build says so). Returns `stop()`, which removes the listener.
 * @example const stop = startTcfBridge(createTracker({ siteCode: 'abc', url }), { vendorId: 755 });
 */
export declare function startTcfBridge(target: ConsentTarget, options?: TcfBridgeOptions): StopBridge;
