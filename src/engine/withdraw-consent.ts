import type { Delivery, DropReason } from '../delivery/delivery-types.js';
import type { VisitEvent } from '../wire/event-types.js';
import type { CookieJar } from '../identity/create-cookie-jar.js';

/**
 * Consent withdrawn: stops the engine, drops the held events (`consent`), removes the tag's cookie
 * and purges the queue and the store. Each step runs on its own: one that throws never keeps a
 * later one from running (the withdrawal once stopped at a closed channel, and the purge never
 * ran). The first error is thrown again once every step has run, so the caller still learns of it.
 * @example withdrawConsent(delivery, held, hub.dropEvent, jar);
 */
export function withdrawConsent(
  engine: Delivery,
  held: VisitEvent[],
  drop: (event: VisitEvent, reason: DropReason) => void,
  jar: CookieJar,
): void {
  const steps = [
    () => engine.stop(),
    () => held.forEach((event) => drop(event, 'consent')),
    () => jar.remove(),
    () => void engine.purge().catch(() => {}),
  ];
  const errors: unknown[] = [];
  for (const step of steps) {
    try {
      step();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw errors[0];
}
