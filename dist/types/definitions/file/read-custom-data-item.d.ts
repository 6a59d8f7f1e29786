import type { CustomDataItem } from '../../clients/goal-search-types.js';
import type { Problem } from '../../wire/event-types.js';
/**
 * Checks one custom data item (an element of a goal's `customDatas` or of the definitions'
 * `customData`): a plain object whose own fields have the spec's types and values; name, siteId,
 * method and the id are required. Adds a problem for each fault and answers whether there was none.
 * @example readCustomDataItem({ id: 900, name: 'Plan', siteId: 101, method: 'TC', tcVariableName: 'page_plan' }, 'customData[0]', problems) // true
 */
export declare function readCustomDataItem(value: unknown, at: string, problems: Problem[]): value is CustomDataItem;
