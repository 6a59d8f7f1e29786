import type { TcfConnection } from './tcf-types.js';
/**
 * The CMP of this page: its `__tcfapi` (the real one, or the IAB stub that queues calls until the
 * CMP loads), or else the nearest frame above that holds a `__tcfapiLocator` frame, reached with
 * `postMessage`. Undefined when there is neither.
 * @example const cmp = findTcfApi(window); cmp?.call('ping', 2, console.log);
 */
export declare function findTcfApi(win: Window): TcfConnection | undefined;
