import type { DefinitionsPart } from './part-types.js';
import type { DefinedValue } from '../file/definitions.js';
import { createProblem } from '../../wire/create-problem.js';
import type { EventOf, Problem } from '../../wire/event-types.js';
import { buildCustomData } from './build-custom-data.js';

/**
 * A CUSTOMDATA event by the definitions' item of that name, else by the hand-written `names` map
 * (or an index): its index, its values checked against the item's `format`, combined by its
 * `type` (UNIQUE: one value, overwriting; LIST: distinct values, merged; COUNT_LIST: counted,
 * merged). An item the definitions keep on the device gives the values to keep instead of an event.
 * @example buildDefinedData('Plan', 'pro', {}, part, {}) // { eventType: 'CUSTOMDATA', index: 0, valuesCountMap: { pro: 1 }, overwrite: true }
 */
export function buildDefinedData(
  name: string,
  values: DefinedValue | DefinedValue[],
  more: { overwrite?: boolean; mappingIdentifier?: boolean } = {},
  part: DefinitionsPart | undefined,
  names: Record<string, number> = {},
): Omit<EventOf<'CUSTOMDATA'>, 'nonce'> | Problem[] | { keep: DefinedValue[] } {
  const item = part?.definedItem(name);
  if (!item) return buildCustomData(name, values, more, names);
  const list = ([] as DefinedValue[]).concat(values);
  const problems = part!.checkValues(item, list);
  if (problems.length) return problems;
  if (item.isLocalOnly) return { keep: list };
  if (item.type === 'UNIQUE' && list.length !== 1)
    return [createProblem('values', 'count', `${name} is UNIQUE: one value, got ${list.length}`)];
  const kept = item.type === 'LIST' ? [...new Set(list.map(String))] : list;
  return buildCustomData(item.index, kept, { ...more, overwrite: item.type ? item.type === 'UNIQUE' : more.overwrite });
}
