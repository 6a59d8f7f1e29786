import { isPlainObject } from '../../clients/is-plain-object.js';
import { hasOwn } from '../../lib/has-own.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import { describe, ownField } from './check-fields.js';
import type { Definitions } from './definitions.js';
import { itemAt } from './item-at.js';
import { readCustomDataItem } from './read-custom-data-item.js';
import { readGoal } from './read-goal.js';

/**
 * Reads a definitions file's parsed JSON: `{ goals, customData }`, each goal as goal search returns
 * it and each custom data item as the spec defines it. Checks every field the spec names (its
 * type, its enum values, the fields it requires), that a REGULAR_EXPRESSION match string compiles,
 * and that ids are unique; only own properties count, so a page that patched `Object.prototype`
 * cannot add a field. A goal that cannot act (a wrong field, a pattern that does not compile, an
 * id given twice) is left out and reported in `skipped`, by its id (`goals[id=10042].params.matchString`);
 * the others stand. A file of the wrong shape, or a custom data item that does not check, refuses
 * the whole file. Never throws: answers the definitions, or every problem found.
 * @example
 * const read = readDefinitions(JSON.parse(text));
 * if ('problems' in read) console.error(read.problems.map((problem) => problem.message).join('\n'));
 * else console.log(`${read.definitions.goals.length} goals, ${read.skipped.length} problems in goals left out`);
 */
export function readDefinitions(value: unknown): { definitions: Definitions; skipped: Problem[] } | { problems: Problem[] } {
  if (!isPlainObject(value)) {
    return { problems: [createProblem('', 'type', `definitions must be an object { goals, customData }, got ${describe(value)}`)] };
  }
  const problems: Problem[] = [];
  const skipped: Problem[] = [];
  const goals = readList(value, 'goals', problems, readGoal, skipped);
  const customData = readList(value, 'customData', problems, readCustomDataItem);
  // Refused as a whole: every problem, those of the goals it would have left out too.
  if (problems.length) return { problems: [...problems, ...skipped] };
  return { definitions: { goals, customData } as Definitions, skipped };
}

/** The list's items that check; with `skipped`, an item that does not is left out and its problems go there, else into `problems`. */
function readList(
  definitions: object,
  name: string,
  problems: Problem[],
  readItem: (item: unknown, at: string, problems: Problem[]) => boolean,
  skipped?: Problem[],
): unknown[] {
  const list = ownField(definitions, name);
  if (!Array.isArray(list)) {
    const reason = list === undefined ? 'is required (an array, possibly empty)' : `must be an array, got ${describe(list)}`;
    problems.push(createProblem(name, list === undefined ? 'required' : 'type', reason));
    return [];
  }
  const seen: Record<string, number> = {};
  return list.filter((item, i) => {
    const own: Problem[] = [];
    const at = skipped ? itemAt(name, item, i) : `${name}[${i}]`;
    if (readItem(item, at, own)) {
      const id = String(ownField(item as object, 'id'));
      if (hasOwn(seen, id)) own.push(createProblem(`${name}[${i}].id`, 'syntax', `id ${id} is given twice (also ${name}[${seen[id]}])`));
      else seen[id] = i;
    }
    (skipped ?? problems).push(...own);
    return own.length === 0;
  });
}
