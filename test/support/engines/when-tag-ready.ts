import type { EnginePage } from './engine-types.js';

/**
 * Resolves once the script tag has loaded in the page (`window.visitTag` is the tracker), so the
 * scenario can call it; rejects after `timeoutMs`.
 *
 * @example
 * await page.goto(tagPageUrl(url, { site })); await whenTagReady(page);
 */
export function whenTagReady(page: EnginePage, timeoutMs = 10_000): Promise<void> {
  return page.evaluate(async (timeout: number) => {
    const deadline = Date.now() + timeout;
    while (typeof (window as unknown as { visitTag?: { getVisitorCode?: unknown } }).visitTag?.getVisitorCode != 'function') {
      if (Date.now() > deadline) throw new Error('window.visitTag never appeared');
      await new Promise((r) => setTimeout(r, 20));
    }
  }, timeoutMs);
}
