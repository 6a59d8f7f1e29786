import { isPlainObject } from '../../clients/is-plain-object.js';
import { hasOwn } from '../../lib/has-own.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import { describe, ownField } from './check-fields.js';
import type { Definitions } from './definitions.js';
import { readCustomDataItem } from './read-custom-data-item.js';
import { readGoal } from './read-goal.js';

/**
 * Reads a definitions file's parsed JSON: `{ goals, customData }`, each goal as goal search returns
 * it and each custom data item as the spec defines it. Checks every field the spec names (its
 * type, its enum values, the fields it requires), that a REGULAR_EXPRESSION match string compiles,
 * and that ids are unique; only own properties count, so a page that patched `Object.prototype`
 * cannot add a field. Never throws: answers the definitions, or every problem found.
 * @example
 * const read = readDefinitions(JSON.parse(text));
 * if ('problems' in read) console.error(read.problems.map((problem) => problem.message).join('\n'));
 * else console.log(`${read.definitions.goals.length} goals`);
 */
export function readDefinitions(value: unknown): { definitions: Definitions } | { problems: Problem[] } {
  if (!isPlainObject(value)) {
    return { problems: [createProblem('', 'type', `definitions must be an object { goals, customData }, got ${describe(value)}`)] };
  }
  const problems: Problem[] = [];
  const goals = readList(value, 'goals', problems, readGoal);
  const customData = readList(value, 'customData', problems, readCustomDataItem);
  if (problems.length) return { problems };
  return { definitions: { goals, customData } as Definitions };
}

function readList(
  definitions: object,
  name: string,
  problems: Problem[],
  readItem: (item: unknown, at: string, problems: Problem[]) => boolean,
): unknown[] {
  const list = ownField(definitions, name);
  if (!Array.isArray(list)) {
    const reason = list === undefined ? 'is required (an array, possibly empty)' : `must be an array, got ${describe(list)}`;
    problems.push(createProblem(name, list === undefined ? 'required' : 'type', reason));
    return [];
  }
  const seen: Record<string, number> = {};
  list.forEach((item, i) => {
    if (!readItem(item, `${name}[${i}]`, problems)) return;
    const id = String(ownField(item as object, 'id'));
    if (hasOwn(seen, id)) problems.push(createProblem(`${name}[${i}].id`, 'syntax', `id ${id} is given twice (also ${name}[${seen[id]}])`));
    else seen[id] = i;
  });
  return list;
}
