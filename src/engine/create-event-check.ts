import { createProblem } from '../wire/create-problem.js';
import type { Problem, VisitEvent } from '../wire/event-types.js';
import { validateEvent } from '../wire/validate-event.js';
import { applyBeforeSend } from './apply-before-send.js';
import { prepareEvent } from './prepare-event.js';
import type { TrackerOptions } from '../types/tracker-types.js';

/**
 * What every tracked input goes through before it may be sent: prepared (nonce, visitor, `herf`,
 * redaction), checked against the event table, handed to the site's `beforeSend` and checked again
 * when the hook changed it. Before `start()` the visitor code may not be known yet: it is filled
 * in when the event leaves memory. Sends nothing.
 * @example const check = createEventCheck(options, () => true, () => visitorCode); check({ eventType: 'PRODUCT', ean: '4006381333931' }) // the event, or its problems
 */
export function createEventCheck(
  options: TrackerOptions,
  isStarted: () => boolean,
  visitorCode: () => string | undefined,
): (input: Record<string, unknown>) => VisitEvent | Problem[] {
  return (input) => {
    const prepared = prepareEvent(input, visitorCode(), options.redactQuery);
    const validate = (event: Record<string, unknown>) => validateEvent(event, { visitorCodeInQuery: !isStarted() });
    let problems = validate(prepared);
    if (problems.length) return problems;
    const event = applyBeforeSend(prepared as VisitEvent, options.beforeSend, options);
    if (!event) return [createProblem('', 'skipped', 'skipped by beforeSend')];
    if (event !== prepared) problems = validate(event); // the hook changed it
    return problems.length ? problems : (event as VisitEvent);
  };
}
