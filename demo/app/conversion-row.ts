import type { DropReason, Outcome } from '../../src/delivery/delivery-types.js';
import { describeDropReason, describeOutcome } from './describe-outcome.js';
import { h } from './h.js';

/** The drops the definitions decide: each one gets its line in the Definitions panel. */
export const HELD_REASONS: readonly string[] = ['once-per-visit', 'repeated-order', 'invalid', 'local-only'];

/**
 * One line of the Definitions panel: a conversion that fired, or one held back with its reason.
 * `at` orders the lines (newest first).
 */
export interface ConversionRow {
  nonce: string;
  eventType: string;
  at: number;
  goalId?: string;
  outcome?: Outcome;
  /** Held back after the definitions were ready: there is no outcome, only the first conversion's nonce. */
  held?: { reason: DropReason; repeats: string };
}

/**
 * The row's reason for being held back (a drop the definitions decide), or undefined when it fired.
 * @example heldReason({ nonce: 'ab…', eventType: 'CONVERSION', at: 1, held: { reason: 'once-per-visit', repeats: 'cd…' } }) // 'once-per-visit'
 */
export function heldReason(row: ConversionRow): DropReason | undefined {
  return row.held?.reason ?? (row.outcome?.type === 'dropped' ? row.outcome.reason : undefined);
}

/**
 * The list item of a row: "fired" or "held back", the goal (`goalName`), and what happened in words.
 * `data-nonce`, `data-goal-id` and `data-held` (the drop reason) are for tests.
 * @example list.append(conversionItem(row, (id) => `#${id} Order placed`));
 */
export function conversionItem(row: ConversionRow, goalName: (goalId?: string) => string): HTMLElement {
  const reason = heldReason(row);
  const what = row.held
    ? `${describeDropReason(row.held.reason)} [${row.held.reason}] (the one that counted: ${row.held.repeats})`
    : row.outcome
      ? describeOutcome(row.outcome)
      : 'waiting for an outcome';
  return h(
    'li',
    { class: reason ? 'bad' : 'ok', 'data-nonce': row.nonce, 'data-goal-id': row.goalId, 'data-held': reason },
    h('b', {}, reason ? 'held back' : 'fired'),
    ` ${row.eventType === 'CONVERSION' ? goalName(row.goalId) : row.eventType} · `,
    h('code', {}, what),
  );
}
