import type { Problem } from '../../wire/event-types.js';
import type { DefinedItem } from './part-types.js';
/**
 * The values that do not fit an item's `format`, one problem each (field `values`, code `type`,
 * naming the item, the format and the value). BOOLEAN takes true, false, 'true' and 'false'; NUMBER
 * a finite number or a numeric string (not NaN, Infinity or ''); STRING only strings. An item
 * without a format takes any string, number or Boolean.
 * @example checkValues({ name: 'Member', index: 1, format: 'BOOLEAN' }, ['yes', true]) // [{ field: 'values', code: 'type', message: 'values: Member (BOOLEAN) must be true, false, …, got "yes"' }]
 */
export declare function checkValues(item: DefinedItem, values: readonly unknown[]): Problem[];
