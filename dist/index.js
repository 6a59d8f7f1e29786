// src/event-table.ts
var MAX_BODY_BYTES = 3e6;
var KEEPALIVE_MAX_BYTES = 65536;
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
var URL_FIELD = { type: "string", max: 2048, pattern: URL_PATTERN };
var NAME_FIELD = { type: "string", max: 100 };
var INDICES_FIELD = { type: "int32[]", max: 256 };
var EVENT_TABLE = {
  STATICDATA: {
    visitNumber: { type: "int32", min: 0 },
    timeSincePreviousVisit: { type: "int64", min: 0 },
    browser: NAME_FIELD,
    browserIndex: { type: "int32" },
    browserVersion: { type: "float64" },
    os: NAME_FIELD,
    osIndex: { type: "int32" },
    screenWidth: { type: "int32", min: 0 },
    screenHeight: { type: "int32", min: 0 },
    localeLanguageTag: { type: "string", max: 100, pattern: /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i },
    deviceType: { type: "string", enum: ["DESKTOP", "TABLET", "PHONE"] }
  },
  PAGE: {
    href: { ...URL_FIELD, required: true, alias: "herf" },
    canonicalHref: URL_FIELD,
    title: { type: "string", max: 256 },
    keyPageIndices: INDICES_FIELD,
    referrerHref: URL_FIELD,
    referrerIndices: INDICES_FIELD
  },
  CONVERSION: {
    goalId: { type: "int64", required: true },
    revenue: { type: "float64" },
    negative: { type: "boolean" },
    metadata: { type: "metadata", max: 256, itemMax: 256, itemMaxLength: 2048 }
  },
  TARGETINGSEGMENT: {
    id: { type: "int64", required: true }
  },
  EXPERIMENT: {
    id: { type: "int64", required: true },
    variationId: { type: "int64", required: true }
  },
  PERSONALIZATION: {
    id: { type: "int64", required: true },
    variationId: { type: "int64", required: true },
    unexpositionCause: {
      type: "string",
      enum: UNEXPOSITION_CAUSES,
      onlyWhen: { field: "variationId", equals: 0 }
    }
  },
  WEATHER: {
    temperature: { type: "float64", required: true, min: 0 },
    humidity: { type: "float64", required: true, min: 0, maxValue: 100 },
    pressure: { type: "float64", required: true, min: 0 },
    windSpeed: { type: "float64", required: true, min: 0 },
    cloudiness: { type: "float64", required: true, min: 0, maxValue: 100 },
    sunriseTime: { type: "int64", required: true },
    sunsetTime: { type: "int64", required: true },
    weatherCode: NAME_FIELD
  },
  CUSTOMDATA: {
    index: { type: "int32", required: true, min: 0 },
    mappingIdentifier: { type: "boolean" },
    valuesCountMap: {
      type: "countMap",
      required: true,
      max: 256,
      itemMaxLength: 2048,
      itemMaxLengthWhen: { field: "mappingIdentifier", max: 100 }
    },
    overwrite: { type: "boolean" }
  },
  PRODUCT: {
    ean: { type: "string", required: true, max: 100 }
  },
  GEOLOCATION: {
    country: NAME_FIELD,
    region: NAME_FIELD,
    city: NAME_FIELD,
    postalCode: NAME_FIELD,
    latitude: { type: "float64", min: -90, maxValue: 90 },
    longitude: { type: "float64", min: -180, maxValue: 180 }
  }
};
var EVENT_TYPES = Object.keys(EVENT_TABLE);
function getEventFields(eventType) {
  return Object.prototype.hasOwnProperty.call(EVENT_TABLE, eventType) ? EVENT_TABLE[eventType] : void 0;
}

// src/count-characters.ts
function countCharacters(text) {
  let count = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 55296 && code <= 56319) {
      const next = text.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        count--;
        i++;
      }
    }
  }
  return count;
}
function truncateCharacters(text, max) {
  if (text.length <= max) return text;
  let end = 0;
  for (let kept = 0; kept < max && end < text.length; kept++) {
    const code = text.charCodeAt(end);
    end += code >= 55296 && code <= 56319 && end + 1 < text.length ? 2 : 1;
  }
  return text.slice(0, end);
}

