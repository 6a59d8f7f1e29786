import type { GoalType } from '../../clients/goal-search-types.js';
/**
 * The spec's goal types.
 * @example GOAL_TYPE_VALUES.includes('URL') // true
 */
export declare const GOAL_TYPE_VALUES: readonly GoalType[];
/**
 * A goal's statuses.
 * @example GOAL_STATUS_VALUES // ['ACTIVE', 'INACTIVE']
 */
export declare const GOAL_STATUS_VALUES: readonly ("ACTIVE" | "INACTIVE")[];
/**
 * How a goal's `params.matchString` matches.
 * @example MATCH_TYPE_VALUES.includes('REGULAR_EXPRESSION') // true
 */
export declare const MATCH_TYPE_VALUES: readonly ("CONTAINS" | "CORRESPONDS_EXACTLY" | "REGULAR_EXPRESSION")[];
/**
 * Who may use a goal (an access limiter's `accessHolder`).
 * @example ACCESS_HOLDER_VALUES.includes('AB_TEST') // true
 */
export declare const ACCESS_HOLDER_VALUES: readonly ("PERSONALIZATION" | "AB_TEST" | "TAG" | "FEATURE_FLAG")[];
/**
 * A custom data item's types: one value, a list, a countable list.
 * @example CUSTOM_DATA_TYPE_VALUES // ['UNIQUE', 'LIST', 'COUNT_LIST']
 */
export declare const CUSTOM_DATA_TYPE_VALUES: readonly NonNullable<"UNIQUE" | "LIST" | "COUNT_LIST" | undefined>[];
/**
 * A custom data item's formats.
 * @example CUSTOM_DATA_FORMAT_VALUES // ['BOOLEAN', 'NUMBER', 'STRING']
 */
export declare const CUSTOM_DATA_FORMAT_VALUES: readonly NonNullable<"BOOLEAN" | "NUMBER" | "STRING" | undefined>[];
/**
 * The transmission methods the spec names. It says three more exist, named after third-party
 * products and left out of it, so the reader accepts any other upper-case name too.
 * @example CUSTOM_DATA_METHOD_VALUES // ['CLIENT', 'CUSTOM_CODE', 'SDK', 'TC']
 */
export declare const CUSTOM_DATA_METHOD_VALUES: readonly ["CLIENT", "CUSTOM_CODE", "SDK", "TC"];
