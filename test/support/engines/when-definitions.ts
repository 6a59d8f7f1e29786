import type { PartStats } from '../../../src/definitions/part/part-types.js';
import type { Inspector } from './create-inspector.js';
import type { EnginePage } from './engine-types.js';
import type { TagWindow } from './tag-window.js';

/** Where the engine tier's definitions fixtures are served (test/browser/engines/fixtures/). */
export const DEFINITIONS_URL = '/__engines/definitions.json';

/**
 * Resolves with `getStats().definitions` once the page's definitions have left `loading` (the part
 * file came and read them, or failed); rejects after `timeoutMs`.
 *
 * @example
 * expect(await whenDefinitionsSettled(page)).toMatchObject({ state: 'ready' });
 */
export function whenDefinitionsSettled(page: EnginePage, timeoutMs = 10_000): Promise<PartStats> {
  return page.evaluate(async (timeout: number) => {
    const deadline = Date.now() + timeout;
    for (;;) {
      const tag = (window as unknown as Partial<TagWindow>).visitTag;
      const stats = typeof tag?.getStats == 'function' ? tag.getStats().definitions : undefined;
      if (stats && stats.state !== 'loading') return JSON.parse(JSON.stringify(stats)) as PartStats;
      if (Date.now() > deadline) throw new Error(`definitions still ${stats ? stats.state : 'absent'}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }, timeoutMs);
}

/**
 * The nonces of the CONVERSION events of one goal the stand-in accepted, in arrival order.
 *
 * @example
 * expect(await conversionsOf(site, 301)).toHaveLength(1);
 */
export async function conversionsOf(site: Inspector, goalId: number): Promise<string[]> {
  return (await site.events('CONVERSION')).filter((e) => e.goalId === goalId).map((e) => e.nonce);
}
