import type { Goal, GoalCustomData } from '../../src/clients/goal-search-types.js';

/** Custom data items the demo goals name: one sent, one kept on the device only. */
const DEMO_ITEMS: GoalCustomData[] = [
  { id: 9901, index: 7, name: 'Basket size', siteId: 101, siteCode: 'demo', method: 'CLIENT', type: 'UNIQUE', format: 'NUMBER' },
  {
    id: 9902,
    index: 8,
    name: 'Wish list (local only)',
    siteId: 101,
    siteCode: 'demo',
    method: 'CLIENT',
    type: 'LIST',
    format: 'STRING',
    isLocalOnly: true,
  },
];

const demoGoal = (goal: Pick<Goal, 'id' | 'name' | 'type' | 'hasMultipleConversions' | 'status'> & Partial<Goal>): Goal => ({
  siteId: 101,
  isActive: goal.status === 'ACTIVE',
  description: 'A fixed demo goal (demo/server/demo-goals.ts) that acts on the QA demo page',
  params: null,
  customDatas: [],
  ...goal,
});

/**
 * The fixed goals that act on the demo page itself, of site 101 (`demo`): only in
 * `GET /definitions.json`, never in goal search, so the seeded catalogue (demo/fixtures/goals.json)
 * and its tests stay as they are. Ids 99001–99005 are far above the catalogue's (10000–11679).
 * @example DEMO_GOALS.find((goal) => goal.type === 'CLICK')!.params // { matchString: '#defs-basket', … }
 */
export const DEMO_GOALS: readonly Goal[] = [
  demoGoal({
    id: 99001,
    name: 'Demo: Add to basket button',
    type: 'CLICK',
    hasMultipleConversions: true,
    status: 'ACTIVE',
    params: { matchString: '#defs-basket', matchType: 'CORRESPONDS_EXACTLY' },
    customDatas: DEMO_ITEMS,
  }),
  demoGoal({
    id: 99002,
    name: 'Demo: Newsletter button (once per visit)',
    type: 'CLICK',
    hasMultipleConversions: false,
    status: 'ACTIVE',
    params: { matchString: '#defs-newsletter', matchType: 'CORRESPONDS_EXACTLY' },
  }),
  demoGoal({
    id: 99003,
    name: 'Demo: Checkout view reached (once per visit)',
    type: 'URL',
    hasMultipleConversions: false,
    status: 'ACTIVE',
    params: { matchString: '^https?://[^/]+/\\?(?:.*&)?view=checkout(?:[&#].*)?$', matchType: 'REGULAR_EXPRESSION' },
  }),
  demoGoal({ id: 99004, name: 'Demo: Order placed', type: 'CUSTOM', hasMultipleConversions: true, status: 'ACTIVE' }),
  demoGoal({
    id: 99005,
    name: 'Demo: Retired basket goal (INACTIVE)',
    type: 'CLICK',
    hasMultipleConversions: true,
    status: 'INACTIVE',
    params: { matchString: '#defs-basket', matchType: 'CORRESPONDS_EXACTLY' },
  }),
];
