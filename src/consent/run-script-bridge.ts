import type { ConsentState, ConsentTarget, StopBridge, TcfBridgeOptions, GcmBridgeOptions } from './bridge-types.js';
import { readBridgeDataset } from './read-bridge-dataset.js';

type StartBridge = (target: ConsentTarget, options: TcfBridgeOptions & GcmBridgeOptions) => StopBridge;

/**
 * The script-tag install of a bridge: options from its `data-*` attributes, and the tag reached
 * only through `window.visitTagQueue` (created when absent), so it works before or after the tag
 * loads. Never throws into the page.
 * @example runScriptBridge('consent-tcf', startTcfBridge);
 */
export function runScriptBridge(name: string, start: StartBridge): void {
  try {
    const script = document.currentScript as HTMLScriptElement | null;
    start({ setConsent: pushSetConsent }, readBridgeDataset(script?.dataset ?? {}));
  } catch (error) {
    if (__DEV__) console.error(`[visit-tag ${name}] did not start`, error);
  }
}

function pushSetConsent(state: ConsentState): void {
  const page = window as unknown as { visitTagQueue?: unknown[] };
  const queue = page.visitTagQueue ?? [];
  page.visitTagQueue = queue;
  queue.push(['setConsent', state]);
}