// src/int64.ts
var INT64_MIN = -(2n ** 63n);
var INT64_MAX = 2n ** 63n - 1n;
var DECIMAL = /^[+-]?\d+$/;
function int64Text(value) {
  let big;
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) return void 0;
    return String(value);
  }
  if (typeof value === "bigint") big = value;
  else if (typeof value === "string" && DECIMAL.test(value)) big = BigInt(value);
  else return void 0;
  return big >= INT64_MIN && big <= INT64_MAX ? big.toString() : void 0;
}
function normalizeInt64(value) {
  const text = int64Text(value);
  if (text === void 0) return value;
  const asNumber = Number(text);
  return Number.isSafeInteger(asNumber) ? asNumber : text;
}

// src/validate-event.ts
var INT32_MIN = -2147483648;
var INT32_MAX = 2147483647;
var isInt32 = (value) => typeof value === "number" && Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX;
var isPlainObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var has = (record, key) => Object.prototype.hasOwnProperty.call(record, key);
function validateEvent(event, options = {}) {
  const problems = [];
  const report = (field, code, message) => problems.push({ field, code, message });
  if (!isPlainObject(event)) {
    report("", "type", "an event must be an object");
    return problems;
  }
  const fields = typeof event.eventType === "string" ? getEventFields(event.eventType) : void 0;
  if (!fields) {
    report(
      "eventType",
      has(event, "eventType") ? "unknown-type" : "required",
      `eventType must be one of the spec's ten types, got ${JSON.stringify(event.eventType) ?? "nothing"}`
    );
  }
  checkField(event, "nonce", COMMON_FIELDS.nonce, report);
  if (!options.visitorCodeInQuery || has(event, "visitorCode")) {
    checkField(event, "visitorCode", COMMON_FIELDS.visitorCode, report);
  }
  if (fields) for (const name in fields) checkField(event, name, fields[name], report);
  return problems;
}
function checkField(event, name, spec, report) {
  const value = event[name];
  if (value === void 0 || !has(event, name)) {
    if (spec.required) report(name, "required", `${name} is required`);
    return;
  }
  if (spec.onlyWhen) {
    const other = int64Text(event[spec.onlyWhen.field]);
    if (other !== String(spec.onlyWhen.equals)) {
      report(name, "only-when", `${name} is only valid when ${spec.onlyWhen.field} is ${spec.onlyWhen.equals}`);
    }
  }
  switch (spec.type) {
    case "string":
      return checkString(name, value, spec, report);
    case "int32":
      if (!isInt32(value)) return report(name, "type", `${name} must be an int32 (an integer from -2^31 to 2^31-1)`);
      return checkRange(name, value, spec, report);
    case "int64": {
      const text = int64Text(value);
      if (text === void 0) {
        return report(name, "type", `${name} must be an int64: a safe integer, a bigint or a decimal string within ±2^63`);
      }
      if (spec.min !== void 0 && BigInt(text) < BigInt(spec.min)) {
        report(name, "range", `${name} must be at least ${spec.min}`);
      }
      return;
    }
    case "float64":
      if (typeof value !== "number" || !Number.isFinite(value)) {
        return report(name, "type", `${name} must be a finite number`);
      }
      return checkRange(name, value, spec, report);
    case "boolean":
      if (typeof value !== "boolean") report(name, "type", `${name} must be true or false`);
      return;
    case "int32[]":
      if (!Array.isArray(value) || !value.every(isInt32)) {
        return report(name, "type", `${name} must be an array of int32`);
      }
      if (value.length > spec.max) report(name, "count", `${name} holds ${value.length} items, at most ${spec.max} allowed`);
      return;
    case "metadata":
      return checkMetadata(name, value, spec, report);
    case "countMap":
      return checkCountMap(name, value, spec, event, report);
  }
}
function checkString(name, value, spec, report) {
  if (typeof value !== "string") return report(name, "type", `${name} must be a string`);
  if (spec.max !== void 0) {
    const length = countCharacters(value);
    if (length > spec.max) report(name, "length", `${name} has ${length} characters, at most ${spec.max} allowed`);
  }
  if (name === "visitorCode" && value === "") report(name, "length", "visitorCode must not be empty");
  if (spec.enum && !spec.enum.includes(value)) report(name, "enum", `${name} must be one of ${spec.enum.join(", ")}`);
  if (spec.pattern && !spec.pattern.test(value)) report(name, "pattern", `${name} has the wrong form (${describePattern(name)})`);
}
function describePattern(name) {
  if (name === "nonce") return "16 hexadecimal characters";
  if (name === "localeLanguageTag") return "a language tag such as en-US";
  return "a complete URL with its scheme";
}
function checkRange(name, value, spec, report) {
  if (spec.min !== void 0 && value < spec.min) report(name, "range", `${name} must be at least ${spec.min}`);
  if (spec.maxValue !== void 0 && value > spec.maxValue) report(name, "range", `${name} must be at most ${spec.maxValue}`);
}
function checkMetadata(name, value, spec, report) {
  if (!isPlainObject(value)) return report(name, "type", `${name} must be an object of metadata id to an array of strings`);
  const ids = Object.keys(value);
  if (ids.length > spec.max) report(name, "count", `${name} holds ${ids.length} ids, at most ${spec.max} allowed`);
  for (const id of ids) {
    const at = `${name}.${id}`;
    if (!/^-?\d+$/.test(id) || !isInt32(Number(id))) report(at, "type", `metadata ids must be int32, got ${JSON.stringify(id)}`);
    const values = value[id];
    if (!Array.isArray(values) || !values.every((item) => typeof item === "string")) {
      report(at, "type", `${at} must be an array of strings`);
      continue;
    }
    if (values.length > spec.itemMax) report(at, "count", `${at} holds ${values.length} values, at most ${spec.itemMax} allowed`);
    if (values.some((item) => countCharacters(item) > spec.itemMaxLength)) {
      report(at, "length", `each value of ${at} may have at most ${spec.itemMaxLength} characters`);
    }
  }
}
function checkCountMap(name, value, spec, event, report) {
  if (!isPlainObject(value)) return report(name, "type", `${name} must be an object of value to count`);
  const keys = Object.keys(value);
  if (keys.length > spec.max) report(name, "count", `${name} holds ${keys.length} values, at most ${spec.max} allowed`);
  const when = spec.itemMaxLengthWhen;
  const maxLength = event[when.field] === true ? when.max : spec.itemMaxLength;
  for (const key of keys) {
    const length = countCharacters(key);
    if (length > maxLength) {
      report(
        `${name}.${key.slice(0, 40)}`,
        "length",
        `each value of ${name} may have at most ${maxLength} characters${maxLength === when.max ? ` when ${when.field} is true` : ""}, got ${length}`
      );
    }
    if (!isInt32(value[key])) report(`${name}.${key.slice(0, 40)}`, "type", `each count of ${name} must be an int32`);
  }
}

