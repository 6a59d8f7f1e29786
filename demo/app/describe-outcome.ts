import type { Outcome } from '../../src/delivery/delivery-types.js';

/** Where the page shows the server's reason for a refusal. */
const SEE_WHY = '; the server\'s reason is under "Rejected, and why"';

/**
 * One line of text for an outcome, as the tag reported it through `onOutcome`.
 * @example describeOutcome({ type: 'sent', nonce: 'ab…', eventType: 'PAGE', status: 202, transport: 'fetch' }) // 'sent PAGE ab… 202 by fetch'
 */
export function describeOutcome(outcome: Outcome): string {
  const head = `${outcome.type} ${outcome.eventType} ${outcome.nonce}`;
  switch (outcome.type) {
    case 'sent':
      return `${head} → ${outcome.status} by ${outcome.transport}`;
    case 'sent-unconfirmed':
      return `${head} by beacon (answer unreadable)`;
    case 'retry':
      return `${head}: ${outcome.reason}, attempt ${outcome.attempt}, next in ${Math.round(outcome.delayMs)} ms`;
    case 'dropped':
      return `${head}: ${outcome.reason}${outcome.detail ? ` (${outcome.detail})` : ''}${outcome.reason === 'rejected' ? SEE_WHY : ''}`;
    default:
      return head;
  }
}
