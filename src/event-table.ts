/**
 * The one description of the service's events (../shared/spec/data-api.md, "Visitor event").
 * TypeScript types, validation, both encoders and both parsers derive from this table; nothing
 * else in the code base lists event types, field names, wire types or limits.
 */

/**
 * Wire types of the spec. `int32[]` is "JSON array of int32"; `metadata` and `countMap` are the
 * two "JSON object" shapes (CONVERSION.metadata and CUSTOMDATA.valuesCountMap).
 */
export type WireType =
  | 'string'
  | 'int32'
  | 'int64'
  | 'float64'
  | 'boolean'
  | 'int32[]'
  | 'metadata'
  | 'countMap';

/**
 * What the table says about one field. Lengths count characters (Unicode code points). Only rules
 * the spec states are here: units (Kelvin, percentage, hPa, milliseconds) and "configured index"
 * give no range the service is known to enforce, so numbers are checked against their wire type only.
 */
export interface FieldSpec {
  readonly type: WireType;
  /** The field must be present. */
  readonly required?: boolean;
  /** Longest string (characters), or most array items / object keys. */
  readonly max?: number;
  /** Allowed string values. */
  readonly enum?: readonly string[];
  /** The string must match (hex nonce, language tag, absolute URL). */
  readonly pattern?: RegExp;
  /** Another name the parsers accept for this field (the spec's `herf`). */
  readonly alias?: string;
  /** The field is only valid when another field holds this value. */
  readonly onlyWhen?: { readonly field: string; readonly equals: number };
  /** metadata: most values per id, longest value. countMap: longest key. */
  readonly itemMax?: number;
  readonly itemMaxLength?: number;
  /** countMap: the key limit when the named Boolean field is true (mappingIdentifier). */
  readonly itemMaxLengthWhen?: { readonly field: string; readonly max: number };
}

/** Body size limit of `POST /visit/events` ("3 MB"; decimal megabytes, the safe reading). */
export const MAX_BODY_BYTES = 3_000_000;

/** Largest body that a beacon or a keepalive fetch may carry (Chromium's in-flight quota). */
export const KEEPALIVE_MAX_BYTES = 65_536;

const URL_PATTERN = /^[a-z][a-z0-9+.-]*:\S/i;

/** Fields every event carries. */
export const COMMON_FIELDS = {
  eventType: { type: 'string', required: true },
  nonce: { type: 'string', required: true, pattern: /^[0-9a-f]{16}$/i },
  // Required unless the request's query names the visitor (validateEvent's option).
  visitorCode: { type: 'string', required: true, max: 100 },
} as const satisfies Record<string, FieldSpec>;

const UNEXPOSITION_CAUSES = [
  'GLOBAL_EXCLUSION',
  'PERSONALIZATION_CAPPING',
  'SCHEDULE',
  'PERSONALIZATION_EXCLUSION',
  'VISITOR_CAPPING',
  'SCENARIO',
  'PRIORITY',
] as const;

const URL_FIELD = { type: 'string', max: 2048 } as const;
const NAME_FIELD = { type: 'string', max: 100 } as const;
const INDICES_FIELD = { type: 'int32[]', max: 256 } as const;

/** Every event type of the spec and its own fields, in the order encoders write them. */
export const EVENT_TABLE = {
  STATICDATA: {
    visitNumber: { type: 'int32' },
    timeSincePreviousVisit: { type: 'int64' }, // milliseconds
    browser: NAME_FIELD,
    browserIndex: { type: 'int32' },
    browserVersion: { type: 'float64' },
    os: NAME_FIELD,
    osIndex: { type: 'int32' },
    screenWidth: { type: 'int32' },
    screenHeight: { type: 'int32' },
    // "language tag": BCP 47 shape (en, en-US, zh-Hant-TW); the spec gives no length limit.
    localeLanguageTag: { type: 'string', pattern: /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i },
    deviceType: { type: 'string', enum: ['DESKTOP', 'TABLET', 'PHONE'] },
  },
  PAGE: {
    // "complete URL": only href has that rule; the spec spells it herf in one table, href elsewhere.
    href: { ...URL_FIELD, required: true, pattern: URL_PATTERN, alias: 'herf' },
    canonicalHref: URL_FIELD,
    title: { type: 'string', max: 256 },
    keyPageIndices: INDICES_FIELD,
    referrerHref: URL_FIELD,
    referrerIndices: INDICES_FIELD,
  },
  CONVERSION: {
    goalId: { type: 'int64', required: true },
    revenue: { type: 'float64' },
    negative: { type: 'boolean' },
    metadata: { type: 'metadata', max: 256, itemMax: 256, itemMaxLength: 2048 },
  },
  TARGETINGSEGMENT: {
    id: { type: 'int64', required: true },
  },
  EXPERIMENT: {
    id: { type: 'int64', required: true },
    variationId: { type: 'int64', required: true },
  },
  PERSONALIZATION: {
    id: { type: 'int64', required: true },
    variationId: { type: 'int64', required: true },
    unexpositionCause: {
      type: 'string',
      enum: UNEXPOSITION_CAUSES,
      onlyWhen: { field: 'variationId', equals: 0 },
    },
  },
  WEATHER: {
    temperature: { type: 'float64', required: true }, // Kelvin
    humidity: { type: 'float64', required: true }, // percentage
    pressure: { type: 'float64', required: true }, // hPa
    windSpeed: { type: 'float64', required: true }, // meters per second
    cloudiness: { type: 'float64', required: true }, // percentage
    sunriseTime: { type: 'int64', required: true }, // UNIX time in milliseconds
    sunsetTime: { type: 'int64', required: true },
    weatherCode: NAME_FIELD,
  },
  CUSTOMDATA: {
    index: { type: 'int32', required: true },
    mappingIdentifier: { type: 'boolean' },
    valuesCountMap: {
      type: 'countMap',
      required: true,
      max: 256,
      itemMaxLength: 2048,
      itemMaxLengthWhen: { field: 'mappingIdentifier', max: 100 },
    },
    overwrite: { type: 'boolean' },
  },
  PRODUCT: {
    ean: { type: 'string', required: true, max: 100 },
  },
  GEOLOCATION: {
    country: NAME_FIELD,
    region: NAME_FIELD,
    city: NAME_FIELD,
    postalCode: NAME_FIELD,
    latitude: { type: 'float64' },
    longitude: { type: 'float64' },
  },
} as const satisfies Record<string, Record<string, FieldSpec>>;

/** The ten event types, upper case as the spec writes them. */
export type EventType = keyof typeof EVENT_TABLE;

/** The ten event types, in the spec's order. */
export const EVENT_TYPES = /* @__PURE__ */ Object.keys(EVENT_TABLE) as EventType[]; // PURE: dropped from the tag when unused

/**
 * `Object.hasOwn` for engines before it (Safari 15.4): a key of the object itself, not inherited.
 * @example hasOwn({ a: 1 }, 'toString') // false
 */
export const hasOwn = (record: object, key: string): boolean => ({}).hasOwnProperty.call(record, key);

/** Looks up the own fields of an event type; undefined for an unknown type. */
export function getEventFields(eventType: string): Readonly<Record<string, FieldSpec>> | undefined {
  return hasOwn(EVENT_TABLE, eventType) ? EVENT_TABLE[eventType as EventType] : undefined;
}
