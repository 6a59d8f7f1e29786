import type { Problem } from '../../wire/event-types.js';
import type { Definitions } from './definitions.js';
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
export declare function readDefinitions(value: unknown): {
    definitions: Definitions;
    skipped: Problem[];
} | {
    problems: Problem[];
};
