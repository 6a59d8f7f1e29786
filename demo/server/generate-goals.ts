import type { Goal, GoalAccessLimiter, GoalCustomData, GoalParams, GoalType } from '../../src/clients/goal-search-types.js';
import { createRandom } from './create-random.js';

const TYPES: GoalType[] = ['CLICK', 'CUSTOM', 'SCROLL', 'PAGE_VIEWS', 'URL', 'TIME_SPENT', 'RETENTION_RATE', 'WAREHOUSE', 'RATIO_METRICS'];
const NAMES: Record<GoalType, string[]> = {
  CLICK: ['Add to cart click', 'Buy now button', 'form_submit click', 'Header CTA click', 'Size guide opened', 'Wishlist heart tapped'],
  CUSTOM: [
    'Checkout completed',
    'Newsletter signup',
    'Account created',
    '10% discount applied',
    'Coupon_code entered',
    'Video played to end',
  ],
  SCROLL: ['Scroll 50% on article', 'Scroll 75% on blog', 'Reached footer', 'Scroll 90% on landing page'],
  PAGE_VIEWS: ['Three product pages viewed', 'Viewed 5+ pages', 'Category page views', 'Pricing page views'],
  URL: ['Order confirmation page', 'Thank-you page reached', 'Cart page visited', 'Contact page reached', 'Café menu page'],
  TIME_SPENT: ['Time on site over 2 min', 'Engaged 30 s on article', 'Session over 10 min'],
  RETENTION_RATE: ['Returned within 7 days', 'Retention day 30', 'Came back next week'],
  WAREHOUSE: ['Offline purchase (warehouse)', 'CRM qualified lead', 'Subscription renewed (warehouse)'],
  RATIO_METRICS: ['Cart-to-order ratio', 'Revenue per visitor', 'Average order value', 'Return rate ratio'],
};
// Matched against a page view's full URL (its href), so a regular expression spans scheme and host.
const URL_MATCHES: Array<[string, GoalParams['matchType']]> = [
  ['/checkout/confirmation', 'CONTAINS'],
  ['https://shop.example/thank-you', 'CORRESPONDS_EXACTLY'],
  ['^https?://[^/]+/order/\\d+/done$', 'REGULAR_EXPRESSION'],
  ['/cart', 'CONTAINS'],
  ['/contact', 'CONTAINS'],
  ['/menu/café', 'CONTAINS'],
];
const CLICK_MATCHES = ['#add-to-cart', 'button.buy-now', 'form#signup [type=submit]', '.header .cta', 'a[href*="size-guide"]'];
/** The spec omits the ~55 product-named tool identifiers; these neutral ones stand in for them. */
const TRACKING_TOOLS = [
  'SERVICE_TRACKING',
  'CUSTOM_TRACKING',
  'ANALYTICS_SUITE_A',
  'ANALYTICS_SUITE_B',
  'TAG_MANAGER_A',
  'TAG_PLATFORM_A',
  'DATA_WAREHOUSE_A',
  'HEATMAP_TOOL_A',
];
const HOLDERS: GoalAccessLimiter['accessHolder'][] = ['PERSONALIZATION', 'AB_TEST', 'TAG', 'FEATURE_FLAG'];
const TAGS = ['checkout', 'funnel', 'engagement', 'q3-campaign', 'mobile', 'retention', 'revenue', 'seo'];
const SITES = [
  { id: 101, code: 'demo' },
  { id: 102, code: 'shopfr' },
  { id: 103, code: 'blog1' },
  { id: 104, code: 'app2' },
];

/** The chaos runner's seeded PRNG (mulberry32), so the fixture is the same on every run. */
function createFixtureRandom(seed: number) {
  const { next, int, pick } = createRandom(seed);
  const some = <T>(list: readonly T[], max: number): T[] => [...new Set(Array.from({ length: int(0, max) }, () => pick(list)))];
  const date = (from: number, to: number) => new Date(from + Math.floor(next() * (to - from))).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return { next, int, pick, some, date };
}

/** Size and seed of demo/fixtures/goals.json (write-goals-fixture.ts; a test checks the file is current). */
export const GOAL_FIXTURE = { count: 240, seed: 20_261_123 };

type FixtureRandom = ReturnType<typeof createFixtureRandom>;
const FROM = Date.parse('2021-01-01T00:00:00Z');
const TO = Date.parse('2026-10-31T00:00:00Z');

