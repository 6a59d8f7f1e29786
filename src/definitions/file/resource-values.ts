import type { GoalAccessLimiter, GoalCustomData, GoalParams, GoalType } from '../../clients/goal-search-types.js';

// Each enum as a record over its type: the compiler refuses a value missing here or one too many,
// so these lists cannot drift from the types in src/clients/goal-search-types.ts.
const keysOf = <K extends string>(record: Record<K, true>): readonly K[] => Object.keys(record) as K[];

/**
 * The spec's goal types.
 * @example GOAL_TYPE_VALUES.includes('URL') // true
 */
export const GOAL_TYPE_VALUES = keysOf<GoalType>({
  CLICK: true,
  CUSTOM: true,
  SCROLL: true,
  PAGE_VIEWS: true,
  URL: true,
  TIME_SPENT: true,
  RETENTION_RATE: true,
  WAREHOUSE: true,
  RATIO_METRICS: true,
});

/**
 * A goal's statuses.
 * @example GOAL_STATUS_VALUES // ['ACTIVE', 'INACTIVE']
 */
export const GOAL_STATUS_VALUES = keysOf<'ACTIVE' | 'INACTIVE'>({ ACTIVE: true, INACTIVE: true });

/**
 * How a goal's `params.matchString` matches.
 * @example MATCH_TYPE_VALUES.includes('REGULAR_EXPRESSION') // true
 */
export const MATCH_TYPE_VALUES = keysOf<GoalParams['matchType']>({ CONTAINS: true, CORRESPONDS_EXACTLY: true, REGULAR_EXPRESSION: true });

/**
 * Who may use a goal (an access limiter's `accessHolder`).
 * @example ACCESS_HOLDER_VALUES.includes('AB_TEST') // true
 */
export const ACCESS_HOLDER_VALUES = keysOf<GoalAccessLimiter['accessHolder']>({
  PERSONALIZATION: true,
  AB_TEST: true,
  TAG: true,
  FEATURE_FLAG: true,
});

/**
 * A custom data item's types: one value, a list, a countable list.
 * @example CUSTOM_DATA_TYPE_VALUES // ['UNIQUE', 'LIST', 'COUNT_LIST']
 */
export const CUSTOM_DATA_TYPE_VALUES = keysOf<NonNullable<GoalCustomData['type']>>({ UNIQUE: true, LIST: true, COUNT_LIST: true });

/**
 * A custom data item's formats.
 * @example CUSTOM_DATA_FORMAT_VALUES // ['BOOLEAN', 'NUMBER', 'STRING']
 */
export const CUSTOM_DATA_FORMAT_VALUES = keysOf<NonNullable<GoalCustomData['format']>>({ BOOLEAN: true, NUMBER: true, STRING: true });

/**
 * The transmission methods the spec names. It says three more exist, named after third-party
 * products and left out of it, so the reader accepts any other upper-case name too.
 * @example CUSTOM_DATA_METHOD_VALUES // ['CLIENT', 'CUSTOM_CODE', 'SDK', 'TC']
 */
export const CUSTOM_DATA_METHOD_VALUES = ['CLIENT', 'CUSTOM_CODE', 'SDK', 'TC'] as const;
