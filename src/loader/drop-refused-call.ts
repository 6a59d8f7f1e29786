import type { EventStore } from '../delivery/store/event-store.js';
import type { OutcomeHub } from './create-outcome-hub.js';
import type { Problem } from '../wire/event-types.js';
import { eventTypeOf, type Call } from './call.js';

/**
 * A call whose nonce the loader gave out, refused by the engine: it ends `dropped`, `invalid`
 * with its problems (or `skipped`, when the site's `beforeSend` returned null), and its record
 * leaves the store (`store`, when the call was stored: an unstored one opens nothing).
 * @example dropRefusedCall(hub, call, [{ field: 'goalId', code: 'type', message: 'goalId: type' }], store)
 */
export function dropRefusedCall(hub: OutcomeHub, call: Call, problems: Problem[], store?: EventStore): void {
  hub.dropEvent(
    { nonce: call.nonce, eventType: eventTypeOf(call) },
    problems[0]?.code === 'skipped' ? 'skipped' : 'invalid',
    undefined,
    problems,
  );
  void store?.del([call.nonce]).catch(() => {});
}
