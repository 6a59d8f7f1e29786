function createNonce(random = globalThis.crypto) {
  let hex = "";
  for (const byte of random.getRandomValues(new Uint8Array(8))) hex += (byte + 256).toString(16).slice(1);
  return hex;
}

function createProblem(field, code, reason) {
  return { field, code, message: `${field || "event"}: ${reason || code}` };
}

var hasOwn = (record, key) => Object.prototype.hasOwnProperty.call(record, key);

function buildCustomData(nameOrIndex, values, options = {}, names = {}) {
  const key = String(nameOrIndex);
  const index = hasOwn(names, key) ? names[key] : /^\d+$/.test(key) ? +key : void 0;
  if (index === void 0) return [createProblem("index", "enum", `"${key}" not in options.customData`)];
  const valuesCountMap = /* @__PURE__ */ Object.create(null);
  for (const value of [].concat(values))
    valuesCountMap[value] = (valuesCountMap[value] ?? 0) + 1;
  return { eventType: "CUSTOMDATA", index, valuesCountMap, overwrite: options.overwrite, mappingIdentifier: options.mappingIdentifier };
}

function buildDefinedData(name, values, more = {}, part, names = {}) {
  const item = part?.definedItem(name);
  if (!item) return buildCustomData(name, values, more, names);
  const list = [].concat(values);
  const problems = part.checkValues(item, list);
  if (problems.length) return problems;
  if (item.isLocalOnly) return { keep: list };
  if (item.type === "UNIQUE" && list.length !== 1)
    return [createProblem("values", "count", `${name} is UNIQUE: one value, got ${list.length}`)];
  const kept = item.type === "LIST" ? [...new Set(list.map(String))] : list;
  return buildCustomData(item.index, kept, { ...more, overwrite: item.type ? item.type === "UNIQUE" : more.overwrite });
}

var ORDER_MEMORY_MS = 30 * 24 * 3600 * 1e3;
var MAX_ORDERS = 200;
function createConversionGate(memory, now) {
  const orders = () => memory.recall("orders") ?? {};
  const visitGoals = (visit) => {
    const kept = memory.recall("goals");
    return kept?.inVisit === visit ? kept.nonces : {};
  };
  const orderKey = (goalId, orderId) => `${goalId} ${orderId}`;
  return {
    repeatOf(goalId, orderId, isOnce, visit) {
      const kept = orders();
      const key = orderId === void 0 ? "" : orderKey(goalId, orderId);
      if (key && hasOwn(kept, key) && now() - kept[key][1] < ORDER_MEMORY_MS) return { nonce: kept[key][0], reason: "repeated-order" };
      const nonces = visitGoals(visit);
      if (isOnce && hasOwn(nonces, goalId)) return { nonce: nonces[goalId], reason: "once-per-visit" };
      return void 0;
    },
    record(goalId, orderId, visit, nonce) {
      const nonces = visitGoals(visit);
      if (!hasOwn(nonces, goalId)) memory.remember("goals", { inVisit: visit, nonces: { ...nonces, [goalId]: nonce } });
      if (orderId === void 0) return;
      const at = now();
      const kept = Object.entries(orders()).filter(([, [, then]]) => at - then < ORDER_MEMORY_MS).slice(1 - MAX_ORDERS);
      memory.remember("orders", Object.fromEntries([...kept, [orderKey(goalId, orderId), [nonce, at]]]));
    }
  };
}

var tryOr = (action, otherwise) => {
  try {
    return action();
  } catch {
    return otherwise;
  }
};

function createDeviceMemory(win, name, isGranted) {
  const own = /* @__PURE__ */ Object.create(null);
  const read = () => {
    const kept = tryOr(() => JSON.parse(win.localStorage.getItem(name) ?? "{}"), {});
    return kept && typeof kept == "object" && !Array.isArray(kept) ? kept : {};
  };
  const write = () => tryOr(() => win.localStorage.setItem(name, JSON.stringify({ ...read(), ...own })), void 0);
  return {
    recall: (key) => (!isGranted() && hasOwn(own, key) ? own : read())[key] ?? own[key],
    remember(key, value) {
      own[key] = value;
      if (isGranted()) write();
    },
    persist: write,
    forget() {
      for (const key of Object.keys(own)) delete own[key];
    }
  };
}

