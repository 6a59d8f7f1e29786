// The fields and operators of the brute-force goal search (goal-reference-search.ts), written from
// the rules in docs/qa.md, independently of demo/server: the property test draws filters from them.

/** A field's kind, as docs/qa.md names them. */
export type Kind = 'number' | 'string' | 'boolean' | 'date' | 'number[]' | 'string[]' | 'object' | 'object[]';

/** Field → kind, as docs/qa.md lists them. */
export const REFERENCE_FIELDS: Record<string, Kind> = {
  id: 'number',
  name: 'string',
  type: 'string',
  siteId: 'number',
  hasMultipleConversions: 'boolean',
  status: 'string',
  isActive: 'boolean',
  description: 'string',
  createdBy: 'number',
  dateCreated: 'date',
  dateModified: 'date',
  mentalistWeight: 'number',
  targetingSegmentMentalist: 'number[]',
  params: 'object',
  'params.matchString': 'string',
  'params.matchType': 'string',
  trackingTools: 'string[]',
  accessLimiters: 'object[]',
  'accessLimiters.accessHolder': 'string[]',
  'accessLimiters.accessHolderId': 'number[]',
  customDatas: 'object[]',
  'customDatas.id': 'number[]',
  'customDatas.index': 'number[]',
  'customDatas.name': 'string[]',
  'customDatas.method': 'string[]',
  experimentAmount: 'number',
  experiments: 'number[]',
  featureFlagAmount: 'number',
  holdoutAmount: 'number',
  holdouts: 'number[]',
  isTargetingSegmentMentalist: 'boolean',
  personalizationAmount: 'number',
  personalizations: 'number[]',
  tags: 'string[]',
};

const ORDERED = [
  'EQUAL',
  'NOT_EQUAL',
  'LESS',
  'GREATER',
  'LESS_OR_EQUAL',
  'GREATER_OR_EQUAL',
  'BETWEEN',
  'IN',
  'NOT_IN',
  'IS_NULL',
  'IS_NOT_NULL',
];
const LISTS = ['CONTAINS', 'IN', 'NOT_IN', 'IS_EMPTY', 'IS_NOT_EMPTY', 'IS_NULL', 'IS_NOT_NULL'];
/** Kind → operators, as docs/qa.md lists them. */
export const REFERENCE_OPERATORS: Record<Kind, string[]> = {
  number: ORDERED,
  date: ORDERED,
  string: [...ORDERED, 'LIKE', 'NOT_LIKE', 'CONTAINS', 'IS_EMPTY', 'IS_NOT_EMPTY'],
  boolean: ['EQUAL', 'NOT_EQUAL', 'IN', 'NOT_IN', 'IS_TRUE', 'IS_FALSE', 'IS_NULL', 'IS_NOT_NULL'],
  'number[]': LISTS,
  'string[]': LISTS,
  object: ['IS_NULL', 'IS_NOT_NULL'],
  'object[]': ['IS_EMPTY', 'IS_NOT_EMPTY', 'IS_NULL', 'IS_NOT_NULL'],
};
