import type { TcfApi, TcfCallback, TcfConnection } from './tcf-types.js';

interface TcfReturn {
  __tcfapiReturn?: { returnValue: unknown; success: boolean; callId: string };
}

/**
 * `__tcfapi` of a CMP in another frame, through the TCF's `postMessage` protocol: each call posts
 * `{ __tcfapiCall }` to the frame that holds `__tcfapiLocator`, and every `{ __tcfapiReturn }`
 * with the same call id reaches its callback (an event listener's, many times).
 * @example const cmp = createFrameTcfApi(window, window.top!); cmp.call('addEventListener', 2, onData);
 */
export function createFrameTcfApi(win: Window, cmpFrame: Window): TcfConnection {
  const callbacks = new Map<string, TcfCallback>();
  let count = 0;
  const receive = (event: MessageEvent): void => {
    const data = readMessage(event.data);
    const answer = data?.__tcfapiReturn;
    const callback = answer && callbacks.get(answer.callId);
    if (callback) callback(answer.returnValue as Parameters<TcfCallback>[0], answer.success);
  };
  const call: TcfApi = (command, version, callback, parameter) => {
    count += 1;
    const callId = `visit-tag-${count}-${Math.random().toString(36).slice(2)}`;
    callbacks.set(callId, callback);
    cmpFrame.postMessage({ __tcfapiCall: { command, parameter, version, callId } }, '*');
  };
  win.addEventListener('message', receive);
  return { call, close: () => win.removeEventListener('message', receive) };
}

/** A CMP answers in the form it was asked (an object here), but some send JSON text. */
function readMessage(data: unknown): TcfReturn | undefined {
  if (typeof data !== 'string') return typeof data === 'object' && data !== null ? data : undefined;
  try {
    return JSON.parse(data) as TcfReturn;
  } catch {
    return undefined;
  }
}
