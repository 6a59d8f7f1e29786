// fast-check arbitraries of valid events, written from the spec (docs/data-api.md), not
// from src/wire/event-table.ts, so that a table that drifts from the spec fails the round-trip tests.
// The field values they are built from are in value-arbitraries.ts.
// Shared with later suites (chaos cross-check, server ingest): import, don't copy.
import fc from 'fast-check';
import { getEventFields } from '../../../src/wire/event-table.js';
import type { EventType } from '../../../src/wire/event-table.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { normalizeInt64 } from '../../../src/wire/int64.js';
import { float64, int32, int64, nonce, trickyText, visitorCode } from './value-arbitraries.js';

/** The spec's seven unexposition causes, spelled out (not read from the table). */
export const ALL_UNEXPOSITION_CAUSES = [
  'GLOBAL_EXCLUSION',
  'PERSONALIZATION_CAPPING',
  'SCHEDULE',
  'PERSONALIZATION_EXCLUSION',
  'VISITOR_CAPPING',
  'SCENARIO',
  'PRIORITY',
] as const;

const name100 = trickyText(100);
const url = fc
  .tuple(fc.constantFrom('https://example.com/', 'http://127.0.0.1:8787/p?q=1&r=%41#h', 'app:x'), trickyText(60))
  .map(([start, rest]) => start + rest);
const indices = fc.array(int32, { maxLength: 8 });
const countMapKey = fc.oneof(trickyText(100), fc.constantFrom('__proto__', 'constructor', 'toString', ''));

/** Own fields of each event type, per the spec's tables. */
const FIELDS: { [T in EventType]: fc.Arbitrary<Record<string, unknown>> } = {
  STATICDATA: fc.record(
    {
      visitNumber: int32,
      timeSincePreviousVisit: int64,
      browser: name100,
      browserIndex: int32,
      browserVersion: float64,
      os: name100,
      osIndex: int32,
      screenWidth: int32,
      screenHeight: int32,
      localeLanguageTag: fc.constantFrom('en', 'en-US', 'zh-Hant-TW', 'de-CH-1996', 'FR-ca'),
      deviceType: fc.constantFrom('DESKTOP', 'TABLET', 'PHONE'),
    },
    { requiredKeys: [] },
  ),
  PAGE: fc.record(
    {
      href: url,
      canonicalHref: fc.oneof(url, trickyText(50)),
      title: trickyText(256),
      keyPageIndices: indices,
      referrerHref: fc.oneof(url, fc.constant('')),
      referrerIndices: indices,
    },
    { requiredKeys: ['href'] },
  ),
  CONVERSION: fc.record(
    {
      goalId: int64,
      revenue: float64,
      negative: fc.boolean(),
      metadata: fc.dictionary(int32.map(String), fc.array(trickyText(40), { maxLength: 4 }), { maxKeys: 4 }),
    },
    { requiredKeys: ['goalId'] },
  ),
  TARGETINGSEGMENT: fc.record({ id: int64 }),
  EXPERIMENT: fc.record({ id: int64, variationId: int64 }),
  PERSONALIZATION: fc.oneof(
    fc.record({ id: int64, variationId: int64.filter((v) => String(v) !== '0') }),
    fc.record(
      {
        id: int64,
        variationId: fc.constantFrom(0, 0n, '0'),
        unexpositionCause: fc.constantFrom(...ALL_UNEXPOSITION_CAUSES),
      },
      { requiredKeys: ['id', 'variationId'] },
    ),
  ),
  WEATHER: fc.record(
    {
      temperature: float64,
      humidity: float64,
      pressure: float64,
      windSpeed: float64,
      cloudiness: float64,
      sunriseTime: int64,
      sunsetTime: int64,
      weatherCode: name100,
    },
    { requiredKeys: ['temperature', 'humidity', 'pressure', 'windSpeed', 'cloudiness', 'sunriseTime', 'sunsetTime'] },
  ),
  CUSTOMDATA: fc.record(
    {
      index: int32,
      mappingIdentifier: fc.boolean(),
      valuesCountMap: fc.dictionary(countMapKey, int32, { maxKeys: 6 }),
      overwrite: fc.boolean(),
    },
    { requiredKeys: ['index', 'valuesCountMap'] },
  ),
  PRODUCT: fc.record({ ean: name100 }),
  GEOLOCATION: fc.record(
    { country: name100, region: name100, city: name100, postalCode: name100, latitude: float64, longitude: float64 },
    { requiredKeys: [] },
  ),
};

/** The ten event types, spelled out (not read from the table). */
export const ALL_EVENT_TYPES: readonly EventType[] = [
  'STATICDATA',
  'PAGE',
  'CONVERSION',
  'TARGETINGSEGMENT',
  'EXPERIMENT',
  'PERSONALIZATION',
  'WEATHER',
  'CUSTOMDATA',
  'PRODUCT',
  'GEOLOCATION',
];

/** A valid event of one type; `withVisitorCode: false` leaves visitorCode out (query names the visitor). */
export function eventOf(eventType: EventType, { withVisitorCode = true } = {}): fc.Arbitrary<VisitEvent> {
  return fc.tuple(nonce, withVisitorCode ? visitorCode : fc.constant(undefined), FIELDS[eventType]).map(([eventNonce, code, fields]) => {
    const event: Record<string, unknown> = { eventType, nonce: eventNonce };
    if (code !== undefined) event.visitorCode = code;
    return Object.assign(event, fields) as unknown as VisitEvent;
  });
}

/** A valid event of any of the ten types. */
export const anyEvent = (options?: { withVisitorCode?: boolean }): fc.Arbitrary<VisitEvent> =>
  fc.oneof(...ALL_EVENT_TYPES.map((type) => eventOf(type, options)));

/** A list of valid events of mixed types. */
export const events = (options?: { withVisitorCode?: boolean; maxLength?: number }): fc.Arbitrary<VisitEvent[]> =>
  fc.array(anyEvent(options), { maxLength: options?.maxLength ?? 12 });

/**
 * What a parser gives back for an event: int64 fields as a number when safe, a decimal string
 * otherwise; -0 as 0 (both wire formats write it as "0"); plain objects.
 */
export function expectedAfterRoundTrip(event: VisitEvent): VisitEvent {
  const fields = getEventFields(event.eventType) ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event as Record<string, unknown>)) {
    if (value === undefined) continue;
    const wire = fields[key]?.type === 'int64' ? normalizeInt64(value as bigint) : value;
    // Through JSON: -0 becomes 0, null-prototype objects become plain ones, __proto__ stays an own key.
    Object.defineProperty(out, key, { value: JSON.parse(JSON.stringify(wire)), enumerable: true, writable: true, configurable: true });
  }
  return out as unknown as VisitEvent;
}