function isGoalActive(goal) {
  if (goal.status !== void 0) return goal.status === "ACTIVE";
  return goal.isActive !== false;
}

function isPlainObject(value) {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
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

function checkMatchParams(goals, problems) {
  goals.forEach((goal, i) => {
    if (goal.type !== "URL" && goal.type !== "CLICK" || !isGoalActive(goal) || goal.params != null) return;
    const what = goal.type === "URL" ? "a URL to match" : "a CSS selector";
    problems.push(
      createProblem(
        `${itemAt("goals", goal, i)}.params`,
        "required",
        `${goal.type} goal ${goal.id} has no params (${what}): it converts nothing`
      )
    );
  });
}

function showValue(value) {
  return typeof value === "number" ? String(value) : describe(value);
}

var FORMATS = {
  BOOLEAN: {
    says: "true, false, 'true' or 'false'",
    fits: (value) => value === true || value === false || value === "true" || value === "false"
  },
  NUMBER: {
    says: "a finite number or a string of one",
    fits: (value) => typeof value === "number" && Number.isFinite(value) || typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))
  },
  STRING: { says: "a string (a number or a Boolean is not one: pass String(value))", fits: (value) => typeof value === "string" }
};
var ANY = { says: "a string, a number or a Boolean", fits: (value) => ["string", "number", "boolean"].includes(typeof value) };
function checkValues(item, values) {
  const rule = item.format ? FORMATS[item.format] : ANY;
  const problems = [];
  for (const value of values) {
    if (!rule.fits(value)) {
      problems.push(
        createProblem("values", "type", `${item.name} (${item.format ?? "no format"}) must be ${rule.says}, got ${showValue(value)}`)
      );
    }
  }
  return problems;
}

var VIEWS_KEY = "views";
function countPageViews(goals, host) {
  if (!goals.length) return {};
  let kept;
  return {
    onPageView(href) {
      const visit = host.visitKey();
      const recalled = readViews(host.recallValue(VIEWS_KEY));
      const current = recalled?.inVisit === visit ? recalled : kept?.inVisit === visit ? kept : { inVisit: visit, counts: {} };
      const counts = {};
      for (const key of Object.keys(current.counts)) counts[key] = current.counts[key];
      const reached = [];
      for (const goal of goals) {
        if (!goal.matches(href)) continue;
        const key = String(goal.id);
        const before = hasOwn(counts, key) ? counts[key] : 0;
        counts[key] = before + 1;
        if (before < goal.threshold && counts[key] >= goal.threshold) reached.push(goal.id);
      }
      kept = { inVisit: visit, counts };
      host.rememberValue(VIEWS_KEY, kept);
      for (const id of reached) host.convertGoal(id);
    }
  };
}
function readViews(value) {
  if (!isPlainObject(value) || !hasOwn(value, "inVisit") || !hasOwn(value, "counts")) return void 0;
  const { inVisit, counts } = value;
  if (typeof inVisit !== "string" || !isPlainObject(counts)) return void 0;
  const read = {};
  for (const key of Object.keys(counts)) {
    const count = counts[key];
    if (typeof count === "number" && Number.isInteger(count) && count >= 0) read[key] = count;
  }
  return { inVisit, counts: read };
}

function describeError(error) {
  if (error !== null && typeof error === "object") {
    const message = error.message;
    if (typeof message === "string") return message;
  }
  return String(error);
}

