import type { CustomDataItem, Goal } from '../clients/goal-search-types.js';

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
