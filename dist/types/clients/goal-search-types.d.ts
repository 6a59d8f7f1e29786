/**
 * Types of goal search (`POST {base_url}/goals/search`, docs/data-api.md), shared by the
 * stand-in server and the ESM goals client. Types and a few constants only: no Node or DOM APIs.
 */
/** How many operands each operator takes in `parameters` ('any' = zero or more; NOT takes one filter). */
export declare const GOAL_OPERATORS: {
    readonly EQUAL: 1;
    readonly NOT_EQUAL: 1;
    readonly LESS: 1;
    readonly GREATER: 1;
    readonly LESS_OR_EQUAL: 1;
    readonly GREATER_OR_EQUAL: 1;
    readonly LIKE: 1;
    readonly NOT_LIKE: 1;
    readonly CONTAINS: 1;
    readonly BETWEEN: 2;
    readonly IN: "any";
    readonly NOT_IN: "any";
    readonly NOT: 1;
    readonly IS_NULL: 0;
    readonly IS_NOT_NULL: 0;
    readonly IS_TRUE: 0;
    readonly IS_FALSE: 0;
    readonly IS_EMPTY: 0;
    readonly IS_NOT_EMPTY: 0;
};
/** One of the spec's 19 operators. */
export type GoalOperator = keyof typeof GOAL_OPERATORS;
/** An operand: a string (also dates, ISO 8601), a number, or a Boolean. */
export type GoalOperand = string | number | boolean;
type OperatorsTaking<N> = {
    [K in GoalOperator]: (typeof GOAL_OPERATORS)[K] extends N ? K : never;
}[GoalOperator];
/** A filter: `parameters` holds the operands themselves, as many as the operator takes. */
export type GoalFilter = {
    field: GoalField;
    operator: Exclude<OperatorsTaking<1>, 'NOT'>;
    parameters: [GoalOperand];
} | {
    field: GoalField;
    operator: 'BETWEEN';
    parameters: [GoalOperand, GoalOperand];
} | {
    field: GoalField;
    operator: 'IN' | 'NOT_IN';
    parameters: GoalOperand[];
} | {
    field: GoalField;
    operator: OperatorsTaking<0>;
    parameters?: [];
} | {
    field?: string;
    operator: 'NOT';
    parameters: [GoalFilter | GoalFilter[]];
};
/** The request's filter: one filter, or an array of filters that must all hold. */
export type GoalFilterInput = GoalFilter | GoalFilter[];
/** One sort key; keys apply in order, then the id ascending breaks ties. */
export interface GoalSort {
    field: GoalField;
    direction: 'ASC' | 'DESC';
}
/** The body of a goal search. */
export interface GoalSearchRequest {
    filter?: GoalFilterInput;
    /** 1-based page number (default 1). */
    page?: number;
    /** Items per page, 1 to GOAL_MAX_PER_PAGE (default GOAL_DEFAULT_PER_PAGE). */
    perPage?: number;
    sort?: GoalSort[];
}
/** A whole search as the goals client takes it: the body plus the optionalFields query parameter. */
export interface GoalSearch extends GoalSearchRequest {
    optionalFields?: GoalOptionalField[];
}
/** The first page's number: pages count from 1. */
export declare const GOAL_FIRST_PAGE = 1;
/** Items per page when perPage is not given. */
export declare const GOAL_DEFAULT_PER_PAGE = 20;
/** The largest perPage the server accepts. */
export declare const GOAL_MAX_PER_PAGE = 200;
/** Fields that appear only when named in the optionalFields query parameter. */
export declare const GOAL_OPTIONAL_FIELDS: readonly ["experimentAmount", "experiments", "featureFlagAmount", "holdoutAmount", "holdouts", "isTargetingSegmentMentalist", "personalizationAmount", "personalizations", "tags"];
/** The name of an optional field. */
export type GoalOptionalField = (typeof GOAL_OPTIONAL_FIELDS)[number];
/** Field names a filter or sort may use; dotted names reach into params and into each item of a list. */
export type GoalField = Exclude<keyof Goal, 'params' | 'accessLimiters' | 'customDatas'> | 'params' | 'params.matchString' | 'params.matchType' | 'accessLimiters' | 'accessLimiters.accessHolder' | 'accessLimiters.accessHolderId' | 'customDatas' | 'customDatas.id' | 'customDatas.index' | 'customDatas.name' | 'customDatas.method';
/** The spec's goal types. */
export type GoalType = 'CLICK' | 'CUSTOM' | 'SCROLL' | 'PAGE_VIEWS' | 'URL' | 'TIME_SPENT' | 'RETENTION_RATE' | 'WAREHOUSE' | 'RATIO_METRICS';
/** A goal's URL or element matching rule. */
export interface GoalParams {
    matchString: string;
    matchType: 'CONTAINS' | 'CORRESPONDS_EXACTLY' | 'REGULAR_EXPRESSION';
}
/** Who may use a goal. */
export interface GoalAccessLimiter {
    accessHolder: 'PERSONALIZATION' | 'AB_TEST' | 'TAG' | 'FEATURE_FLAG';
    accessHolderId: number;
    id: number;
}
/**
 * A custom data item using the goal (the spec's "Custom data item", an element of `customDatas`).
 * The spec requires name, siteId and method; id is the item's identity. Every other field may be
 * absent.
 */
export interface GoalCustomData {
    id: number;
    index?: number;
    name: string;
    siteId: number;
    siteCode?: string;
    method: 'CLIENT' | 'CUSTOM_CODE' | 'SDK' | 'TC' | (string & {});
    type?: 'UNIQUE' | 'LIST' | 'COUNT_LIST';
    format?: 'BOOLEAN' | 'NUMBER' | 'STRING';
    description?: string;
    advancedProposedValues?: string;
    customEvalCode?: string;
    isConstant?: boolean;
    isFiltrableVentilable?: boolean;
    isLearnable?: boolean;
    isLocalOnly?: boolean;
    tags?: string;
    createdById?: number;
    dateCreated?: string;
    dateModified?: string;
    /** Deprecated: use dateModified. */
    modificationDate?: string;
    tcVariableName?: string;
    /** The spec's three product-named variable fields, under neutral names. */
    analyticsVariableName?: string;
    tagManagerVariableName?: string;
    tagPlatformVariableName?: string;
}
/**
 * A custom data item as the spec defines it: the same resource as a goal's `customDatas` element
 * (one type under two names).
 */
export type CustomDataItem = GoalCustomData;
/**
 * A goal as search returns it. The spec requires name, type, siteId and hasMultipleConversions; id
 * is the goal's identity. Every other field may be absent; the optional fields (experiments, tags,
 * …) appear only when requested.
 */
export interface Goal {
    id: number;
    name: string;
    type: GoalType;
    siteId: number;
    hasMultipleConversions: boolean;
    status?: 'ACTIVE' | 'INACTIVE';
    /** Deprecated: use status. */
    isActive?: boolean;
    description?: string | null;
    createdBy?: number;
    /** ISO 8601 date-time. */
    dateCreated?: string;
    dateModified?: string;
    mentalistWeight?: number;
    targetingSegmentMentalist?: number[];
    params?: GoalParams | null;
    trackingTools?: string[];
    accessLimiters?: GoalAccessLimiter[];
    customDatas?: GoalCustomData[];
    experimentAmount?: number;
    experiments?: number[];
    featureFlagAmount?: number;
    holdoutAmount?: number;
    holdouts?: number[];
    isTargetingSegmentMentalist?: boolean;
    personalizationAmount?: number;
    personalizations?: number[];
    tags?: string[];
}
export {};
