import type { Context } from 'hono';
import type { CustomDataItem, Goal } from '../../src/clients/goal-search-types.js';
import type { Definitions } from '../../src/definitions/file/definitions.js';
import { DEMO_GOALS } from './demo-goals.js';
import { rawQueryOf, readQuery } from './read-query.js';
import { jsonError, type Env } from './server-context.js';

/**
 * A definitions file as `npx visit-tag definitions` writes it: the demo goals (demo-goals.ts) and
 * the catalogue's goals, of one site when `siteId` is given, sorted by id, and the custom data
 * items those goals name in `customDatas`, once each, sorted by id.
 * @example buildDefinitions(loadGoals(root), 101).goals.length
 */
export function buildDefinitions(catalogue: readonly Goal[], siteId?: number): Definitions {
  const goals = [...DEMO_GOALS, ...catalogue].filter((goal) => siteId === undefined || goal.siteId === siteId).sort((a, b) => a.id - b.id);
  const customData = new Map<number, CustomDataItem>();
  for (const goal of goals) for (const item of goal.customDatas ?? []) if (!customData.has(item.id)) customData.set(item.id, item);
  return { goals, customData: [...customData.values()].sort((a, b) => a.id - b.id) };
}

/**
 * `GET /definitions.json[?siteId=N]`: the definitions file the demo page's tag reads
 * (`data-definitions="/definitions.json"`); 400 for a `siteId` that is no integer.
 * @example app.get('/definitions.json', createDefinitionsHandler(loadGoals(root)));
 */
export function createDefinitionsHandler(catalogue: readonly Goal[]) {
  return (c: Context<Env>): Response => {
    const query = readQuery(rawQueryOf(c.env.incoming.url ?? ''));
    if ('error' in query) return jsonError(400, 'bad-query', query.error);
    const raw = query.params.get('siteId');
    if (raw !== undefined && !/^\d+$/.test(raw)) return jsonError(400, 'bad-query', 'siteId must be an integer');
    const body = JSON.stringify(buildDefinitions(catalogue, raw === undefined ? undefined : Number(raw)));
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
  };
}