// src/create-nonce.ts
function createNonce(random = globalThis.crypto) {
  const bytes = random.getRandomValues(new Uint8Array(8));
  let hex = "";
  for (let i = 0; i < 8; i++) hex += (bytes[i] + 256).toString(16).slice(1);
  return hex;
}

// src/event-entries.ts
function eventEntries(event, options = {}) {
  const entries = [
    ["eventType", COMMON_FIELDS.eventType, event.eventType],
    ["nonce", COMMON_FIELDS.nonce, event.nonce]
  ];
  if (!options.omitVisitorCode && event.visitorCode !== void 0) {
    entries.push(["visitorCode", COMMON_FIELDS.visitorCode, event.visitorCode]);
  }
  const fields = getEventFields(event.eventType) ?? {};
  const record = event;
  for (const name in fields) {
    if (record[name] !== void 0) entries.push([name, fields[name], record[name]]);
  }
  return entries;
}
function wireText(spec, value) {
  if (spec.type === "string") return value;
  if (spec.type === "int32[]" || spec.type === "metadata" || spec.type === "countMap") return JSON.stringify(value);
  return String(value);
}

// src/encode-lines.ts
function encodeLine(event, options) {
  let line = "";
  for (const [name, spec, value] of eventEntries(event, options)) {
    line += (line ? "&" : "") + name + "=" + encodeURIComponent(wireText(spec, value));
  }
  return line;
}
function encodeLines(events, options) {
  return events.map((event) => encodeLine(event, options)).join("\n");
}

// src/encode-json.ts
function encodeJsonEvent(event, options) {
  let json = "";
  for (const [name, spec, value] of eventEntries(event, options)) {
    const text = spec.type === "int64" ? wireText(spec, value) : JSON.stringify(value);
    json += (json ? "," : "{") + JSON.stringify(name) + ":" + text;
  }
  return json + "}";
}
function encodeJson(events, options) {
  return "[" + events.map((event) => encodeJsonEvent(event, options)).join(",") + "]";
}

