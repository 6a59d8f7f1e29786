import type { TcfConnection } from './tcf-types.js';
/**
 * `__tcfapi` of a CMP in another frame, through the TCF's `postMessage` protocol: each call posts
 * `{ __tcfapiCall }` to the frame that holds `__tcfapiLocator`, and every `{ __tcfapiReturn }`
 * with the same call id reaches its callback (an event listener's, many times).
 * @example const cmp = createFrameTcfApi(window, window.top!); cmp.call('addEventListener', 2, onData);
 */
export declare function createFrameTcfApi(win: Window, cmpFrame: Window): TcfConnection;
