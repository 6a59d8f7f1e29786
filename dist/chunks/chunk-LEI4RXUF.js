import {
  buildUrl,
  createClientError,
  isPlainObject,
  sendRequest
} from "./chunk-RKG66HA6.js";
import {
  createProblem
} from "./chunk-66K42VK6.js";
import {
  hasOwn
} from "./chunk-SD3YDSW3.js";

var GOAL_OPERATORS = {
  EQUAL: 1,
  NOT_EQUAL: 1,
  LESS: 1,
  GREATER: 1,
  LESS_OR_EQUAL: 1,
  GREATER_OR_EQUAL: 1,
  LIKE: 1,
  NOT_LIKE: 1,
  CONTAINS: 1,
  BETWEEN: 2,
  IN: "any",
  NOT_IN: "any",
  NOT: 1,
  IS_NULL: 0,
  IS_NOT_NULL: 0,
  IS_TRUE: 0,
  IS_FALSE: 0,
  IS_EMPTY: 0,
  IS_NOT_EMPTY: 0
};
var GOAL_FIRST_PAGE = 1;
var GOAL_DEFAULT_PER_PAGE = 20;
var GOAL_MAX_PER_PAGE = 200;
var GOAL_OPTIONAL_FIELDS = [
  "experimentAmount",
  "experiments",
  "featureFlagAmount",
  "holdoutAmount",
  "holdouts",
  "isTargetingSegmentMentalist",
  "personalizationAmount",
  "personalizations",
  "tags"
];

var MAX_DEPTH = 32;
function validateGoalFilter(filter, path = "filter", depth = 0) {
  if (depth > MAX_DEPTH) return [`${path}: nested deeper than ${MAX_DEPTH} levels`];
  if (Array.isArray(filter)) return filter.flatMap((item, i) => validateGoalFilter(item, `${path}[${i}]`, depth + 1));
  if (!isPlainObject(filter)) return [`${path}: a filter is an object { field, operator, parameters } or an array of them`];
  const { field, operator, parameters } = filter;
  if (typeof operator !== "string" || !hasOwn(GOAL_OPERATORS, operator)) {
    return [`${path}: operator must be one of ${Object.keys(GOAL_OPERATORS).join(", ")}, got ${JSON.stringify(operator)}`];
  }
  const problems = [];
  if (operator !== "NOT" && (typeof field !== "string" || field === "")) problems.push(`${path}: field must be a non-empty string`);
  const operands = parameters ?? [];
  if (!Array.isArray(operands)) return [...problems, `${path}: parameters must be an array`];
  const arity = GOAL_OPERATORS[operator];
  if (arity !== "any" && operands.length !== arity) {
    problems.push(`${path}: ${operator} takes ${arity === 0 ? "no" : arity} parameter${arity === 1 ? "" : "s"}, got ${operands.length}`);
  }
  if (operator === "NOT")
    return operands.length === 1 ? [...problems, ...validateGoalFilter(operands[0], `${path}.parameters[0]`, depth + 1)] : problems;
  operands.forEach((operand, i) => {
    const where = `${path}.parameters[${i}]`;
    if ((operator === "LIKE" || operator === "NOT_LIKE") && typeof operand !== "string")
      problems.push(`${where}: ${operator} takes a string pattern (% and _ wildcards)`);
    else if (!isOperand(operand))
      problems.push(`${where}: an operand is a string, a finite number or a Boolean, got ${JSON.stringify(operand) ?? typeof operand}`);
  });
  return problems;
}
function isOperand(value) {
  return typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value);
}

