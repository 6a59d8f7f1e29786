import type { Problem } from '../../wire/event-types.js';
import type { Definitions } from './definitions.js';
/**
 * Checks a definitions value the way the tag uses it: `readDefinitions` (shape, enums, regular
 * expressions, unique ids), then the CSS selector of every CLICK goal against the document. A goal
 * that cannot act is left out and reported in `skipped`; only a file of the wrong shape is refused
 * as a whole. Never throws.
 * @example const checked = checkDefinitions(JSON.parse(text), document); if ('problems' in checked) report(checked.problems);
 */
export declare function checkDefinitions(value: unknown, doc: Document): {
    definitions: Definitions;
    skipped: Problem[];
} | {
    problems: Problem[];
};
