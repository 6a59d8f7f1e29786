import type { CustomDataItem, Goal } from '../../clients/goal-search-types.js';
/**
 * A site's definitions: its goals exactly as goal search returns them (the spec's Goal resource),
 * and the custom data items those goals name (the spec's custom data item). `npx visit-tag
 * definitions` writes a file of this shape; `readDefinitions` checks one.
 * @example
 * const definitions: Definitions = {
 *   goals: [{ id: 10021, name: 'Order confirmation', type: 'URL', siteId: 101, hasMultipleConversions: false, status: 'ACTIVE',
 *             params: { matchString: '^https?://[^/]+/order/\\d+/done$', matchType: 'REGULAR_EXPRESSION' } }],
 *   customData: [{ id: 900, index: 0, name: 'Plan', siteId: 101, method: 'TC', tcVariableName: 'page_plan' }],
 * };
 */
export interface Definitions {
    goals: Goal[];
    customData: CustomDataItem[];
}
/** A custom data value as a site or a data layer gives it; the wire takes strings. */
export type DefinedValue = string | number | boolean;
/**
 * The site's options that only the definitions part reads (`createTracker`, `visitTag.init`, the
 * script tag's `data-*`).
 * @example { goalThresholds: { 10031: 3 }, customDataSources: { Loyalty: () => fetchTier() }, dataLayerVariables: { Plan: 'plan' } }
 */
export interface DefinitionsOptions {
    /**
     * Per goal id, the threshold of a PAGE_VIEWS goal (page views in the visit), a SCROLL goal
     * (percent of the page scrolled) or a TIME_SPENT goal (seconds on the page while it is visible).
     * The spec's Goal resource has no field for it; a goal of these types without one converts nothing
     * and is reported.
     */
    goalThresholds?: Record<string, number>;
    /**
     * Per custom data item name, the function that gives the value of an item of method CUSTOM_CODE
     * (the tag never evaluates `customEvalCode`). Called at every page view; it may return a Promise,
     * and a result `{ value }` counts as its value. `undefined` or `null` sets nothing.
     */
    customDataSources?: Record<string, () => unknown>;
    /** Per custom data item name, the variable of a GTM-style `window.dataLayer` that holds its value. */
    dataLayerVariables?: Record<string, string>;
}
