import type { CustomDataItem } from '../../clients/goal-search-types.js';
import type { Problem } from '../../wire/event-types.js';
import type { DefinedItem } from './part-types.js';
/**
 * The definitions' custom data items by name, as `setCustomData` uses them (index, type, format,
 * isLocalOnly). An item without an index cannot be sent and is left out; a name given twice keeps
 * its first item. Each adds a problem. A Map, so that no name finds an inherited property.
 * @example readDefinedItems([{ id: 900, index: 0, name: 'Plan', siteId: 101, method: 'TC' }], problems).get('Plan') // { name: 'Plan', index: 0 }
 */
export declare function readDefinedItems(items: CustomDataItem[], problems: Problem[]): Map<string, DefinedItem>;
