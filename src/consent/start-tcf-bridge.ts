import type { ConsentTarget, StopBridge, TcfBridgeOptions } from './bridge-types.js';
import { findTcfApi } from './find-tcf-api.js';
import { joinBridges } from './join-bridges.js';
import { mapTcData } from './map-tc-data.js';
import { quietly } from './quietly.js';
import type { TcData, TcfConnection } from './tcf-types.js';
import { whenAvailable } from './when-available.js';

/** Purpose 1 (store and/or access information on a device) and 8 (measure content performance / audiences). */
const DEFAULT_PURPOSES = [1, 8];

/**
 * Starts the IAB TCF v2.2 bridge: listens with `__tcfapi('addEventListener', 2, …)` (on this page,
 * through the IAB stub's queue when the CMP loads later, or in a parent frame by `postMessage`) and
 * sends `target.setConsent` the state each event means. No CMP at all: the state stays `pending`
 * (the debug build says so). Returns `stop()`, which removes the listener.
 * @example const stop = startTcfBridge(createTracker({ siteCode: 'abc', url }), { vendorId: 755 });
 */
export function startTcfBridge(target: ConsentTarget, options: TcfBridgeOptions = {}): StopBridge {
  const win = options.window ?? window;
  const link = joinBridges(target, 'tcf', options);
  const requirement = { purposes: options.purposes ?? DEFAULT_PURPOSES, vendorId: options.vendorId };
  let connection: TcfConnection | undefined;
  let listenerId: number | undefined;
  let isStopped = false;

  const onData = quietly('consent-tcf', (data: unknown, success: boolean) => {
    if (isStopped || !success || typeof data !== 'object' || data === null) return;
    const tcData = data as TcData;
    if (typeof tcData.listenerId === 'number') listenerId = tcData.listenerId;
    const state = mapTcData(tcData, requirement);
    if (state) link.report(state);
  });
  const listen = (found: TcfConnection): void => {
    connection = found;
    found.call('addEventListener', 2, onData);
  };
  const missing = (): void => {
    if (__DEV__) console.warn('[visit-tag consent-tcf] no CMP found (no __tcfapi, no __tcfapiLocator frame above): consent stays pending');
  };
  const cancel = whenAvailable(win, () => findTcfApi(win), quietly('consent-tcf', listen), missing);

  return quietly('consent-tcf', () => {
    if (isStopped) return;
    isStopped = true;
    cancel();
    link.leave();
    if (connection && listenerId !== undefined) connection.call('removeEventListener', 2, () => {}, listenerId);
    connection?.close();
  });
}
