import { expect } from 'vitest';
import type { Inspector } from './create-inspector.js';
import type { EnginePage } from './engine-types.js';
import type { TagWindow } from './tag-window.js';

/**
 * Tracks a sentinel conversion, flushes, and waits until the server has it: every event the page
 * tracked before it has arrived by then (the tag sends oldest first).
 *
 * @example
 * await whenEarlierEventsArrived(page, site); const pages = await site.events('PAGE');
 */
export async function whenEarlierEventsArrived(page: EnginePage, site: Inspector): Promise<void> {
  const sentinel = await page.evaluate(async () => {
    const tag = (window as unknown as TagWindow).visitTag;
    const nonce = tag.trackConversion(999);
    await tag.flush();
    return nonce as string;
  });
  await expect.poll(async () => (await site.events('CONVERSION')).map((e) => e.nonce), { timeout: 15_000 }).toContain(sentinel);
}
