/**
 * The part of a TCF v2.2 `TCData` object the bridge reads (what `__tcfapi('addEventListener', 2, …)`
 * passes to its callback).
 * @example const data: TcData = { gdprApplies: true, eventStatus: 'tcloaded', purpose: { consents: { 1: true } }, vendor: { consents: {} } };
 */
export interface TcData {
  gdprApplies?: boolean;
  eventStatus?: string;
  listenerId?: number;
  purpose?: { consents?: Record<string, boolean> };
  vendor?: { consents?: Record<string, boolean> };
}

/**
 * A TCF callback: the data (or null) and whether the call succeeded.
 * @example const onData: TcfCallback = (data, success) => console.log(success, data);
 */
export type TcfCallback = (data: TcData | boolean | null, success: boolean) => void;

/**
 * `__tcfapi`, or a stand-in that reaches it in a parent frame.
 * @example const api: TcfApi = window.__tcfapi; api('ping', 2, console.log);
 */
export type TcfApi = (command: string, version: number, callback: TcfCallback, parameter?: unknown) => void;

/**
 * A way to call the CMP, and a function that lets go of it.
 * @example const cmp: TcfConnection = { call: window.__tcfapi, close: () => {} };
 */
export interface TcfConnection {
  call: TcfApi;
  close(): void;
}
