import type { CustomDataItem } from '../../clients/goal-search-types.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import type { DefinedItem } from './part-types.js';

/**
 * The definitions' custom data items by name, as `setCustomData` uses them (index, type, format,
 * isLocalOnly). An item without an index cannot be sent and is left out; a name given twice keeps
 * its first item. Each adds a problem. A Map, so that no name finds an inherited property.
 * @example readDefinedItems([{ id: 900, index: 0, name: 'Plan', siteId: 101, method: 'TC' }], problems).get('Plan') // { name: 'Plan', index: 0 }
 */
export function readDefinedItems(items: CustomDataItem[], problems: Problem[]): Map<string, DefinedItem> {
  const byName = new Map<string, DefinedItem>();
  items.forEach((item, i) => {
    const field = `customData[${i}]`;
    if (item.index === undefined) {
      problems.push(
        createProblem(`${field}.index`, 'required', `custom data item ${item.id} (${item.name}) has no index: it cannot be sent`),
      );
    } else if (byName.has(item.name)) {
      problems.push(
        createProblem(
          `${field}.name`,
          'syntax',
          `custom data item ${item.id}: the name ${item.name} is given twice: the first item keeps it`,
        ),
      );
    } else {
      const defined: DefinedItem = { name: item.name, index: item.index };
      if (item.type !== undefined) defined.type = item.type;
      if (item.format !== undefined) defined.format = item.format;
      if (item.isLocalOnly !== undefined) defined.isLocalOnly = item.isLocalOnly;
      byName.set(item.name, defined);
    }
  });
  return byName;
}
