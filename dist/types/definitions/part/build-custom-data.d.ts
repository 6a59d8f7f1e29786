import type { EventOf, Problem } from '../../wire/event-types.js';
/**
 * A custom data value as a site may give it; the wire takes strings.
 * @example tracker.setCustomData('vip', true) // valuesCountMap { true: 1 }
 */
export type CustomDataValue = string | number | boolean;
/**
 * A CUSTOMDATA event from a configured name (or an index) and one value or a list of values,
 * counted into `valuesCountMap` (`['a', 'b', 'a']` → `{ a: 2, b: 1 }`). An unknown name gives a
 * problem, not an exception; a name of digits only is read as an index.
 * @example buildCustomData('plan', 'pro', {}, { plan: 4 }) // { eventType: 'CUSTOMDATA', index: 4, valuesCountMap: { pro: 1 } }
 */
export declare function buildCustomData(nameOrIndex: string | number, values: CustomDataValue | CustomDataValue[], options?: {
    overwrite?: boolean;
    mappingIdentifier?: boolean;
}, names?: Record<string, number>): Omit<EventOf<'CUSTOMDATA'>, 'nonce'> | Problem[];
