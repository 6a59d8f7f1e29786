import { createFrameTcfApi } from './create-frame-tcf-api.js';
import type { TcfApi, TcfConnection } from './tcf-types.js';

/**
 * The CMP of this page: its `__tcfapi` (the real one, or the IAB stub that queues calls until the
 * CMP loads), or else the nearest frame above that holds a `__tcfapiLocator` frame, reached with
 * `postMessage`. Undefined when there is neither.
 * @example const cmp = findTcfApi(window); cmp?.call('ping', 2, console.log);
 */
export function findTcfApi(win: Window): TcfConnection | undefined {
  const api = (win as Window & { __tcfapi?: unknown }).__tcfapi;
  if (typeof api === 'function') return { call: api as TcfApi, close: () => {} };
  const frame = findLocatorFrame(win);
  return frame ? createFrameTcfApi(win, frame) : undefined;
}

function findLocatorFrame(win: Window): Window | undefined {
  for (let frame = win; ; frame = frame.parent) {
    try {
      if (frame.frames['__tcfapiLocator' as unknown as number]) return frame;
    } catch {
      // A cross-origin frame may refuse the lookup: go on upwards.
    }
    if (frame === win.top) return undefined;
  }
}
