import {
  int64Text
} from "./chunk-FTYTWWAC.js";
import {
  COMMON_FIELDS,
  getEventFields
} from "./chunk-2SVAAAJN.js";
import {
  hasOwn
} from "./chunk-SD3YDSW3.js";

var stringifyJson = (value) => JSON.stringify(value, function(key) {
  return this[key];
});

function eventEntries(event, options = {}) {
  const fields = { ...COMMON_FIELDS, ...getEventFields(event.eventType) };
  if (options.omitVisitorCode) delete fields.visitorCode;
  const record = event;
  return Object.keys(fields).filter((name) => hasOwn(record, name) && record[name] !== void 0).map((name) => [name, fields[name], record[name]]);
}
function wireText(spec, value) {
  if (typeof value === "object") return stringifyJson(value);
  return spec.type === "int64" && int64Text(value) || String(value);
}

function encodeLine(event, options) {
  return encodePairs(eventEntries(event, options).map(([name, spec, value]) => [name, wireText(spec, value)]));
}
function encodePairs(pairs) {
  return pairs.map(([name, text]) => name + "=" + encodeURIComponent(wellFormed(text))).join("&");
}
var wellFormed = (text) => text.replace(/[\ud800-\udfff]/gu, "�");
function encodeLines(events, options) {
  return events.map((event) => encodeLine(event, options)).join("\n");
}

var CONSENT_STATES = ["granted", "pending", "denied"];
function isConsentState(value) {
  return CONSENT_STATES.includes(value);
}

var createStats = () => ({
  stored: 0,
  sent: 0,
  sentUnconfirmed: 0,
  retried: 0,
  queued: 0,
  dropped: {
    "max-age": 0,
    "max-bytes": 0,
    oversized: 0,
    rejected: 0,
    consent: 0,
    "max-held": 0,
    invalid: 0,
    "repeated-order": 0,
    "once-per-visit": 0,
    "local-only": 0,
    skipped: 0
  }
});

function guardMethods(api, options) {
  const methods = api;
  for (const name of Object.keys(methods)) {
    const method = methods[name];
    methods[name] = (...args) => {
      try {
        const result = method(...args);
        if (options.debug && Array.isArray(result) && result[0]?.code) {
          console.warn(`[visit-tag] ${name} refused`, args, result);
        }
        return result;
      } catch (error) {
        if (options.debug) console.error(`[visit-tag] ${name} failed`, error);
        return [{ field: "", code: "type", message: `${name}: ${String(error)}` }];
      }
    };
  }
  return api;
}

var MAX_HELD_EVENTS = 100;
var MAX_QUEUE_BYTES = 5e6;
var MAX_EVENT_AGE_MS = 7 * 24 * 36e5;
var FIRST_BATCH_EVENTS = 8;
var WARY_MS = 6e4;
var RECOVERED_BATCH_EVENTS = 256;
var RETRY_BATCH_EVENTS = 1;
var BATCH_GROWTH = 4;
var SLOW_ANSWER_MS = 1e3;
var FLUSH_INTERVAL_MS = 1e4;
var FLUSH_DEBOUNCE_MS = 250;
var LOCK_RETRY_MS = 1e3;

var LINK_PARAMETER = "_vt";
var LINK_MAX_AGE_MS = 12e4;
function removeLinkParameter(url) {
  return url.replace(LINK_PAIR, (_, separator, next) => next ? separator : "");
}
var LINK_PAIR = new RegExp(`([?&])${LINK_PARAMETER}=[^&#]*(&?)`);

