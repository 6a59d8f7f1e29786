import { hasOwn } from '../lib/has-own.js';

/**
 * The one description of the service's events (docs/data-api.md, "Visitor event").
 * TypeScript types, validation, both encoders and both parsers derive from this table; nothing
 * else in the code base lists event types, field names, wire types or limits.
 */

/**
 * Wire types of the spec. `int32[]` is "JSON array of int32"; `metadata` and `countMap` are the
 * two "JSON object" shapes (CONVERSION.metadata and CUSTOMDATA.valuesCountMap).
 */
export type WireType = 'string' | 'int32' | 'int64' | 'float64' | 'boolean' | 'int32[]' | 'metadata' | 'countMap';

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

/** The longest address a field may hold (`href`, `canonicalHref`, `referrerHref`, …): 2048 characters. */
export const MAX_URL_LENGTH = 2048;

/** The longest PAGE `title`: 256 characters. */
export const MAX_TITLE_LENGTH = 256;

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

/** The spec's limit on PAGE `keyPageIndices` and `referrerIndices`, in items. */
export const MAX_INDICES = 256;

// Shared spec objects: each shape is written once, so the tag carries it once.
const URL_FIELD = { type: 'string', max: MAX_URL_LENGTH } as const;
const NAME_FIELD = { type: 'string', max: 100 } as const;
const INDICES_FIELD = { type: 'int32[]', max: MAX_INDICES } as const;
const INT32 = { type: 'int32' } as const;
const INT64 = { type: 'int64' } as const;
const FLOAT64 = { type: 'float64' } as const;
const BOOLEAN = { type: 'boolean' } as const;
const REQUIRED_INT64 = { type: 'int64', required: true } as const;
const REQUIRED_FLOAT64 = { type: 'float64', required: true } as const;

/** Every event type of the spec and its own fields, in the order encoders write them. */
export const EVENT_TABLE = {
  STATICDATA: {
    visitNumber: INT32,
    timeSincePreviousVisit: INT64, // milliseconds
    browser: NAME_FIELD,
    browserIndex: INT32,
    browserVersion: FLOAT64,
    os: NAME_FIELD,
    osIndex: INT32,
    screenWidth: INT32,
    screenHeight: INT32,
    // "language tag": BCP 47 shape (en, en-US, zh-Hant-TW); the spec gives no length limit.
    localeLanguageTag: { type: 'string', pattern: /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i },
    deviceType: { type: 'string', enum: ['DESKTOP', 'TABLET', 'PHONE'] },
  },
  PAGE: {
    // "complete URL": only href has that rule; the spec spells it herf in one table, href elsewhere.
    href: { type: 'string', max: MAX_URL_LENGTH, required: true, pattern: URL_PATTERN, alias: 'herf' },
    canonicalHref: URL_FIELD,
    title: { type: 'string', max: MAX_TITLE_LENGTH },
    keyPageIndices: INDICES_FIELD,
    referrerHref: URL_FIELD,
    referrerIndices: INDICES_FIELD,
  },
  CONVERSION: {
    goalId: REQUIRED_INT64,
    revenue: FLOAT64,
    negative: BOOLEAN,
    metadata: { type: 'metadata', max: 256, itemMax: 256, itemMaxLength: 2048 },
  },
  TARGETINGSEGMENT: {
    id: REQUIRED_INT64,
  },
  EXPERIMENT: {
    id: REQUIRED_INT64,
    variationId: REQUIRED_INT64,
  },
  PERSONALIZATION: {
    id: REQUIRED_INT64,
    variationId: REQUIRED_INT64,
    unexpositionCause: {
      type: 'string',
      enum: UNEXPOSITION_CAUSES,
      onlyWhen: { field: 'variationId', equals: 0 },
    },
  },
  WEATHER: {
    temperature: REQUIRED_FLOAT64, // Kelvin
    humidity: REQUIRED_FLOAT64, // percentage
    pressure: REQUIRED_FLOAT64, // hPa
    windSpeed: REQUIRED_FLOAT64, // meters per second
    cloudiness: REQUIRED_FLOAT64, // percentage
    sunriseTime: REQUIRED_INT64, // UNIX time in milliseconds
    sunsetTime: REQUIRED_INT64,
    weatherCode: NAME_FIELD,
  },
  CUSTOMDATA: {
    index: { type: 'int32', required: true },
    mappingIdentifier: BOOLEAN,
    valuesCountMap: {
      type: 'countMap',
      required: true,
      max: 256,
      itemMaxLength: 2048,
      itemMaxLengthWhen: { field: 'mappingIdentifier', max: 100 },
    },
    overwrite: BOOLEAN,
  },
  PRODUCT: {
    ean: { type: 'string', required: true, max: 100 },
  },
  GEOLOCATION: {
    country: NAME_FIELD,
    region: NAME_FIELD,
    city: NAME_FIELD,
    postalCode: NAME_FIELD,
    latitude: FLOAT64,
    longitude: FLOAT64,
  },
} as const satisfies Record<string, Record<string, FieldSpec>>;

/** The ten event types, upper case as the spec writes them. */
export type EventType = keyof typeof EVENT_TABLE;

/** The ten event types, in the spec's order. */
export const EVENT_TYPES = /* @__PURE__ */ Object.keys(EVENT_TABLE) as EventType[]; // PURE: dropped from the tag when unused

/** Looks up the own fields of an event type; undefined for an unknown type. */
export function getEventFields(eventType: string): Readonly<Record<string, FieldSpec>> | undefined {
  return hasOwn(EVENT_TABLE, eventType) ? EVENT_TABLE[eventType as EventType] : undefined;
}
