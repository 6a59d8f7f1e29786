import type { EnginePage } from './engine-types.js';

/**
 * Resolves once the script tag has loaded in the page (`window.visitTag` is the tracker) and its
 * engine is ready (`visitTag.ready`: from then on every answer is synchronous, the visitor code
 * and the cookie included), so the scenario can call it; rejects after `timeoutMs`.
 *
 * @example
 * await page.goto(tagPageUrl(url, { site })); await whenTagReady(page);
 */
export function whenTagReady(page: Pick<EnginePage, 'evaluate'>, timeoutMs = 10_000): Promise<void> {
  return page.evaluate(async (timeout: number) => {
    const deadline = Date.now() + timeout;
    type Tag = { getVisitorCode?: unknown; ready?: Promise<void> };
    while (typeof (window as unknown as { visitTag?: Tag }).visitTag?.getVisitorCode != 'function') {
      if (Date.now() > deadline) throw new Error('window.visitTag never appeared');
      await new Promise((r) => setTimeout(r, 20));
    }
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('the engine never became ready')), deadline - Date.now()));
    await Promise.race([(window as unknown as { visitTag: Tag }).visitTag.ready, late]);
  }, timeoutMs);
}