// src/read-event.ts
function setOwn(record, key, value) {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}
var NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
var has2 = (record, key) => Object.prototype.hasOwnProperty.call(record, key);
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
    let spec = has2(COMMON_FIELDS, key) ? COMMON_FIELDS[key] : fields[key];
    if (!spec) {
      name = Object.keys(fields).find((field) => fields[field].alias === key) ?? "";
      spec = fields[name];
    }
    if (!spec) {
      setOwn(unknown, key, raw[key]);
      continue;
    }
    if (has2(event, name)) {
      problems.push({ field: name, code: "syntax", message: `${name} is given twice (as ${name} and ${key})` });
      continue;
    }
    const value = coerce(spec, raw[key]);
    if (value === void 0) problems.push({ field: name, code: "type", message: `${name} cannot be read as ${spec.type}: ${JSON.stringify(raw[key])?.slice(0, 80)}` });
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
  let out = "";
  let i = 0;
  while (i < json.length) {
    const char = json[i];
    if (char === '"') {
      const start = i++;
      while (i < json.length && json[i] !== '"') i += json[i] === "\\" ? 2 : 1;
      out += json.slice(start, ++i);
    } else if (char === "-" || char >= "0" && char <= "9") {
      const match = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(json.slice(i, i + 400));
      const literal = match ? match[0] : char;
      const isBigInteger = !!match && !match[1] && !match[2] && !Number.isSafeInteger(Number(literal));
      out += isBigInteger ? `"${literal}"` : literal;
      i += literal.length;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

// src/parse-lines.ts
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
        problems.push({ field: name ?? pair.slice(0, 40), code: "syntax", message: `broken percent-encoding in ${JSON.stringify(pair.slice(0, 80))}` });
      } else if (Object.prototype.hasOwnProperty.call(raw, name)) {
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

// src/parse-json.ts
function parseJson(body, options) {
  const result = { events: [], rejected: [] };
  let items;
  try {
    items = JSON.parse(quoteBigIntegers(body));
  } catch (error) {
    result.rejected.push({ index: -1, problems: [{ field: "", code: "syntax", message: `the body is not JSON: ${error.message}` }], raw: body.slice(0, 200) });
    return result;
  }
  if (!Array.isArray(items)) {
    result.rejected.push({ index: -1, problems: [{ field: "", code: "syntax", message: "the body must be a JSON array of events" }], raw: body.slice(0, 200) });
    return result;
  }
  items.forEach((item, index) => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) {
      result.rejected.push({ index, problems: [{ field: "", code: "type", message: "each item must be an event object" }], raw: JSON.stringify(item) });
      return;
    }
    const read = readEvent(item, options);
    if (read.event) result.events.push({ index, event: read.event, unknown: read.unknown });
    else result.rejected.push({ index, problems: read.problems, raw: JSON.stringify(item) });
  });
  return result;
}

// src/utf8-length.ts
function utf8Length(text) {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) continue;
    if (code < 2048) bytes += 1;
    else if (code >= 55296 && code <= 56319 && (text.charCodeAt(i + 1) & 64512) === 56320) {
      bytes += 2;
      i++;
    } else bytes += 2;
  }
  return bytes;
}

// src/split-into-bodies.ts
function splitIntoBodies(encodedEvents, maxBytes = MAX_BODY_BYTES, format = "lines") {
  const isJson = format === "json";
  const frame = isJson ? 2 : 0;
  const result = { bodies: [], oversized: [] };
  let parts = [];
  let indices = [];
  let bytes = frame;
  const close = () => {
    if (!parts.length) return;
    const joined = parts.join(isJson ? "," : "\n");
    result.bodies.push({ body: isJson ? `[${joined}]` : joined, indices, bytes });
    parts = [];
    indices = [];
    bytes = frame;
  };
  encodedEvents.forEach((encoded, index) => {
    const size = utf8Length(encoded);
    if (size + frame > maxBytes) {
      result.oversized.push(index);
      return;
    }
    const added = size + (parts.length ? 1 : 0);
    if (bytes + added > maxBytes) close();
    bytes += size + (parts.length ? 1 : 0);
    parts.push(encoded);
    indices.push(index);
  });
  close();
  return result;
}
export {
  COMMON_FIELDS,
  EVENT_TABLE,
  EVENT_TYPES,
  KEEPALIVE_MAX_BYTES,
  MAX_BODY_BYTES,
  countCharacters,
  createNonce,
  encodeJson,
  encodeJsonEvent,
  encodeLine,
  encodeLines,
  getEventFields,
  parseJson,
  parseLines,
  splitIntoBodies,
  truncateCharacters,
  utf8Length,
  validateEvent
};
