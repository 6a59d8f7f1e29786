import {
  hasOwn
} from "./chunk-SD3YDSW3.js";

var MAX_BODY_BYTES = 3e6;
var KEEPALIVE_MAX_BYTES = 65536;
var MAX_URL_LENGTH = 2048;
var MAX_TITLE_LENGTH = 256;
var URL_PATTERN = /^[a-z][a-z0-9+.-]*:\S/i;
var COMMON_FIELDS = {
  eventType: { type: "string", required: true },
  nonce: { type: "string", required: true, pattern: /^[0-9a-f]{16}$/i },
  // Required unless the request's query names the visitor (validateEvent's option).
  visitorCode: { type: "string", required: true, max: 100 }
};
var UNEXPOSITION_CAUSES = [
  "GLOBAL_EXCLUSION",
  "PERSONALIZATION_CAPPING",
  "SCHEDULE",
  "PERSONALIZATION_EXCLUSION",
  "VISITOR_CAPPING",
  "SCENARIO",
  "PRIORITY"
];
var MAX_INDICES = 256;
var URL_FIELD = { type: "string", max: MAX_URL_LENGTH };
var NAME_FIELD = { type: "string", max: 100 };
var INDICES_FIELD = { type: "int32[]", max: MAX_INDICES };
var INT32 = { type: "int32" };
var INT64 = { type: "int64" };
var FLOAT64 = { type: "float64" };
var BOOLEAN = { type: "boolean" };
var REQUIRED_INT64 = { type: "int64", required: true };
var REQUIRED_FLOAT64 = { type: "float64", required: true };
var EVENT_TABLE = {
  STATICDATA: {
    visitNumber: INT32,
    timeSincePreviousVisit: INT64,
    // milliseconds
    browser: NAME_FIELD,
    browserIndex: INT32,
    browserVersion: FLOAT64,
    os: NAME_FIELD,
    osIndex: INT32,
    screenWidth: INT32,
    screenHeight: INT32,
    // "language tag": BCP 47 shape (en, en-US, zh-Hant-TW); the spec gives no length limit.
    localeLanguageTag: { type: "string", pattern: /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i },
    deviceType: { type: "string", enum: ["DESKTOP", "TABLET", "PHONE"] }
  },
  PAGE: {
    // "complete URL": only href has that rule; the spec spells it herf in one table, href elsewhere.
    href: { type: "string", max: MAX_URL_LENGTH, required: true, pattern: URL_PATTERN, alias: "herf" },
    canonicalHref: URL_FIELD,
    title: { type: "string", max: MAX_TITLE_LENGTH },
    keyPageIndices: INDICES_FIELD,
    referrerHref: URL_FIELD,
    referrerIndices: INDICES_FIELD
  },
  CONVERSION: {
    goalId: REQUIRED_INT64,
    revenue: FLOAT64,
    negative: BOOLEAN,
    metadata: { type: "metadata", max: 256, itemMax: 256, itemMaxLength: 2048 }
  },
  TARGETINGSEGMENT: {
    id: REQUIRED_INT64
  },
  EXPERIMENT: {
    id: REQUIRED_INT64,
    variationId: REQUIRED_INT64
  },
  PERSONALIZATION: {
    id: REQUIRED_INT64,
    variationId: REQUIRED_INT64,
    unexpositionCause: {
      type: "string",
      enum: UNEXPOSITION_CAUSES,
      onlyWhen: { field: "variationId", equals: 0 }
    }
  },
  WEATHER: {
    temperature: REQUIRED_FLOAT64,
    // Kelvin
    humidity: REQUIRED_FLOAT64,
    // percentage
    pressure: REQUIRED_FLOAT64,
    // hPa
    windSpeed: REQUIRED_FLOAT64,
    // meters per second
    cloudiness: REQUIRED_FLOAT64,
    // percentage
    sunriseTime: REQUIRED_INT64,
    // UNIX time in milliseconds
    sunsetTime: REQUIRED_INT64,
    weatherCode: NAME_FIELD
  },
  CUSTOMDATA: {
    index: { type: "int32", required: true },
    mappingIdentifier: BOOLEAN,
    valuesCountMap: {
      type: "countMap",
      required: true,
      max: 256,
      itemMaxLength: 2048,
      itemMaxLengthWhen: { field: "mappingIdentifier", max: 100 }
    },
    overwrite: BOOLEAN
  },
  PRODUCT: {
    ean: { type: "string", required: true, max: 100 }
  },
  GEOLOCATION: {
    country: NAME_FIELD,
    region: NAME_FIELD,
    city: NAME_FIELD,
    postalCode: NAME_FIELD,
    latitude: FLOAT64,
    longitude: FLOAT64
  }
};
var EVENT_TYPES = /* @__PURE__ */ Object.keys(EVENT_TABLE);
function getEventFields(eventType) {
  return hasOwn(EVENT_TABLE, eventType) ? EVENT_TABLE[eventType] : void 0;
}

export {
  MAX_BODY_BYTES,
  KEEPALIVE_MAX_BYTES,
  MAX_URL_LENGTH,
  MAX_TITLE_LENGTH,
  COMMON_FIELDS,
  MAX_INDICES,
  EVENT_TABLE,
  EVENT_TYPES,
  getEventFields
};