function validateGoalSearch(search) {
  if (!isPlainObject(search)) return ["the search must be an object { filter, page, perPage, sort, optionalFields }"];
  const { filter, sort, optionalFields } = search;
  const problems = filter === void 0 ? [] : validateGoalFilter(filter);
  const limits = { page: [GOAL_FIRST_PAGE, 2 ** 31 - 1], perPage: [1, GOAL_MAX_PER_PAGE] };
  for (const [name, [min, max]] of Object.entries(limits)) {
    const value = search[name];
    if (value !== void 0 && !(Number.isInteger(value) && value >= min && value <= max)) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
    }
  }
  if (sort !== void 0) {
    if (!Array.isArray(sort)) problems.push("sort must be an array of { field, direction }");
    else
      sort.forEach((item, i) => {
        if (!isPlainObject(item) || typeof item.field !== "string" || item.field === "")
          problems.push(`sort[${i}].field must be a non-empty string`);
        else if (item.direction !== "ASC" && item.direction !== "DESC")
          problems.push(`sort[${i}].direction must be ASC or DESC, got ${JSON.stringify(item.direction)}`);
      });
  }
  if (optionalFields !== void 0) {
    const known = GOAL_OPTIONAL_FIELDS;
    const unknown = Array.isArray(optionalFields) ? optionalFields.filter((name) => !known.includes(name)) : [optionalFields];
    if (unknown.length)
      problems.push(`optionalFields must be an array of ${GOAL_OPTIONAL_FIELDS.join(", ")}; unknown: ${JSON.stringify(unknown)}`);
  }
  return problems;
}

