import {
  DEFAULT_BROWSER_INDICES,
  DEFAULT_OS_INDICES,
  matchUrlRules,
  parseUserAgent,
  splitIntoBodies,
  utf8Length
} from "./chunks/chunk-RULI7AA3.js";
import {
  validateEvent
} from "./chunks/chunk-RLOUSBYY.js";
import {
  createNonce,
  createTracker
} from "./chunks/chunk-FMOTPRID.js";
import {
  encodeLine,
  encodeLines,
  eventEntries,
  stringifyJson,
  wireText
} from "./chunks/chunk-M3PPSY7J.js";
import {
  countCharacters,
  truncateCharacters
} from "./chunks/chunk-FTYTWWAC.js";
import "./chunks/chunk-66K42VK6.js";
import {
  COMMON_FIELDS,
  EVENT_TABLE,
  EVENT_TYPES,
  KEEPALIVE_MAX_BYTES,
  MAX_BODY_BYTES,
  getEventFields
} from "./chunks/chunk-2SVAAAJN.js";
import "./chunks/chunk-SD3YDSW3.js";

function encodeJsonEvent(event, options) {
  let json = "";
  for (const [name, spec, value] of eventEntries(event, options)) {
    const text = spec.type === "int64" ? wireText(spec, value) : stringifyJson(value);
    json += (json ? "," : "{") + JSON.stringify(name) + ":" + text;
  }
  return json + "}";
}
function encodeJson(events, options) {
  return "[" + events.map((event) => encodeJsonEvent(event, options)).join(",") + "]";
}
export {
  COMMON_FIELDS,
  DEFAULT_BROWSER_INDICES,
  DEFAULT_OS_INDICES,
  EVENT_TABLE,
  EVENT_TYPES,
  KEEPALIVE_MAX_BYTES,
  MAX_BODY_BYTES,
  countCharacters,
  createNonce,
  createTracker,
  encodeJson,
  encodeJsonEvent,
  encodeLine,
  encodeLines,
  getEventFields,
  matchUrlRules,
  parseUserAgent,
  splitIntoBodies,
  truncateCharacters,
  utf8Length,
  validateEvent
};