function checkSelectors(goals, doc) {
  const problems = [];
  goals.forEach((goal, i) => {
    if (goal.type !== "CLICK" || goal.params == null) return;
    try {
      doc.querySelector(goal.params.matchString);
    } catch (error) {
      const reason = `goal ${goal.id}: the CSS selector does not parse: ${describeError(error)}`;
      problems.push(createProblem(`${itemAt("goals", goal, i)}.params.matchString`, "syntax", reason));
    }
  });
  return problems;
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

function checkDefinitions(value, doc) {
  const read = readDefinitions(value);
  if ("problems" in read) return read;
  const skipped = [...read.skipped];
  const goals = read.definitions.goals.filter((goal) => {
    const problems = checkSelectors([goal], doc);
    skipped.push(...problems);
    return problems.length === 0;
  });
  return { definitions: { ...read.definitions, goals }, skipped };
}

async function loadDefinitions(source, host) {
  const doc = host.window.document;
  if (typeof source !== "string") return checkDefinitions(source, doc);
  const fail = (code, reason) => ({ problems: [createProblem("definitions", code, `${source}: ${reason}`)] });
  let response;
  try {
    const init = { method: "GET", credentials: "same-origin" };
    response = await (host.options.fetch ? host.options.fetch(source, init) : host.window.fetch(source, init));
  } catch (error) {
    return fail("required", `the request failed: ${describeError(error)}`);
  }
  if (!response.ok) return fail("required", `the server answered ${response.status}, not 2xx`);
  let value;
  try {
    value = JSON.parse(await response.text());
  } catch (error) {
    return fail("syntax", `the answer is not JSON: ${describeError(error)}`);
  }
  const checked = checkDefinitions(value, doc);
  if ("definitions" in checked) return checked;
  return { problems: checked.problems.map((problem) => createProblem("definitions", problem.code, `${source}: ${problem.message}`)) };
}

function readDefinedItems(items, problems) {
  const byName = /* @__PURE__ */ new Map();
  items.forEach((item, i) => {
    const field = `customData[${i}]`;
    if (item.index === void 0) {
      problems.push(
        createProblem(`${field}.index`, "required", `custom data item ${item.id} (${item.name}) has no index: it cannot be sent`)
      );
    } else if (byName.has(item.name)) {
      problems.push(
        createProblem(
          `${field}.name`,
          "syntax",
          `custom data item ${item.id}: the name ${item.name} is given twice: the first item keeps it`
        )
      );
    } else {
      const defined = { name: item.name, index: item.index };
      if (item.type !== void 0) defined.type = item.type;
      if (item.format !== void 0) defined.format = item.format;
      if (item.isLocalOnly !== void 0) defined.isLocalOnly = item.isLocalOnly;
      byName.set(item.name, defined);
    }
  });
  return byName;
}

function createPageMatcher(params) {
  if (params == null) return () => true;
  const { matchString, matchType } = params;
  if (matchType === "CONTAINS") return (href) => href.includes(matchString);
  if (matchType === "CORRESPONDS_EXACTLY") return (href) => href === matchString;
  const compiled = compileMatchPattern(matchString);
  if ("error" in compiled) return () => false;
  const { regExp } = compiled;
  return (href) => regExp.test(href);
}

var THRESHOLDS = {
  PAGE_VIEWS: { says: "a whole number of page views, 1 or more", fits: (value) => Number.isInteger(value) && value >= 1 },
  SCROLL: { says: "a percent of the page, more than 0 and at most 100", fits: (value) => value > 0 && value <= 100 },
  TIME_SPENT: { says: "a number of seconds, more than 0", fits: (value) => value > 0 }
};
function readThresholdGoals(goals, type, options, problems) {
  const rule = THRESHOLDS[type];
  if (!rule) return [];
  const thresholds = options.goalThresholds;
  const found = [];
  for (const goal of goals) {
    if (goal.type !== type || !isGoalActive(goal)) continue;
    const field = `goalThresholds.${goal.id}`;
    const label = `${type} goal ${goal.id}`;
    const given = thresholds !== null && typeof thresholds === "object" && hasOwn(thresholds, String(goal.id));
    const value = given ? thresholds[String(goal.id)] : void 0;
    if (value === void 0) {
      problems.push(createProblem(field, "required", `${label} has no threshold in goalThresholds: it converts nothing`));
    } else if (typeof value !== "number" || !Number.isFinite(value) || !rule.fits(value)) {
      problems.push(
        createProblem(field, "range", `${label}: the threshold must be ${rule.says}, got ${showValue(value)}: it converts nothing`)
      );
    } else {
      found.push({ id: goal.id, threshold: value, matches: createPageMatcher(goal.params) });
    }
  }
  return found;
}

function reportErrors(host, what, fn) {
  return (...args) => {
    try {
      fn(...args);
    } catch (error) {
      try {
        host.report([createProblem("definitions", "type", `${what} failed: ${describeError(error)}`)]);
      } catch {
      }
    }
  };
}

var ELEMENT_NODE = 1;
function watchClickGoals(goals, host) {
  const selectors = goals.filter((goal) => goal.type === "CLICK" && isGoalActive(goal) && goal.params != null).map((goal) => ({ id: goal.id, selector: goal.params.matchString }));
  if (!selectors.length) return {};
  const doc = host.window.document;
  const onClick = reportErrors(host, "click goals", (event) => {
    const target = event.target;
    const element = target && (target.nodeType === ELEMENT_NODE ? target : target.parentElement);
    if (!element) return;
    for (const goal of selectors) if (element.closest(goal.selector)) host.convertGoal(goal.id);
  });
  const options = { capture: true, passive: true };
  doc.addEventListener("click", onClick, options);
  return { stop: () => doc.removeEventListener("click", onClick, true) };
}

function watchCustomCodeItems(items, host, problems) {
  const sources = host.options.customDataSources;
  const called = [];
  for (const item of items) {
    if (item.method !== "CUSTOM_CODE") continue;
    const source = sources !== null && typeof sources === "object" && hasOwn(sources, item.name) ? sources[item.name] : void 0;
    const field = `customDataSources.${item.name}`;
    if (typeof source === "function") called.push({ name: item.name, source });
    else
      problems.push(
        createProblem(
          field,
          "required",
          `custom data item ${item.name} is of method CUSTOM_CODE and has no function in customDataSources: it is not read`
        )
      );
  }
  if (!called.length) return {};
  let isStopped = false;
  const fail = (name, error) => {
    if (!isStopped)
      host.report([
        createProblem(`customDataSources.${name}`, "type", `the source of custom data item ${name} failed: ${describeError(error)}`)
      ]);
  };
  return {
    onPageView() {
      for (const { name, source } of called) {
        let result;
        try {
          result = source();
        } catch (error) {
          fail(name, error);
          continue;
        }
        Promise.resolve(result).then((settled) => {
          if (isStopped) return;
          const value = isPlainObject(settled) && hasOwn(settled, "value") ? settled.value : settled;
          if (value != null) host.setCustomData(name, value);
        }).catch((error) => fail(name, error));
      }
    },
    stop() {
      isStopped = true;
    }
  };
}

function watchDataLayer(layer, observe) {
  let isWatching = true;
  const previous = layer.push;
  const push = function(...items) {
    const length = previous.apply(this, items);
    if (isWatching) items.forEach((item) => observe(item));
    return length;
  };
  Array.prototype.slice.call(layer).forEach((item) => observe(item));
  layer.push = push;
  return () => {
    isWatching = false;
    if (layer.push === push) layer.push = previous;
  };
}

function watchDataLayerItems(itemNames, host, problems) {
  const variables = host.options.dataLayerVariables;
  if (variables === null || typeof variables !== "object") return {};
  const watched = [];
  for (const name of Object.keys(variables)) {
    const variable = variables[name];
    const field = `dataLayerVariables.${name}`;
    if (!itemNames.includes(name)) problems.push(createProblem(field, "enum", `${name} is no custom data item of the definitions`));
    else if (typeof variable !== "string") problems.push(createProblem(field, "type", `${name}: the variable must be a string`));
    else watched.push({ name, variable });
  }
  if (!watched.length) return {};
  const win = host.window;
  if (win.dataLayer === void 0) win.dataLayer = [];
  const layer = win.dataLayer;
  if (!Array.isArray(layer)) {
    problems.push(createProblem("dataLayerVariables", "type", "window.dataLayer is not an array: its variables are not read"));
    return {};
  }
  const latest = /* @__PURE__ */ new Map();
  let isStarting = true;
  const send = (name, value) => {
    if (value != null) host.setCustomData(name, value);
  };
  const unwatch = watchDataLayer(
    layer,
    reportErrors(host, "dataLayer", (entry) => {
      if (!isPlainObject(entry)) return;
      for (const { name, variable } of watched) {
        if (!hasOwn(entry, variable)) continue;
        latest.set(name, entry[variable]);
        if (!isStarting) send(name, entry[variable]);
      }
    })
  );
  isStarting = false;
  return {
    onPageView() {
      latest.forEach((value, name) => send(name, value));
    },
    stop: unwatch
  };
}

var SCROLL_CHECK_MS = 100;
function scrolledPercent(win) {
  const height = win.document.documentElement.scrollHeight;
  if (!(height > 0)) return 100;
  return (win.scrollY + win.innerHeight) / height * 100;
}
function watchScrollGoals(goals, host) {
  if (!goals.length) return {};
  const win = host.window;
  const options = { passive: true };
  let pending = [];
  let timer;
  let isListening = false;
  const measure = reportErrors(host, "scroll goals", () => {
    timer = void 0;
    const percent = scrolledPercent(win);
    const reached = pending.filter((goal) => percent >= goal.threshold);
    pending = pending.filter((goal) => percent < goal.threshold);
    if (!pending.length) unlisten();
    for (const goal of reached) host.convertGoal(goal.id);
  });
  const onScroll = () => {
    if (timer === void 0) timer = setTimeout(measure, SCROLL_CHECK_MS);
  };
  const unlisten = () => {
    if (timer !== void 0) clearTimeout(timer);
    timer = void 0;
    if (isListening) win.removeEventListener("scroll", onScroll);
    isListening = false;
  };
  return {
    onPageView(href) {
      unlisten();
      pending = goals.filter((goal) => goal.matches(href));
      if (!pending.length) return;
      win.addEventListener("scroll", onScroll, options);
      isListening = true;
      measure();
    },
    stop: () => {
      pending = [];
      unlisten();
    }
  };
}

function watchProperty(target, name, onSet) {
  let descriptor;
  try {
    descriptor = Object.getOwnPropertyDescriptor(target, name);
    if (descriptor ? !descriptor.configurable || !descriptor.writable || !("value" in descriptor) : !Object.isExtensible(target)) {
      return void 0;
    }
  } catch {
    return void 0;
  }
  const existed = descriptor !== void 0;
  let value = descriptor?.value;
  let isEnumerable = descriptor ? descriptor.enumerable === true : false;
  let isWritten = false;
  const get = () => value;
  const set = (next) => {
    value = next;
    isWritten = true;
    if (!isEnumerable) {
      isEnumerable = true;
      Object.defineProperty(target, name, { get, set, enumerable: true, configurable: true });
    }
    try {
      onSet(next);
    } catch {
    }
  };
  try {
    Object.defineProperty(target, name, { get, set, enumerable: isEnumerable, configurable: true });
  } catch {
    return void 0;
  }
  return () => {
    if (Object.getOwnPropertyDescriptor(target, name)?.get !== get) return;
    if (!existed && !isWritten) delete target[name];
    else Object.defineProperty(target, name, { value, writable: true, enumerable: isEnumerable, configurable: true });
  };
}

var TC_VARS = "tc_vars";
function watchTcVars(items, host) {
  const byVariable = /* @__PURE__ */ new Map();
  for (const item of items) {
    if (item.method !== "TC" || typeof item.tcVariableName !== "string") continue;
    byVariable.set(item.tcVariableName, [...byVariable.get(item.tcVariableName) ?? [], item.name]);
  }
  if (!byVariable.size) return {};
  const win = host.window;
  let watched;
  let restoreVariables = [];
  const send = (variable, value) => {
    if (value == null) return;
    for (const name of byVariable.get(variable) ?? []) host.setCustomData(name, value);
  };
  const sendAll = (vars) => {
    if (vars === null || typeof vars !== "object") return;
    for (const variable of byVariable.keys()) {
      if (hasOwn(vars, variable)) send(variable, vars[variable]);
    }
  };
  const unwatchVariables = () => {
    restoreVariables.forEach((restore) => restore());
    restoreVariables = [];
  };
  const watchVariables = (vars) => {
    if (vars === watched) return;
    unwatchVariables();
    watched = vars;
    if (vars === null || typeof vars !== "object") return;
    for (const variable of byVariable.keys()) {
      const onSet = reportErrors(host, "tc_vars", (value) => send(variable, value));
      const restore = watchProperty(vars, variable, onSet);
      if (restore) restoreVariables.push(restore);
    }
  };
  const restoreTcVars = watchProperty(
    win,
    TC_VARS,
    reportErrors(host, "tc_vars", (vars) => {
      watchVariables(vars);
      sendAll(vars);
    })
  );
  watchVariables(win[TC_VARS]);
  return {
    onPageView() {
      const vars = win[TC_VARS];
      watchVariables(vars);
      sendAll(vars);
    },
    stop() {
      unwatchVariables();
      restoreTcVars?.();
      watched = void 0;
    }
  };
}

function watchTimeSpent(goals, host) {
  if (!goals.length) return {};
  const doc = host.window.document;
  let pending = [];
  let spentMs = 0;
  let visibleSince;
  let timer;
  const elapsed = () => spentMs + (visibleSince === void 0 ? 0 : host.now() - visibleSince);
  const pause = () => {
    if (timer !== void 0) clearTimeout(timer);
    timer = void 0;
    spentMs = elapsed();
    visibleSince = void 0;
  };
  const check = reportErrors(host, "time spent goals", () => {
    timer = void 0;
    const spent = elapsed();
    const reached = pending.filter((goal) => spent >= goal.threshold * 1e3);
    pending = pending.filter((goal) => spent < goal.threshold * 1e3);
    schedule();
    for (const goal of reached) host.convertGoal(goal.id);
  });
  const schedule = () => {
    if (visibleSince === void 0 || !pending.length) return;
    const next = Math.min(...pending.map((goal) => goal.threshold * 1e3)) - elapsed();
    timer = setTimeout(check, Math.max(0, next));
  };
  const onVisibility = reportErrors(host, "time spent goals", () => {
    const isVisible = doc.visibilityState === "visible";
    if (!isVisible && visibleSince !== void 0) pause();
    if (isVisible && visibleSince === void 0) {
      visibleSince = host.now();
      schedule();
    }
  });
  doc.addEventListener("visibilitychange", onVisibility);
  return {
    onPageView(href) {
      pause();
      spentMs = 0;
      pending = goals.filter((goal) => goal.matches(href));
      if (doc.visibilityState === "visible") visibleSince = host.now();
      schedule();
    },
    stop: () => {
      pause();
      pending = [];
      doc.removeEventListener("visibilitychange", onVisibility);
    }
  };
}

function watchUrlGoals(goals, host) {
  const urlGoals = goals.filter((goal) => goal.type === "URL" && isGoalActive(goal) && goal.params != null).map((goal) => ({ id: goal.id, matches: createPageMatcher(goal.params) }));
  if (!urlGoals.length) return {};
  return {
    onPageView(href) {
      for (const goal of urlGoals) if (goal.matches(href)) host.convertGoal(goal.id);
    }
  };
}

var startDefinitions = async (source, host) => {
  try {
    const loaded = await loadDefinitions(source, host);
    return "problems" in loaded ? loaded.problems : actOnDefinitions(loaded.definitions, host, loaded.skipped);
  } catch (error) {
    return [createProblem("definitions", "type", `the definitions could not be started: ${describeError(error)}`)];
  }
};
function actOnDefinitions(definitions, host, skipped) {
  const { goals, customData } = definitions;
  const problems = [...skipped];
  const goalsById = new Map(goals.map((goal) => [String(goal.id), goal]));
  const items = readDefinedItems(customData, problems);
  checkMatchParams(goals, problems);
  const watchers = [];
  const stopAll = () => {
    for (const watcher of watchers.splice(0)) if (watcher.stop) reportErrors(host, "stop", watcher.stop)();
  };
  try {
    const threshold = (type) => readThresholdGoals(goals, type, host.options, problems);
    watchers.push(watchUrlGoals(goals, host));
    watchers.push(watchClickGoals(goals, host));
    watchers.push(countPageViews(threshold("PAGE_VIEWS"), host));
    watchers.push(watchScrollGoals(threshold("SCROLL"), host));
    watchers.push(watchTimeSpent(threshold("TIME_SPENT"), host));
    watchers.push(watchTcVars(customData, host));
    watchers.push(watchDataLayerItems([...items.keys()], host, problems));
    watchers.push(watchCustomCodeItems(customData, host, problems));
  } catch (error) {
    stopAll();
    throw error;
  }
  if (problems.length) host.report(problems);
  let isStopped = false;
  return {
    onPageView(href) {
      if (isStopped) return;
      for (const watcher of watchers) if (watcher.onPageView) reportErrors(host, "page view", watcher.onPageView)(href);
    },
    isOncePerVisit(goalId) {
      const goal = goalsById.get(String(goalId));
      return goal !== void 0 && isGoalActive(goal) && goal.hasMultipleConversions === false;
    },
    isInactive(goalId) {
      const goal = goalsById.get(String(goalId));
      return goal !== void 0 && !isGoalActive(goal);
    },
    definedItem: (name) => items.get(name),
    checkValues,
    summary: () => ({ goals: goals.length, customData: customData.length }),
    stop() {
      isStopped = true;
      stopAll();
    }
  };
}

var SYNC_TAG = "visit-tag-flush";
var whenActive = (registration) => {
  const worker = registration.installing ?? registration.waiting;
  return registration.active || !worker ? registration : new Promise((resolve) => worker.addEventListener("statechange", () => worker.state === "activated" && resolve(registration)));
};
function createBackgroundSync(container, worker) {
  let registration;
  const quietly = (promise) => promise.catch((error) => {
    if (true) console.warn("[visit-tag] background sync:", error);
  });
  return {
    registerWorker() {
      if (!container || registration) return;
      registration = worker === "site" ? container.ready : container.register(worker, { scope: new URL("visit-tag-sw/", worker).href });
      void quietly(registration);
    },
    requestSync() {
      if (registration) void quietly(registration.then(whenActive).then((ready) => ready.sync.register(SYNC_TAG)));
    },
    unregisterWorker() {
      if (registration && worker !== "site") void quietly(registration.then((ready) => ready.unregister()));
      registration = void 0;
    }
  };
}

var WORKER_OPTIONS = ["url", "siteCode", "maxQueueBytes", "maxEventAgeMs", "retryBaseMs", "retryMaxMs"];
function toWorkerUrl(worker, base, options) {
  const address = new URL(worker, base);
  for (const name of WORKER_OPTIONS) if (options[name] != null) address.searchParams.set(name, String(options[name]));
  return address.href;
}

var TRUSTED_TYPES_POLICY = "visit-tag";

var trusted = (win, address) => tryOr(
  () => win.trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: () => address }).createScriptURL(""),
  address
);
function startBackgroundSync(host) {
  const { window: win, options } = host;
  const given = options.backgroundSync;
  if (!given) return;
  const worker = given === true ? new URL("visit-tag-sw.js", host.tagSrc || win.location.origin).href : given;
  const container = win.SyncManager ? tryOr(() => win.navigator.serviceWorker, void 0) : void 0;
  const sync = createBackgroundSync(container, worker === "site" ? worker : trusted(win, toWorkerUrl(worker, win.location.href, options)));
  let isFailing = false;
  if (host.isGranted()) sync.registerWorker();
  host.onOutcome((outcome) => {
    if (outcome.type === "dropped" && outcome.reason === "consent") return sync.unregisterWorker();
    if (outcome.type === "stored") sync.registerWorker();
    if (outcome.type === "sent") isFailing = false;
    if (outcome.type !== "retry") return;
    isFailing = true;
    sync.requestSync();
  });
  win.addEventListener("pagehide", () => isFailing && sync.requestSync());
}