var INT32 = 2 ** 31;
var isInt64 = (value) => Number.isSafeInteger(value);
var KIND_TESTS = {
  string: (value) => typeof value === "string",
  boolean: (value) => typeof value === "boolean",
  int32: (value) => Number.isInteger(value) && value >= -INT32 && value < INT32,
  int64: isInt64,
  double: (value) => typeof value === "number" && Number.isFinite(value),
  "date-time": (value) => typeof value === "string" && !Number.isNaN(Date.parse(value)),
  "int64[]": (value) => Array.isArray(value) && value.every(isInt64),
  "string[]": (value) => Array.isArray(value) && value.every((item) => typeof item === "string")
};
var KIND_NAMES = {
  string: "a string",
  boolean: "a boolean",
  int32: "an integer (int32)",
  int64: "an integer (int64, at most 2^53 - 1 in JSON)",
  double: "a finite number",
  "date-time": "an ISO 8601 date-time string",
  "int64[]": "an array of integers",
  "string[]": "an array of strings"
};
function ownField(record, name) {
  return hasOwn(record, name) ? record[name] : void 0;
}
function checkFields(record, rules, at, label, problems) {
  for (const name of Object.keys(rules)) {
    const rule = rules[name];
    const value = ownField(record, name);
    const field = `${at}.${name}`;
    if (value === void 0) {
      if (rule.required) problems.push(createProblem(field, "required", `${label}: is required by the spec, and missing`));
    } else if (value === null && rule.nullable) {
    } else if (!KIND_TESTS[rule.kind](value)) {
      problems.push(createProblem(field, "type", `${label}: must be ${KIND_NAMES[rule.kind]}, got ${describe(value)}`));
    } else if (rule.values && !rule.values.includes(value)) {
      problems.push(createProblem(field, "enum", `${label}: must be one of ${rule.values.join(", ")}, got ${describe(value)}`));
    } else if (rule.pattern && !rule.pattern.test.test(value)) {
      problems.push(createProblem(field, "pattern", `${label}: must be ${rule.pattern.says}, got ${describe(value)}`));
    }
  }
}
function describe(value) {
  let text;
  try {
    text = JSON.stringify(value);
  } catch {
    text = void 0;
  }
  if (text === void 0) return typeof value;
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function itemAt(name, item, i) {
  const id = isPlainObject(item) ? ownField(item, "id") : void 0;
  return typeof id === "number" || typeof id === "string" ? `${name}[id=${id}]` : `${name}[${i}]`;
}

var keysOf = (record) => Object.keys(record);
var GOAL_TYPE_VALUES = keysOf({
  CLICK: true,
  CUSTOM: true,
  SCROLL: true,
  PAGE_VIEWS: true,
  URL: true,
  TIME_SPENT: true,
  RETENTION_RATE: true,
  WAREHOUSE: true,
  RATIO_METRICS: true
});
var GOAL_STATUS_VALUES = keysOf({ ACTIVE: true, INACTIVE: true });
var MATCH_TYPE_VALUES = keysOf({ CONTAINS: true, CORRESPONDS_EXACTLY: true, REGULAR_EXPRESSION: true });
var ACCESS_HOLDER_VALUES = keysOf({
  PERSONALIZATION: true,
  AB_TEST: true,
  TAG: true,
  FEATURE_FLAG: true
});
var CUSTOM_DATA_TYPE_VALUES = keysOf({ UNIQUE: true, LIST: true, COUNT_LIST: true });
var CUSTOM_DATA_FORMAT_VALUES = keysOf({ BOOLEAN: true, NUMBER: true, STRING: true });
var CUSTOM_DATA_METHOD_VALUES = ["CLIENT", "CUSTOM_CODE", "SDK", "TC"];

var RULES = {
  id: { kind: "int64", required: true },
  index: { kind: "int32" },
  name: { kind: "string", required: true },
  siteId: { kind: "int64", required: true },
  siteCode: { kind: "string" },
  method: {
    kind: "string",
    required: true,
    pattern: { test: /^[A-Z][A-Z0-9_]*$/, says: `${CUSTOM_DATA_METHOD_VALUES.join(", ")} or another upper-case method name` }
  },
  type: { kind: "string", values: CUSTOM_DATA_TYPE_VALUES },
  format: { kind: "string", values: CUSTOM_DATA_FORMAT_VALUES },
  description: { kind: "string" },
  advancedProposedValues: { kind: "string" },
  customEvalCode: { kind: "string" },
  isConstant: { kind: "boolean" },
  isFiltrableVentilable: { kind: "boolean" },
  isLearnable: { kind: "boolean" },
  isLocalOnly: { kind: "boolean" },
  tags: { kind: "string" },
  createdById: { kind: "int64" },
  dateCreated: { kind: "date-time" },
  dateModified: { kind: "date-time" },
  modificationDate: { kind: "date-time" },
  tcVariableName: { kind: "string" },
  analyticsVariableName: { kind: "string" },
  tagManagerVariableName: { kind: "string" },
  tagPlatformVariableName: { kind: "string" }
};
function readCustomDataItem(value, at, problems) {
  const before = problems.length;
  if (!isPlainObject(value)) {
    problems.push(createProblem(at, "type", `a custom data item must be an object, got ${describe(value)}`));
    return false;
  }
  const id = ownField(value, "id");
  checkFields(value, RULES, at, `custom data item ${typeof id === "number" ? id : "(no id)"}`, problems);
  return problems.length === before;
}

var LEADING_FLAGS = /^\(\?([ims]+)\)/;
var FOREIGN_ANCHOR = /(?:^|[^\\])(?:\\\\)*\\[AZz]/;
function compileMatchPattern(matchString) {
  const flags = LEADING_FLAGS.exec(matchString);
  const source = flags ? matchString.slice(flags[0].length) : matchString;
  if (FOREIGN_ANCHOR.test(source)) return { error: "uses \\A, \\Z or \\z, which JavaScript has not: write ^ or $" };
  try {
    return { regExp: new RegExp(source, flags ? [...new Set(flags[1])].join("") : "") };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

var RULES2 = {
  id: { kind: "int64", required: true },
  name: { kind: "string", required: true },
  type: { kind: "string", required: true, values: GOAL_TYPE_VALUES },
  siteId: { kind: "int64", required: true },
  hasMultipleConversions: { kind: "boolean", required: true },
  status: { kind: "string", values: GOAL_STATUS_VALUES },
  isActive: { kind: "boolean" },
  description: { kind: "string", nullable: true },
  createdBy: { kind: "int64" },
  dateCreated: { kind: "date-time" },
  dateModified: { kind: "date-time" },
  mentalistWeight: { kind: "double" },
  targetingSegmentMentalist: { kind: "int64[]" },
  trackingTools: { kind: "string[]" },
  experimentAmount: { kind: "int64" },
  featureFlagAmount: { kind: "int64" },
  holdoutAmount: { kind: "int64" },
  personalizationAmount: { kind: "int64" },
  experiments: { kind: "int64[]" },
  holdouts: { kind: "int64[]" },
  personalizations: { kind: "int64[]" },
  isTargetingSegmentMentalist: { kind: "boolean" },
  tags: { kind: "string[]" }
};
var PARAMS_RULES = {
  matchString: { kind: "string", required: true },
  matchType: { kind: "string", required: true, values: MATCH_TYPE_VALUES }
};
var LIMITER_RULES = {
  accessHolder: { kind: "string", required: true, values: ACCESS_HOLDER_VALUES },
  accessHolderId: { kind: "int64", required: true },
  id: { kind: "int64", required: true }
};
function readGoal(value, at, problems) {
  const before = problems.length;
  if (!isPlainObject(value)) {
    problems.push(createProblem(at, "type", `a goal must be an object, got ${describe(value)}`));
    return false;
  }
  const id = ownField(value, "id");
  const label = `goal ${typeof id === "number" ? id : "(no id)"}`;
  checkFields(value, RULES2, at, label, problems);
  readParams(ownField(value, "params"), `${at}.params`, label, problems);
  readList(value, "accessLimiters", at, label, problems, (item, where) => {
    if (isPlainObject(item)) checkFields(item, LIMITER_RULES, where, label, problems);
    else problems.push(createProblem(where, "type", `${label}: an access limiter must be an object, got ${describe(item)}`));
  });
  readList(value, "customDatas", at, label, problems, (item, where) => readCustomDataItem(item, where, problems));
  return problems.length === before;
}
function readParams(params, at, label, problems) {
  if (params === void 0 || params === null) return;
  if (!isPlainObject(params)) {
    problems.push(createProblem(at, "type", `${label}: must be { matchString, matchType } or null, got ${describe(params)}`));
    return;
  }
  const before = problems.length;
  checkFields(params, PARAMS_RULES, at, label, problems);
  if (problems.length > before || ownField(params, "matchType") !== "REGULAR_EXPRESSION") return;
  const compiled = compileMatchPattern(ownField(params, "matchString"));
  if ("error" in compiled) {
    problems.push(createProblem(`${at}.matchString`, "syntax", `${label}: the regular expression does not compile: ${compiled.error}`));
  }
}
function readList(goal, name, at, label, problems, readItem) {
  const list = ownField(goal, name);
  if (list === void 0) return;
  if (!Array.isArray(list)) {
    problems.push(createProblem(`${at}.${name}`, "type", `${label}: must be an array, got ${describe(list)}`));
    return;
  }
  list.forEach((item, i) => readItem(item, `${at}.${name}[${i}]`));
}

function readDefinitions(value) {
  if (!isPlainObject(value)) {
    return { problems: [createProblem("", "type", `definitions must be an object { goals, customData }, got ${describe(value)}`)] };
  }
  const problems = [];
  const skipped = [];
  const goals = readList2(value, "goals", problems, readGoal, skipped);
  const customData = readList2(value, "customData", problems, readCustomDataItem);
  if (problems.length) return { problems: [...problems, ...skipped] };
  return { definitions: { goals, customData }, skipped };
}
function readList2(definitions, name, problems, readItem, skipped) {
  const list = ownField(definitions, name);
  if (!Array.isArray(list)) {
    const reason = list === void 0 ? "is required (an array, possibly empty)" : `must be an array, got ${describe(list)}`;
    problems.push(createProblem(name, list === void 0 ? "required" : "type", reason));
    return [];
  }
  const seen = {};
  return list.filter((item, i) => {
    const own = [];
    const at = skipped ? itemAt(name, item, i) : `${name}[${i}]`;
    if (readItem(item, at, own)) {
      const id = String(ownField(item, "id"));
      if (hasOwn(seen, id)) own.push(createProblem(`${name}[${i}].id`, "syntax", `id ${id} is given twice (also ${name}[${seen[id]}])`));
      else seen[id] = i;
    }
    (skipped ?? problems).push(...own);
    return own.length === 0;
  });
}

async function searchGoals(search = {}, options) {
  const problems = validateGoalSearch(search);
  if (problems.length) throw createClientError("invalid-request", `searchGoals: ${problems.join("; ")}`, { problems });
  const { optionalFields, ...body } = search;
  const url = buildUrl(options.baseUrl, "/goals/search", { optionalFields: optionalFields?.length ? optionalFields.join(",") : void 0 });
  const { data } = await sendRequest("POST", url, body, options);
  if (!Array.isArray(data))
    throw createClientError("invalid-response", `POST /goals/search answered with ${typeof data}, not an array of goals`, {
      url,
      body: data
    });
  return data;
}

export {
  GOAL_OPERATORS,
  GOAL_FIRST_PAGE,
  GOAL_DEFAULT_PER_PAGE,
  GOAL_MAX_PER_PAGE,
  GOAL_OPTIONAL_FIELDS,
  validateGoalFilter,
  validateGoalSearch,
  readDefinitions,
  searchGoals
};
