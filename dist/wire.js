import {
  validateEvent
} from "./chunks/chunk-RLOUSBYY.js";
import {
  normalizeInt64
} from "./chunks/chunk-FTYTWWAC.js";
import "./chunks/chunk-66K42VK6.js";
import {
  COMMON_FIELDS,
  getEventFields
} from "./chunks/chunk-2SVAAAJN.js";
import {
  hasOwn
} from "./chunks/chunk-SD3YDSW3.js";

function setOwn(record, key, value) {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
var NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
function readEvent(raw, options = {}) {
  const problems = [];
  const unknown = {};
  const event = {};
  const eventType = typeof raw.eventType === "string" ? raw.eventType.toUpperCase() : raw.eventType;
  const fields = getEventFields(String(eventType)) ?? {};
  if (eventType !== void 0) event.eventType = eventType;
  for (const key of Object.keys(raw)) {
    if (key === "eventType") continue;
    let name = key;
    let spec = hasOwn(COMMON_FIELDS, key) ? COMMON_FIELDS[key] : hasOwn(fields, key) ? fields[key] : void 0;
    if (!spec) {
      name = Object.keys(fields).find((field) => fields[field].alias === key) ?? "";
      spec = fields[name];
    }
    if (!spec) {
      setOwn(unknown, key, raw[key]);
      continue;
    }
    if (hasOwn(event, name)) {
      problems.push({ field: name, code: "syntax", message: `${name} is given twice (as ${name} and ${key})` });
      continue;
    }
    const value = coerce(spec, raw[key]);
    if (value === void 0)
      problems.push({
        field: name,
        code: "type",
        message: `${name} cannot be read as ${spec.type}: ${JSON.stringify(raw[key])?.slice(0, 80)}`
      });
    else event[name] = value;
  }
  if (options.visitorCode !== void 0) event.visitorCode = options.visitorCode;
  problems.push(...validateEvent(event).filter((problem) => !problems.some((seen) => seen.field === problem.field)));
  return problems.length ? { unknown, problems } : { event, unknown, problems };
}
function coerce(spec, value) {
  if (typeof value !== "string") {
    if (spec.type === "string" && typeof value === "number") return String(value);
    return spec.type === "int64" && (typeof value === "number" || typeof value === "bigint") ? normalizeInt64(value) : value;
  }
  switch (spec.type) {
    case "string":
      return value;
    case "int32":
    case "float64":
      return NUMBER.test(value) ? Number(value) : void 0;
    case "int64":
      return /^[+-]?\d+$/.test(value) ? normalizeInt64(value.replace(/^\+/, "")) : void 0;
    case "boolean": {
      const lower = value.toLowerCase();
      return lower === "true" || lower === "1" ? true : lower === "false" || lower === "0" ? false : void 0;
    }
    default:
      try {
        return JSON.parse(quoteBigIntegers(value));
      } catch {
        return void 0;
      }
  }
}
function quoteBigIntegers(json) {
  if (!/\d{16}/.test(json)) return json;
  return json.replace(
    /"[^"\\]*(?:\\.[^"\\]*)*"|-?\d+(\.\d+)?([eE][+-]?\d+)?/g,
    (token, fraction, exponent) => token[0] === '"' || fraction || exponent || Number.isSafeInteger(+token) ? token : `"${token}"`
  );
}

function parseLines(body, options) {
  const result = { events: [], rejected: [] };
  const lines = body.split("\n");
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].replace(/\r$/, "");
    if (line.trim() === "") continue;
    const raw = {};
    const problems = [];
    for (const pair of line.split("&")) {
      if (pair === "") continue;
      const at = pair.indexOf("=");
      const name = decode(at < 0 ? pair : pair.slice(0, at));
      const value = decode(at < 0 ? "" : pair.slice(at + 1));
      if (name === void 0 || value === void 0) {
        problems.push({
          field: name ?? pair.slice(0, 40),
          code: "syntax",
          message: `broken percent-encoding in ${JSON.stringify(pair.slice(0, 80))}`
        });
      } else if (hasOwn(raw, name)) {
        problems.push({ field: name, code: "syntax", message: `${name} is given twice` });
      } else setOwn(raw, name, value);
    }
    const read = readEvent(raw, options);
    problems.push(...read.problems);
    if (read.event && !problems.length) result.events.push({ index: n + 1, event: read.event, unknown: read.unknown });
    else result.rejected.push({ index: n + 1, problems, raw: line });
  }
  return result;
}
function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return void 0;
  }
}

function parseJson(body, options) {
  const result = { events: [], rejected: [] };
  let items;
  try {
    items = JSON.parse(quoteBigIntegers(body));
  } catch (error) {
    result.rejected.push({
      index: -1,
      problems: [{ field: "", code: "syntax", message: `the body is not JSON: ${error.message}` }],
      raw: body.slice(0, 200)
    });
    return result;
  }
  if (!Array.isArray(items)) {
    result.rejected.push({
      index: -1,
      problems: [{ field: "", code: "syntax", message: "the body must be a JSON array of events" }],
      raw: body.slice(0, 200)
    });
    return result;
  }
  items.forEach((item, index) => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      result.rejected.push({
        index,
        problems: [{ field: "", code: "type", message: "each item must be an event object" }],
        raw: JSON.stringify(item)
      });
      return;
    }
    const read = readEvent(item, options);
    if (read.event) result.events.push({ index, event: read.event, unknown: read.unknown });
    else result.rejected.push({ index, problems: read.problems, raw: JSON.stringify(item) });
  });
  return result;
}
export {
  parseJson,
  parseLines
};