var MAX_PROBLEMS = 20;
var startPart = async (host) => {
  const { options } = host;
  const memory = createDeviceMemory(host.window, host.storageName, host.isGranted);
  const gate = createConversionGate(memory, host.now);
  const problems = [];
  const repeats = [];
  const sent = /* @__PURE__ */ new Map();
  let definitions;
  const report = (more) => {
    host.debugLog("definitions", more);
    problems.push(...more.slice(0, MAX_PROBLEMS - problems.length));
  };
  const orderOf = (orderId) => orderId == null ? void 0 : typeof orderId == "string" || typeof orderId == "number" ? String(orderId) : [createProblem("orderId", "type", "expected a string or a number")];
  const repeatOf = (goalId, orderId) => gate.repeatOf(goalId, orderId, definitions?.isOncePerVisit(goalId) ?? false, host.visitKey());
  const count = (goalId, event, orderId) => {
    gate.record(goalId, orderId, host.visitKey(), event.nonce);
    host.sendEvent(event);
  };
  const api = {
    trackConversion(goalId, more = {}, nonce, isAnswered) {
      const { orderId, ...fields } = more;
      const order = orderOf(orderId);
      if (Array.isArray(order)) return order;
      const event = host.checkEvent({ ...fields, nonce: nonce ?? createNonce(), eventType: "CONVERSION", goalId });
      if (Array.isArray(event)) return event;
      const repeat = repeatOf(String(goalId), order);
      if (!repeat) return count(String(goalId), event, order), event.nonce;
      if (isAnswered) return host.dropEvent(event, repeat.reason, `repeats ${repeat.nonce}`), event.nonce;
      host.debugLog(`conversion repeats ${repeat.nonce}`, repeat.reason);
      repeats.push({ goalId: String(goalId), first: repeat.nonce, reason: repeat.reason, at: host.now() });
      repeats.splice(0, repeats.length - MAX_PROBLEMS);
      return repeat.nonce;
    },
    setCustomData(name, values, more, nonce) {
      const built = buildDefinedData(name, values, more, definitions, options.customData);
      if (Array.isArray(built)) return built;
      if ("keep" in built) {
        memory.remember(`local ${name}`, built.keep);
        const event2 = { nonce: nonce ?? createNonce(), eventType: "CUSTOMDATA" };
        host.dropEvent(event2, "local-only", "kept on the device, never sent");
        return event2.nonce;
      }
      const event = host.checkEvent({ ...built, nonce: nonce ?? createNonce() });
      if (Array.isArray(event)) return event;
      sent.set(name, [].concat(values));
      host.sendEvent(event);
      return event.nonce;
    },
    getCustomData: (name) => memory.recall(`local ${name}`) ?? sent.get(name),
    onPageView: (href) => definitions?.onPageView(href),
    persistMemory: memory.persist,
    forgetMemory: memory.forget,
    partStats() {
      const state = definitions ? "ready" : options.definitions ? "failed" : "none";
      return { state, ...definitions?.summary(), problems: problems.slice(), repeats: repeats.slice() };
    }
  };
  startBackgroundSync({ ...host, options: host.options });
  if (options.definitions) {
    const definitionsHost = {
      window: host.window,
      convertGoal: (goalId) => api.trackConversion(goalId),
      setCustomData: (name, values) => api.setCustomData(name, values),
      report,
      visitKey: host.visitKey,
      recallValue: memory.recall,
      rememberValue: memory.remember,
      now: host.now,
      options
    };
    const result = await startDefinitions(options.definitions, definitionsHost).catch((error) => [
      createProblem("definitions", "unavailable", String(error))
    ]);
    if (Array.isArray(result)) report(result);
    else definitions = result;
  }
  return api;
};
export {
  startPart
};
