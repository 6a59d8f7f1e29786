import type { Problem } from '../../wire/event-types.js';
import { checkSelectors } from './check-selectors.js';
import type { Definitions } from './definitions.js';
import { readDefinitions } from './read-definitions.js';

/**
 * Checks a definitions value the way the tag uses it: `readDefinitions` (shape, enums, regular
 * expressions, unique ids), then the CSS selector of every CLICK goal against the document. A goal
 * that cannot act is left out and reported in `skipped`; only a file of the wrong shape is refused
 * as a whole. Never throws.
 * @example const checked = checkDefinitions(JSON.parse(text), document); if ('problems' in checked) report(checked.problems);
 */
export function checkDefinitions(
  value: unknown,
  doc: Document,
): { definitions: Definitions; skipped: Problem[] } | { problems: Problem[] } {
  const read = readDefinitions(value);
  if ('problems' in read) return read;
  const skipped = [...read.skipped];
  const goals = read.definitions.goals.filter((goal) => {
    const problems = checkSelectors([goal], doc);
    skipped.push(...problems);
    return problems.length === 0;
  });
  return { definitions: { ...read.definitions, goals }, skipped };
}
