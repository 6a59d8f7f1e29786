import type { Problem, VisitEvent } from '../wire/event-types.js';
import type { TrackerOptions } from '../types/tracker-types.js';
/**
 * What every tracked input goes through before it may be sent: prepared (nonce, visitor, `herf`,
 * redaction), checked against the event table, handed to the site's `beforeSend` and checked again
 * when the hook changed it. Before `start()` the visitor code may not be known yet: it is filled
 * in when the event leaves memory. Sends nothing.
 * @example const check = createEventCheck(options, () => true, () => visitorCode); check({ eventType: 'PRODUCT', ean: '4006381333931' }) // the event, or its problems
 */
export declare function createEventCheck(options: TrackerOptions, isStarted: () => boolean, visitorCode: () => string | undefined): (input: Record<string, unknown>) => VisitEvent | Problem[];
