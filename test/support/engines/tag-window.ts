import type { Tracker } from '../../../src/types/tracker-types.js';

/**
 * The page globals the script tag defines, for functions passed to `page.evaluate`.
 *
 * @example
 * await page.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
 */
export interface TagWindow {
  visitTag: Tracker & { version: string };
  visitTagQueue: unknown[];
  /** Where a scenario keeps values between evaluate calls. */
  scenario?: Record<string, unknown>;
}
