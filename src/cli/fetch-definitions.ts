import { createClientError } from '../clients/client-error.js';
import type { CustomDataItem, Goal } from '../clients/goal-search-types.js';
import type { Definitions } from '../definitions/file/definitions.js';
import { GOAL_MAX_PER_PAGE, searchGoals, type GoalsOptions } from '../goals.js';

/**
 * Pages through every goal of one site with goal search (filter `siteId EQUAL`, sorted by id,
 * GOAL_MAX_PER_PAGE a page, until a page comes back short), and collects the custom data items
 * the goals name in `customDatas`, once each, by id. The spec has no endpoint that lists custom
 * data items: those no goal names cannot be reached. Throws the goals client's ClientError; a
 * service that hands the same goal out twice (paging ignored) throws kind `invalid-response`.
 * @example const { goals, customData } = await fetchDefinitions(101, { baseUrl: 'http://127.0.0.1:8787' });
 */
export async function fetchDefinitions(siteId: number, options: GoalsOptions, perPage = GOAL_MAX_PER_PAGE): Promise<Definitions> {
  const goals: Goal[] = [];
  const seen = new Set<unknown>();
  for (let page = 1; ; page++) {
    const batch = await searchGoals(
      { filter: { field: 'siteId', operator: 'EQUAL', parameters: [siteId] }, sort: [{ field: 'id', direction: 'ASC' }], page, perPage },
      options,
    );
    for (const goal of batch) {
      const id = (goal as { id?: unknown } | null)?.id;
      if (typeof id === 'number' && seen.has(id)) {
        throw createClientError('invalid-response', `goal search gave goal ${String(id)} again on page ${page}: it does not page`, {});
      }
      seen.add(id);
      goals.push(goal);
    }
    if (batch.length < perPage) break;
  }
  // Not checked yet (readDefinitions does that next): any item, keyed by whatever id it has.
  const customData = new Map<unknown, CustomDataItem>();
  for (const goal of goals) {
    const items = (goal as { customDatas?: unknown } | null)?.customDatas;
    if (!Array.isArray(items)) continue;
    for (const item of items as Array<CustomDataItem | null>) if (item && !customData.has(item.id)) customData.set(item.id, item);
  }
  return { goals, customData: [...customData.values()].sort((a, b) => a.id - b.id) };
}