function createCustomData(random: FixtureRandom, id: number, site: { id: number; code: string }): GoalCustomData {
  const method = random.pick(['CLIENT', 'CUSTOM_CODE', 'SDK', 'TC'] as const);
  const created = random.date(FROM, TO - 86_400_000 * 30);
  const modified = random.date(Date.parse(created), TO);
  const name = random.pick(['Plan', 'Loyalty tier', 'Cart value', 'Logged in', 'Favourite category', 'Newsletter opt-in', 'CRM id']);
  return {
    id,
    index: id % 40,
    name: `${name} (${site.code})`,
    siteId: site.id,
    ...(random.next() < 0.8 ? { siteCode: site.code } : {}),
    method,
    type: random.pick(['UNIQUE', 'LIST', 'COUNT_LIST'] as const),
    format: random.pick(['BOOLEAN', 'NUMBER', 'STRING'] as const),
    description: `${name} of the visitor`,
    advancedProposedValues: "['free','pro','team']",
    customEvalCode: method === 'CUSTOM_CODE' ? 'return { value: window.dataLayer?.plan };' : '',
    isConstant: random.next() < 0.2,
    isFiltrableVentilable: random.next() < 0.6,
    isLearnable: random.next() < 0.5,
    isLocalOnly: random.next() < 0.1,
    tags: random.some(TAGS, 2).join(','),
    createdById: random.int(5000, 5020),
    dateCreated: created,
    dateModified: modified,
    modificationDate: modified,
    ...(method === 'TC' ? { tcVariableName: 'page_plan' } : {}),
    analyticsVariableName: random.next() < 0.3 ? 'eVar12' : '',
    tagManagerVariableName: random.next() < 0.3 ? 'dl.plan' : '',
    tagPlatformVariableName: '',
  };
}

/**
 * Makes a realistic goal catalogue from a seed: every goal type, both statuses, URL and click
 * params, access limiters, custom data items and the optional fields, with nulls, empty strings
 * and `%`/`_` in some names so that every operator has something to find.
 * @example generateGoals(240, 7).length // 240
 */
export function generateGoals(count: number, seed: number): Goal[] {
  const random = createFixtureRandom(seed);
  const customDatas = SITES.map((site, s) => Array.from({ length: 6 }, (_, i) => createCustomData(random, 900 + s * 10 + i, site)));
  return Array.from({ length: count }, (_, i): Goal => {
    const type = TYPES[i % TYPES.length];
    const s = random.int(0, SITES.length - 1);
    const status = random.next() < 0.7 ? 'ACTIVE' : 'INACTIVE';
    const created = random.date(FROM, TO - 86_400_000);
    const experiments = random.some(
      Array.from({ length: 30 }, (_, n) => 3000 + n),
      4,
    );
    const holdouts = random.some([7001, 7002, 7003], 1);
    const personalizations = random.some(
      Array.from({ length: 12 }, (_, n) => 5000 + n),
      3,
    );
    const params: GoalParams | null =
      type === 'URL' || type === 'PAGE_VIEWS'
        ? (([matchString, matchType]) => ({ matchString, matchType }))(random.pick(URL_MATCHES))
        : type === 'CLICK'
          ? { matchString: random.pick(CLICK_MATCHES), matchType: 'CORRESPONDS_EXACTLY' }
          : null;
    const roll = random.next();
    const goal: Goal = {
      id: 10_000 + i * 7 + random.int(0, 6),
      name: `${random.pick(NAMES[type])}${random.next() < 0.5 ? ` #${random.int(1, 40)}` : ''}`,
      type,
      siteId: SITES[s].id,
      hasMultipleConversions: random.next() < 0.4,
      status,
      isActive: status === 'ACTIVE',
      description: roll < 0.15 ? null : roll < 0.2 ? '' : `Tracks ${type.toLowerCase().replace('_', ' ')} for ${SITES[s].code}`,
      createdBy: random.int(5000, 5020),
      dateCreated: created,
      dateModified: random.date(Date.parse(created), TO),
      mentalistWeight: Math.round(random.next() * 100) / 100,
      targetingSegmentMentalist: random.some([41, 42, 43, 44, 45, 46], 3),
      params,
      trackingTools: random.some(TRACKING_TOOLS, 3),
      accessLimiters: random
        .some(HOLDERS, 2)
        .map((accessHolder, n) => ({ accessHolder, accessHolderId: random.int(3000, 3030), id: 80_000 + i * 3 + n })),
      customDatas: random.some(customDatas[s], 2),
      experimentAmount: experiments.length,
      experiments,
      featureFlagAmount: random.int(0, 3),
      holdoutAmount: holdouts.length,
      holdouts,
      isTargetingSegmentMentalist: random.next() < 0.3,
      personalizationAmount: personalizations.length,
      personalizations,
    };
    if (random.next() < 0.9) goal.tags = random.some(TAGS, 3);
    return goal;
  });
}
