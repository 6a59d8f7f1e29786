// What the readDefinitions tests share: a valid URL goal and custom data item to spoil one field
// at a time, and the messages of what a read refused or skipped.
import { readDefinitions } from '../../../src/goals.js';

/** A valid URL goal (id 10021, a full-URL regular expression), fresh on each call. */
export const urlGoal = (): Record<string, unknown> => ({
  id: 10021,
  name: 'Order confirmation',
  type: 'URL',
  siteId: 101,
  hasMultipleConversions: false,
  status: 'ACTIVE',
  params: { matchString: '^https?://[^/]+/order/\\d+/done$', matchType: 'REGULAR_EXPRESSION' },
});

/** A valid custom data item (id 900, method TC), fresh on each call. */
export const item = (): Record<string, unknown> => ({
  id: 900,
  index: 0,
  name: 'Plan',
  siteId: 101,
  method: 'TC',
  tcVariableName: 'page_plan',
});

/** The messages of what readDefinitions refused (its problems) or, when it read the file, skipped. */
export const messages = (value: unknown) => {
  const read = readDefinitions(value);
  return ('problems' in read ? read.problems : read.skipped).map((problem) => problem.message);
};
