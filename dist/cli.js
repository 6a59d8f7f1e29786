#!/usr/bin/env node

// src/clients/is-plain-object.ts
function isPlainObject(value) {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// src/lib/has-own.ts
var hasOwn = (record, key) => Object.prototype.hasOwnProperty.call(record, key);

// src/wire/create-problem.ts
function createProblem(field, code, reason) {
  return { field, code, message: `${field || "event"}: ${reason || code}` };
}

// src/definitions/check-fields.ts
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

// src/definitions/resource-values.ts
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

// src/definitions/read-custom-data-item.ts
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

// src/definitions/compile-match-pattern.ts
function compileMatchPattern(matchString) {
  try {
    return { regExp: new RegExp(matchString) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

// src/definitions/read-goal.ts
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

// src/definitions/read-definitions.ts
function readDefinitions(value) {
  if (!isPlainObject(value)) {
    return { problems: [createProblem("", "type", `definitions must be an object { goals, customData }, got ${describe(value)}`)] };
  }
  const problems = [];
  const goals = readList2(value, "goals", problems, readGoal);
  const customData = readList2(value, "customData", problems, readCustomDataItem);
  if (problems.length) return { problems };
  return { definitions: { goals, customData } };
}
function readList2(definitions, name, problems, readItem) {
  const list = ownField(definitions, name);
  if (!Array.isArray(list)) {
    const reason = list === void 0 ? "is required (an array, possibly empty)" : `must be an array, got ${describe(list)}`;
    problems.push(createProblem(name, list === void 0 ? "required" : "type", reason));
    return [];
  }
  const seen = {};
  list.forEach((item, i) => {
    if (!readItem(item, `${name}[${i}]`, problems)) return;
    const id = String(ownField(item, "id"));
    if (hasOwn(seen, id)) problems.push(createProblem(`${name}[${i}].id`, "syntax", `id ${id} is given twice (also ${name}[${seen[id]}])`));
    else seen[id] = i;
  });
  return list;
}

// src/clients/client-error.ts
function createClientError(kind, message, details = {}) {
  const error = new Error(message);
  error.name = "ClientError";
  return Object.assign(error, details, { kind });
}
function isClientError(value) {
  return value instanceof Error && value.name === "ClientError" && typeof value.kind === "string";
}

// src/cli/describe-failure.ts
function describeFailure(error, baseUrl, hasToken) {
  if (!isClientError(error)) return `unexpected failure: ${error instanceof Error ? error.message : String(error)}`;
  const said = [error.error, error.reason].filter(Boolean).join(": ");
  if (error.kind === "http" && (error.status === 401 || error.status === 403)) {
    const what = error.status === 401 ? hasToken ? "refused the token" : "asks for a token (--token)" : "forbids this token to read the goals";
    return `the service ${what}: it answered ${error.status}${said ? ` (${said})` : ""}`;
  }
  if (error.kind === "http") return `the service answered ${error.status} to goal search${said ? `: ${said}` : ""}`;
  if (error.kind === "network") return `the service at ${baseUrl} is unreachable: ${networkCause(error.cause)}`;
  return `the service's answer is not goal search's: ${error.message}`;
}
var CODES = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be looked up",
  ECONNRESET: "the connection was reset",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "no route to the host",
  ENETUNREACH: "no route to the network"
};
function networkCause(cause) {
  let innermost = cause instanceof Error ? cause.message : String(cause);
  for (let at = cause, depth = 0; at instanceof Error && depth < 4; at = at.cause, depth++) {
    if (at.name === "TimeoutError") return "no answer before the timeout (--timeout)";
    const code = at.code;
    if (typeof code === "string") return `${CODES[code] ?? at.message} (${code})`;
    innermost = at.message;
  }
  return innermost;
}

// src/clients/build-url.ts
function buildUrl(base, path, query = {}) {
  const pairs = Object.entries(query).filter((entry) => entry[1] !== void 0).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return base.replace(/\/+$/, "") + path + (pairs.length ? `?${pairs.join("&")}` : "");
}

// src/clients/is-browser.ts
function isBrowser() {
  const scope = globalThis;
  return typeof scope.window === "object" && typeof scope.document === "object" || typeof scope.WorkerGlobalScope === "function";
}

// src/clients/get-user-agent.ts
function getUserAgent(custom) {
  if (isBrowser()) return void 0;
  if (custom) return custom;
  const node = globalThis.process?.versions?.node;
  const runtime = node ? `Node.js ${node.split(".")[0]}` : "JavaScript";
  const version = true ? "0.1.0" : "0.0.0";
  return `visit-tag/${version} (${runtime})`;
}

// src/clients/build-headers.ts
function buildHeaders(options, hasBody) {
  const headers = { accept: "application/json" };
  if (hasBody) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const userAgent = getUserAgent(options.userAgent);
  if (userAgent) headers["user-agent"] = userAgent;
  return headers;
}

// src/clients/send-request.ts
async function sendRequest(method, url, body, options, accept = []) {
  const doFetch = options.fetch ?? globalThis.fetch;
  const hasBody = body !== void 0;
  const init = {
    method,
    headers: buildHeaders(options, hasBody),
    body: hasBody ? JSON.stringify(body) : void 0,
    signal: options.signal
  };
  let response;
  try {
    response = await doFetch(url, init);
  } catch (cause) {
    throw createClientError("network", `${method} ${url} failed: ${cause?.message ?? cause}`, { url, cause });
  }
  const text = await response.text();
  const data = parseBody(text);
  if (response.ok || accept.includes(response.status) && data !== INVALID) {
    if (data === INVALID)
      throw createClientError("invalid-response", `${method} ${url} answered ${response.status} with a body that is not JSON`, {
        url,
        status: response.status,
        body: text
      });
    return { status: response.status, data };
  }
  const json = data !== INVALID && data && typeof data === "object" ? data : {};
  const error = typeof json.error === "string" ? json.error : void 0;
  const reason = typeof json.reason === "string" ? json.reason : void 0;
  const detail = [error, reason].filter(Boolean).join(": ") || response.statusText;
  throw createClientError("http", `${method} ${new URL(url).pathname} answered ${response.status}${detail ? `: ${detail}` : ""}`, {
    url,
    status: response.status,
    error,
    reason,
    body: data === INVALID ? text : data
  });
}
var INVALID = /* @__PURE__ */ Symbol("invalid");
function parseBody(text) {
  if (text === "") return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

// src/clients/goal-search-types.ts
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

// src/clients/validate-goal-filter.ts
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

// src/clients/validate-goal-search.ts
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

// src/goals.ts
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

// src/cli/fetch-definitions.ts
async function fetchDefinitions(siteId, options, perPage = GOAL_MAX_PER_PAGE) {
  const goals = [];
  const seen = /* @__PURE__ */ new Set();
  for (let page = 1; ; page++) {
    const batch = await searchGoals(
      { filter: { field: "siteId", operator: "EQUAL", parameters: [siteId] }, sort: [{ field: "id", direction: "ASC" }], page, perPage },
      options
    );
    for (const goal of batch) {
      const id = goal?.id;
      if (typeof id === "number" && seen.has(id)) {
        throw createClientError("invalid-response", `goal search gave goal ${String(id)} again on page ${page}: it does not page`, {});
      }
      seen.add(id);
      goals.push(goal);
    }
    if (batch.length < perPage) break;
  }
  const customData = /* @__PURE__ */ new Map();
  for (const goal of goals) {
    const items = goal?.customDatas;
    if (!Array.isArray(items)) continue;
    for (const item of items) if (item && !customData.has(item.id)) customData.set(item.id, item);
  }
  return { goals, customData: [...customData.values()].sort((a, b) => a.id - b.id) };
}

// src/cli/parse-cli-arguments.ts
import { parseArgs } from "node:util";
var CLI_USAGE = `usage: visit-tag definitions --base-url URL --site-id N [--token T] [--timeout SECONDS] > definitions.json

Writes the site's goals and the custom data items they name, as JSON, to stdout.
  --base-url URL       the management interface's base address (the spec's {base_url})
  --site-id N          the site (project) id whose goals to write
  --token T            a bearer token (JSON web token); VISIT_TAG_TOKEN is read when this is absent
  --timeout SECONDS    how long one request may take (default 30)
  --help               this text`;
function parseCliArguments(args, env) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        "base-url": { type: "string" },
        "site-id": { type: "string" },
        token: { type: "string" },
        timeout: { type: "string" },
        help: { type: "boolean", short: "h" }
      }
    });
  } catch (error) {
    return { command: "error", error: error.message };
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === "help") return { command: "help" };
  if (positionals.length === 0) return { command: "error", error: 'no command given: the one command is "definitions"' };
  if (positionals[0] !== "definitions" || positionals.length > 1) {
    return { command: "error", error: `unknown command "${positionals.join(" ")}": the one command is "definitions"` };
  }
  const baseUrl = values["base-url"];
  if (baseUrl === void 0) return { command: "error", error: "--base-url is required" };
  if (!/^https?:\/\/[^/]/i.test(baseUrl) || !URL.canParse(baseUrl)) {
    return { command: "error", error: `--base-url must be an http:// or https:// address, got "${baseUrl}"` };
  }
  const siteIdText = values["site-id"];
  if (siteIdText === void 0) return { command: "error", error: "--site-id is required" };
  const siteId = Number(siteIdText);
  if (!/^\d+$/.test(siteIdText) || !Number.isSafeInteger(siteId)) {
    return { command: "error", error: `--site-id must be a site's numeric id, got "${siteIdText}"` };
  }
  const timeout = Number(values.timeout ?? "30");
  if (!Number.isFinite(timeout) || timeout <= 0)
    return { command: "error", error: `--timeout must be a number of seconds, got "${values.timeout}"` };
  const token = values.token ?? env.VISIT_TAG_TOKEN;
  if (token === "") return { command: "error", error: "--token is empty" };
  return { command: "definitions", baseUrl, siteId, timeoutMs: Math.round(timeout * 1e3), ...token === void 0 ? {} : { token } };
}

