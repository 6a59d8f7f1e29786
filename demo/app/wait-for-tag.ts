import type { DemoWindow, VisitTagApi } from './visit-tag-api.js';

/**
 * Resolves with `window.visitTag` once the async script has loaded and defined it (checked every
 * 50 ms), or with undefined after `timeoutMs` (the page then says the tag did not load).
 * @example const tag = await waitForTag(window as DemoWindow);
 */
export function waitForTag(win: DemoWindow, timeoutMs = 10_000): Promise<VisitTagApi | undefined> {
  const isReady = (): boolean => typeof win.visitTag?.onOutcome === 'function';
  return new Promise((resolve) => {
    if (isReady()) return resolve(win.visitTag);
    const started = Date.now();
    const timer = setInterval(() => {
      if (!isReady() && Date.now() - started < timeoutMs) return;
      clearInterval(timer);
      resolve(isReady() ? win.visitTag : undefined);
    }, 50);
  });
}
