import {
  countCharacters,
  int64Text,
  toBigInt
} from "./chunk-FTYTWWAC.js";
import {
  createProblem
} from "./chunk-66K42VK6.js";
import {
  COMMON_FIELDS,
  getEventFields
} from "./chunk-2SVAAAJN.js";
import {
  hasOwn
} from "./chunk-SD3YDSW3.js";

var isInt32 = (value) => typeof value == "number" && (value | 0) === value;
var isPlainObject = (value) => typeof value == "object" && value !== null && !Array.isArray(value);
var int32Problem = (value) => !isInt32(value) && (Number.isInteger(value) ? "range" : "type");
var TYPE_PROBLEMS = {
  string: (value) => typeof value != "string" && "type",
  boolean: (value) => typeof value != "boolean" && "type",
  int32: int32Problem,
  int64: (value) => int64Text(value) == null && (toBigInt(value) == null ? "type" : "range"),
  float64: (value) => !Number.isFinite(value) && "type",
  // false for non-numbers too
  "int32[]": (value) => Array.isArray(value) ? value.map(int32Problem).find(Boolean) : "type",
  metadata: (value) => !isPlainObject(value) && "type",
  countMap: (value) => !isPlainObject(value) && "type"
};
function validateEvent(event, options = {}) {
  const problems = [];
  const report = (field, code, reason) => problems.push(createProblem(field, code, reason));
  const limit = (field, size, max, unit = "characters") => size > max && report(field, unit < "d" ? "length" : "count", true ? `at most ${max} ${unit}, got ${size}` : "");
  const checkType = (field, type2, value) => {
    const code = TYPE_PROBLEMS[type2](value);
    return code && report(field, code, true ? `expected ${type2}${code < "s" ? " in range" : ""}` : "");
  };
  const checkField = (name, spec) => {
    const record = event;
    const value = record[name];
    const { type: type2, max, onlyWhen: when } = spec;
    if (value === void 0 || !hasOwn(record, name)) {
      if (spec.required) report(name, "required", "");
      return;
    }
    if (when && int64Text(record[when.field]) !== String(when.equals)) {
      report(name, "only-when", true ? `only allowed when ${when.field} is ${when.equals}` : "");
    }
    if (checkType(name, type2, value)) return;
    if (typeof value == "string") {
      limit(name, countCharacters(value), max);
      if (name === "visitorCode" && !value) report(name, "length", true ? "must not be empty" : "");
      if (spec.enum && !spec.enum.includes(value)) report(name, "enum", true ? `expected one of ${spec.enum.join(", ")}` : "");
      if (spec.pattern && !spec.pattern.test(value)) report(name, "pattern", true ? `expected to match ${spec.pattern}` : "");
    } else if (Array.isArray(value)) {
      limit(name, value.length, max, "items");
    } else if (typeof value == "object") {
      checkEntries(name, spec, value, record);
    }
  };
  const checkEntries = (name, spec, value, record) => {
    const keys = Object.keys(value);
    const when = spec.itemMaxLengthWhen;
    const maxLength = when && record[when.field] === true ? when.max : spec.itemMaxLength;
    limit(name, keys.length, spec.max, "items");
    for (const key of keys) {
      const at = `${name}.${key.slice(0, 40)}`;
      const item = value[key];
      if (spec.type === "countMap") {
        limit(at, countCharacters(key), maxLength);
        checkType(at, "int32", item);
      } else {
        if (String(+key) !== key || !isInt32(+key)) report(at, "type", true ? "expected an int32 id" : "");
        if (!Array.isArray(item) || item.some((text) => typeof text != "string"))
          report(at, "type", true ? "expected an array of strings" : "");
        else if (!limit(at, item.length, spec.itemMax, "items"))
          item.some((text) => limit(at, countCharacters(text), maxLength));
      }
    }
  };
  if (!isPlainObject(event)) return report("", "type", true ? "expected an object" : ""), problems;
  const type = event.eventType;
  const fields = typeof type == "string" ? getEventFields(type) : void 0;
  if (!fields) {
    report(
      "eventType",
      hasOwn(event, "eventType") ? "unknown-type" : "required",
      true ? `not an event type: ${typeof type == "string" ? `"${type}"` : typeof type}` : ""
    );
  }
  checkField("nonce", COMMON_FIELDS.nonce);
  if (!options.visitorCodeInQuery || hasOwn(event, "visitorCode")) checkField("visitorCode", COMMON_FIELDS.visitorCode);
  for (const name of Object.keys(fields ?? {})) checkField(name, fields[name]);
  return problems;
}

export {
  isPlainObject,
  validateEvent
};
