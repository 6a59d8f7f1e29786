import { createProblem } from '../../wire/create-problem.js';
import type { EventOf, Problem } from '../../wire/event-types.js';
import { hasOwn } from '../../lib/has-own.js';

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
export function buildCustomData(
  nameOrIndex: string | number,
  values: CustomDataValue | CustomDataValue[],
  options: { overwrite?: boolean; mappingIdentifier?: boolean } = {},
  names: Record<string, number> = {},
): Omit<EventOf<'CUSTOMDATA'>, 'nonce'> | Problem[] {
  const key = String(nameOrIndex);
  const index = hasOwn(names, key) ? names[key] : /^\d+$/.test(key) ? +key : undefined;
  if (index === undefined) return [createProblem('index', 'enum', `"${key}" not in options.customData`)];
  // No prototype, so a value such as "__proto__" or "constructor" is counted like any other.
  const valuesCountMap = Object.create(null) as Record<string, number>;
  for (const value of ([] as CustomDataValue[]).concat(values))
    valuesCountMap[value as string] = (valuesCountMap[value as string] ?? 0) + 1;
  return { eventType: 'CUSTOMDATA', index, valuesCountMap, overwrite: options.overwrite, mappingIdentifier: options.mappingIdentifier };
}