var VISIT_TIMEOUT_MS = 30 * 6e4;
var ACTIVITY_WRITE_MS = 1e4;
function parseVisitState(value) {
  const match = value && /^(.+)\.(\d+)\.([0-9a-z]+)$/.exec(value);
  if (!match) return void 0;
  try {
    return { visitorCode: decodeURIComponent(match[1]), visitNumber: +match[2], lastActivity: parseInt(match[3], 36) };
  } catch {
    return void 0;
  }
}
function formatVisitState(state) {
  return `${encodeURIComponent(state.visitorCode)}.${state.visitNumber}.${state.lastActivity.toString(36)}`;
}
function nextVisit(stored, current, visitorCode, now, timeoutMs) {
  const previous = stored && (!current || stored.lastActivity > current.lastActivity) ? stored : current;
  const isNew = !previous || now - previous.lastActivity > timeoutMs;
  return { visit: { visitorCode, visitNumber: (previous?.visitNumber ?? 0) + +isNew, lastActivity: now }, isNew, previous };
}

var siteUrl = (url, path, siteCode) => `${url.replace(/\/$/, "")}/${path}?siteCode=${encodeURIComponent(siteCode)}`;

var CALL_VERSION = 1;
var TRACK_METHODS = {
  track: [void 0, "O"],
  trackPageView: ["PAGE", "o"],
  trackConversion: ["CONVERSION", "io"],
  trackExperiment: ["EXPERIMENT", "ii"],
  trackPersonalization: ["PERSONALIZATION", "ii"],
  trackTargetingSegment: ["TARGETINGSEGMENT", "i"],
  trackWeather: ["WEATHER", "O"],
  trackProduct: ["PRODUCT", "s"],
  trackGeolocation: ["GEOLOCATION", "O"],
  setCustomData: ["CUSTOMDATA", "kvo"]
};
var eventTypeOf = (call) => (call.method === "track" ? call.args[0]?.eventType : void 0) ?? (call.method === "setVisitorCode" ? void 0 : TRACK_METHODS[call.method][0]) ?? "";

function readList(names) {
  return (typeof names == "string" ? names.split(",") : names ?? []).map((name) => name.trim().toLowerCase()).filter(Boolean);
}

function addListener(listeners, listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifyListeners(listeners, value) {
  listeners.forEach((listener) => {
    try {
      listener(value);
    } catch {
    }
  });
}

function readCookies(cookies, name) {
  return cookies.split("; ").filter((pair) => pair.startsWith(name + "=")).map((pair) => pair.slice(name.length + 1));
}
function readCookie(cookies, name) {
  return readCookies(cookies, name)[0];
}

var URL_FIELDS = ["href", "canonicalHref", "referrerHref"];
function redactUrls(event, names) {
  const redacted = readList(names);
  for (const field of URL_FIELDS) {
    const url = event[field];
    if (typeof url != "string") continue;
    event[field] = removeLinkParameter(url).replace(
      /([?&])([^=&#]*)=[^&#]*/g,
      (pair, separator, name) => redacted.includes(name.toLowerCase()) ? `${separator}${name}=REDACTED` : pair
    );
  }
}

export {
  stringifyJson,
  eventEntries,
  wireText,
  encodeLine,
  encodePairs,
  encodeLines,
  isConsentState,
  createStats,
  addListener,
  notifyListeners,
  guardMethods,
  LINK_PARAMETER,
  LINK_MAX_AGE_MS,
  removeLinkParameter,
  readCookies,
  readCookie,
  VISIT_TIMEOUT_MS,
  ACTIVITY_WRITE_MS,
  parseVisitState,
  formatVisitState,
  nextVisit,
  siteUrl,
  CALL_VERSION,
  TRACK_METHODS,
  eventTypeOf,
  readList,
  redactUrls,
  MAX_HELD_EVENTS,
  MAX_QUEUE_BYTES,
  MAX_EVENT_AGE_MS,
  FIRST_BATCH_EVENTS,
  WARY_MS,
  RECOVERED_BATCH_EVENTS,
  RETRY_BATCH_EVENTS,
  BATCH_GROWTH,
  SLOW_ANSWER_MS,
  FLUSH_INTERVAL_MS,
  FLUSH_DEBOUNCE_MS,
  LOCK_RETRY_MS
};
