import type { DefinitionsPart } from './part-types.js';
import type { DefinedValue } from '../file/definitions.js';
import type { EventOf, Problem } from '../../wire/event-types.js';
/**
 * A CUSTOMDATA event by the definitions' item of that name, else by the hand-written `names` map
 * (or an index): its index, its values checked against the item's `format`, combined by its
 * `type` (UNIQUE: one value, overwriting; LIST: distinct values, merged; COUNT_LIST: counted,
 * merged). An item the definitions keep on the device gives the values to keep instead of an event.
 * @example buildDefinedData('Plan', 'pro', {}, part, {}) // { eventType: 'CUSTOMDATA', index: 0, valuesCountMap: { pro: 1 }, overwrite: true }
 */
export declare function buildDefinedData(name: string, values: DefinedValue | DefinedValue[], more: {
    overwrite?: boolean;
    mappingIdentifier?: boolean;
} | undefined, part: DefinitionsPart | undefined, names?: Record<string, number>): Omit<EventOf<'CUSTOMDATA'>, 'nonce'> | Problem[] | {
    keep: DefinedValue[];
};
