import {
  compileMatchPattern,
  describe,
  readDefinitions
} from "./chunk-6FPKFV3T.js";
import {
  isPlainObject
} from "./chunk-QQMVQ5BC.js";
import {
  buildCustomData,
  createNonce,
  tryOr
} from "./chunk-GTDFCL77.js";
import {
  createProblem
} from "./chunk-66K42VK6.js";
import {
  hasOwn
} from "./chunk-SD3YDSW3.js";

// src/definitions/build-defined-data.ts
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

// src/definitions/create-conversion-gate.ts
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

// src/definitions/create-device-memory.ts
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

// src/definitions/is-goal-active.ts
function isGoalActive(goal) {
  if (goal.status !== void 0) return goal.status === "ACTIVE";
  return goal.isActive !== false;
}

// src/definitions/check-match-params.ts
function checkMatchParams(goals, problems) {
  goals.forEach((goal, i) => {
    if (goal.type !== "URL" && goal.type !== "CLICK" || !isGoalActive(goal) || goal.params != null) return;
    const what = goal.type === "URL" ? "a URL to match" : "a CSS selector";
    problems.push(
      createProblem(`goals[${i}].params`, "required", `${goal.type} goal ${goal.id} has no params (${what}): it converts nothing`)
    );
  });
}

// src/definitions/show-value.ts
function showValue(value) {
  return typeof value === "number" ? String(value) : describe(value);
}

// src/definitions/check-values.ts
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

// src/definitions/count-page-views.ts
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

// src/definitions/describe-error.ts
function describeError(error) {
  if (error !== null && typeof error === "object") {
    const message = error.message;
    if (typeof message === "string") return message;
  }
  return String(error);
}

// src/definitions/check-selectors.ts
function checkSelectors(goals, doc) {
  const problems = [];
  goals.forEach((goal, i) => {
    if (goal.type !== "CLICK" || goal.params == null) return;
    try {
      doc.querySelector(goal.params.matchString);
    } catch (error) {
      const reason = `goal ${goal.id}: the CSS selector does not parse: ${describeError(error)}`;
      problems.push(createProblem(`goals[${i}].params.matchString`, "syntax", reason));
    }
  });
  return problems;
}

// src/definitions/check-definitions.ts
function checkDefinitions(value, doc) {
  const read = readDefinitions(value);
  if ("problems" in read) return read;
  const problems = checkSelectors(read.definitions.goals, doc);
  return problems.length ? { problems } : read;
}

// src/definitions/load-definitions.ts
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

// src/definitions/read-defined-items.ts
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

// src/definitions/create-page-matcher.ts
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

// src/definitions/read-threshold-goals.ts
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

// src/definitions/report-errors.ts
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

// src/definitions/watch-click-goals.ts
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

// src/definitions/watch-custom-code-items.ts
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

// src/consent/watch-data-layer.ts
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

// src/definitions/watch-data-layer-items.ts
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

// src/definitions/watch-scroll-goals.ts
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

// src/definitions/watch-property.ts
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

// src/definitions/watch-tc-vars.ts
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

// src/definitions/watch-time-spent.ts
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

// src/definitions/watch-url-goals.ts
function watchUrlGoals(goals, host) {
  const urlGoals = goals.filter((goal) => goal.type === "URL" && isGoalActive(goal) && goal.params != null).map((goal) => ({ id: goal.id, matches: createPageMatcher(goal.params) }));
  if (!urlGoals.length) return {};
  return {
    onPageView(href) {
      for (const goal of urlGoals) if (goal.matches(href)) host.convertGoal(goal.id);
    }
  };
}

// src/definitions/start-definitions.ts
var startDefinitions = async (source, host) => {
  try {
    const loaded = await loadDefinitions(source, host);
    return "problems" in loaded ? loaded.problems : startPart(loaded.definitions, host);
  } catch (error) {
    return [createProblem("definitions", "type", `the definitions could not be started: ${describeError(error)}`)];
  }
};
function startPart(definitions, host) {
  const { goals, customData } = definitions;
  const problems = [];
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

// src/definitions/start-part.ts
var MAX_PROBLEMS = 20;
var startPart2 = async (host) => {
  const { options } = host;
  const memory = createDeviceMemory(host.window, host.storageName, host.isGranted);
  const gate = createConversionGate(memory, host.now);
  const problems = [];
  const sent = /* @__PURE__ */ new Map();
  let definitions;
  const report = (more) => {
    host.debugLog("definitions", more);
    problems.push(...more.slice(0, MAX_PROBLEMS - problems.length));
  };
  const orderOf = (orderId) => orderId == null ? void 0 : typeof orderId == "string" || typeof orderId == "number" ? String(orderId) : [createProblem("orderId", "type", "expected a string or a number")];
  const repeatOf = (goalId, orderId) => gate.repeatOf(goalId, orderId, definitions?.isOncePerVisit(goalId) ?? false, host.visitKey());
  const count = (event, orderId) => {
    gate.record(String(event.goalId), orderId, host.visitKey(), event.nonce);
    host.sendEvent(event);
  };
  const api = {
    trackConversion(goalId, more = {}, nonce) {
      const { orderId, ...fields } = more;
      const order = orderOf(orderId);
      if (Array.isArray(order)) return order;
      const event = host.checkEvent({ ...fields, nonce, eventType: "CONVERSION", goalId });
      if (Array.isArray(event)) return event;
      const repeat = repeatOf(String(goalId), order);
      if (!repeat) return count(event, order), event.nonce;
      if (nonce) return host.dropEvent(event, repeat.reason, `repeats ${repeat.nonce}`), nonce;
      host.debugLog(`conversion repeats ${repeat.nonce}`, repeat.reason);
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
      const event = host.checkEvent({ ...built, nonce });
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
      const state = definitions ? "ready" : options.definitions ? "failed" : "ready";
      return { state, ...definitions?.summary(), problems: problems.slice() };
    }
  };
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
  startPart2 as startPart
};
