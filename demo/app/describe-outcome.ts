import type { DropReason, Outcome } from '../../src/delivery/delivery-types.js';

/** Where the page shows the server's reason for a refusal. */
const SEE_WHY = '; the server\'s reason is under "Rejected, and why"';

/** The drops of conversions and custom data that the definitions decide, in a tester's words. */
const HELD_BACK: Partial<Record<DropReason, string>> = {
  'repeated-order': 'held back, not sent: this goal already converted with this order id on this device in the last 30 days',
  'once-per-visit': 'held back, not sent: this goal converts once per visit and already converted in this visit',
  'local-only': 'kept on this device only, never sent: the custom data item is local-only',
  invalid: 'refused by the contract check (made before the engine was ready, or refused once the definitions were read), not sent',
};

/**
 * Words for a drop reason: the definitions' ones in a sentence, the others as the tag names them.
 * @example describeDropReason('repeated-order') // 'held back, not sent: this goal already converted with this order id …'
 */
export function describeDropReason(reason: DropReason): string {
  return HELD_BACK[reason] ?? reason;
}

/**
 * One line of text for an outcome, as the tag reported it through `onOutcome`.
 * @example describeOutcome({ type: 'sent', nonce: 'ab…', eventType: 'PAGE', status: 202, transport: 'keepalive' }) // 'sent PAGE ab… → 202 by keepalive'
 */
export function describeOutcome(outcome: Outcome): string {
  const head = `${outcome.type} ${outcome.eventType} ${outcome.nonce}`;
  switch (outcome.type) {
    case 'sent':
      return `${head} → ${outcome.status} by ${outcome.transport}`;
    case 'sent-unconfirmed':
      return `${head} by ${outcome.transport} (answer unreadable)`;
    case 'retry':
      return `${head}: ${outcome.reason}, attempt ${outcome.attempt}, next in ${Math.round(outcome.delayMs)} ms`;
    case 'dropped': {
      const isHeld = outcome.reason in HELD_BACK;
      // `repeats <nonce>` names the first conversion: the one that counted.
      const detail = outcome.detail?.startsWith('repeats ')
        ? ` (the one that counted: ${outcome.detail.slice(8)})`
        : outcome.detail && !isHeld
          ? ` (${outcome.detail})`
          : '';
      const problems = outcome.reason === 'invalid' ? `: ${(outcome.problems ?? []).map((p) => p.message).join('; ')}` : '';
      const reason = isHeld ? `${describeDropReason(outcome.reason)} [${outcome.reason}]` : outcome.reason;
      return `${head}: ${reason}${detail}${problems}${outcome.reason === 'rejected' ? SEE_WHY : ''}`;
    }
    default:
      return head;
  }
}