// src/cli/run-cli.ts
async function runCli(args, io) {
  const request = parseCliArguments(args, io.env);
  if (request.command === "help") {
    io.stdout(`${CLI_USAGE}
`);
    return 0;
  }
  if (request.command === "error") {
    io.stderr(`visit-tag: ${request.error}
${CLI_USAGE}
`);
    return 2;
  }
  const { baseUrl, siteId, token, timeoutMs } = request;
  let fetched;
  try {
    fetched = await fetchDefinitions(siteId, { baseUrl, token, fetch: withTimeout(timeoutMs) });
  } catch (error) {
    io.stderr(`visit-tag definitions: ${describeFailure(error, baseUrl, token !== void 0)}
`);
    return 1;
  }
  if (fetched.goals.length === 0) {
    io.stderr(`visit-tag definitions: site ${siteId} has no goals at ${baseUrl}: nothing to write (check --site-id)
`);
    return 1;
  }
  const read = readDefinitions(fetched);
  if ("problems" in read) {
    const list = read.problems.map((problem) => `  ${problem.message}`).join("\n");
    io.stderr(`visit-tag definitions: the service's goals do not have the spec's shape:
${list}
`);
    return 1;
  }
  io.stdout(`${JSON.stringify(read.definitions, null, 2)}
`);
  const { goals, customData } = read.definitions;
  io.stderr(`visit-tag definitions: ${goals.length} goals and ${customData.length} custom data items of site ${siteId}
`);
  return 0;
}
var withTimeout = (timeoutMs) => (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });

// src/cli.ts
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env
});
