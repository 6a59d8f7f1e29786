import type { CustomDataItem } from '../../clients/goal-search-types.js';
import { isPlainObject } from '../../clients/is-plain-object.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import { checkFields, describe, ownField, type FieldRule } from './check-fields.js';
import { CUSTOM_DATA_FORMAT_VALUES, CUSTOM_DATA_METHOD_VALUES, CUSTOM_DATA_TYPE_VALUES } from './resource-values.js';

/** The custom data item's fields as the spec's table has them (three product-named ones under neutral names). */
const RULES: Record<string, FieldRule> = {
  id: { kind: 'int64', required: true },
  index: { kind: 'int32' },
  name: { kind: 'string', required: true },
  siteId: { kind: 'int64', required: true },
  siteCode: { kind: 'string' },
  method: {
    kind: 'string',
    required: true,
    pattern: { test: /^[A-Z][A-Z0-9_]*$/, says: `${CUSTOM_DATA_METHOD_VALUES.join(', ')} or another upper-case method name` },
  },
  type: { kind: 'string', values: CUSTOM_DATA_TYPE_VALUES },
  format: { kind: 'string', values: CUSTOM_DATA_FORMAT_VALUES },
  description: { kind: 'string' },
  advancedProposedValues: { kind: 'string' },
  customEvalCode: { kind: 'string' },
  isConstant: { kind: 'boolean' },
  isFiltrableVentilable: { kind: 'boolean' },
  isLearnable: { kind: 'boolean' },
  isLocalOnly: { kind: 'boolean' },
  tags: { kind: 'string' },
  createdById: { kind: 'int64' },
  dateCreated: { kind: 'date-time' },
  dateModified: { kind: 'date-time' },
  modificationDate: { kind: 'date-time' },
  tcVariableName: { kind: 'string' },
  analyticsVariableName: { kind: 'string' },
  tagManagerVariableName: { kind: 'string' },
  tagPlatformVariableName: { kind: 'string' },
};

/**
 * Checks one custom data item (an element of a goal's `customDatas` or of the definitions'
 * `customData`): a plain object whose own fields have the spec's types and values; name, siteId,
 * method and the id are required. Adds a problem for each fault and answers whether there was none.
 * @example readCustomDataItem({ id: 900, name: 'Plan', siteId: 101, method: 'TC', tcVariableName: 'page_plan' }, 'customData[0]', problems) // true
 */
export function readCustomDataItem(value: unknown, at: string, problems: Problem[]): value is CustomDataItem {
  const before = problems.length;
  if (!isPlainObject(value)) {
    problems.push(createProblem(at, 'type', `a custom data item must be an object, got ${describe(value)}`));
    return false;
  }
  const id = ownField(value, 'id');
  checkFields(value, RULES, at, `custom data item ${typeof id === 'number' ? id : '(no id)'}`, problems);
  return problems.length === before;
}
