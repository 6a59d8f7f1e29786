import {
  CALL_VERSION,
  MAX_HELD_EVENTS,
  TRACK_METHODS,
  addListener,
  createStats,
  encodePairs,
  eventTypeOf,
  guardMethods,
  isConsentState,
  notifyListeners,
  parseVisitState,
  readCookie,
  redactUrls,
  removeLinkParameter,
  siteUrl
} from "./chunk-M3PPSY7J.js";
import {
  toBigInt,
  truncateCharacters
} from "./chunk-FTYTWWAC.js";
import {
  createProblem
} from "./chunk-66K42VK6.js";
import {
  MAX_TITLE_LENGTH,
  MAX_URL_LENGTH
} from "./chunk-2SVAAAJN.js";
import {
  hasOwn
} from "./chunk-SD3YDSW3.js";

function createNonce(random = globalThis.crypto) {
  let hex = "";
  for (const byte of random.getRandomValues(new Uint8Array(8))) hex += (byte + 256).toString(16).slice(1);
  return hex;
}

function createOutcomeHub(options) {
  const listeners = /* @__PURE__ */ new Set();
  const drops = {};
  const emit = (outcome) => {
    if (options.debug) console.info("[visit-tag]", outcome.type, outcome);
    notifyListeners(listeners, outcome);
  };
  return {
    emit,
    dropEvent(event, reason, detail, problems) {
      drops[reason] = (drops[reason] ?? 0) + 1;
      emit({ type: "dropped", nonce: event.nonce, eventType: event.eventType, reason, detail, problems });
    },
    onOutcome: (listener) => addListener(listeners, listener),
    withDrops(stats) {
      const dropped = { ...stats.dropped };
      for (const reason of Object.keys(drops)) dropped[reason] += drops[reason];
      return { ...stats, dropped };
    }
  };
}

function deferWhilePrerendering(doc, start) {
  if (!doc.prerendering) return false;
  doc.addEventListener("prerenderingchange", () => start(), { once: true });
  return true;
}

function initialConsent(options, navigator) {
  if (options.respectGpc !== false && navigator.globalPrivacyControl === true) return "denied";
  return options.requireConsent ? "pending" : "granted";
}

var SETTLE_QUIET_MS = 100;
var SETTLE_MAX_MS = 1e3;
function whenViewSettles(win, onSettled) {
  let isSettling = false;
  let quietTimer;
  let maxTimer;
  const settle = () => {
    if (isSettling) {
      isSettling = false;
      clearTimeout(quietTimer);
      clearTimeout(maxTimer);
      observer.disconnect();
      onSettled();
    }
  };
  const settleWhenTitled = () => {
    if (win.document.title) settle();
    else touch();
  };
  const touch = () => {
    if (!isSettling) {
      isSettling = true;
      maxTimer = setTimeout(settle, SETTLE_MAX_MS);
      observer.observe(win.document.head, { subtree: true, childList: true, characterData: true });
    }
    clearTimeout(quietTimer);
    quietTimer = setTimeout(settleWhenTitled, SETTLE_QUIET_MS);
  };
  const observer = new win.MutationObserver(touch);
  win.addEventListener("pagehide", settle);
  win.addEventListener("visibilitychange", () => {
    if (win.document.hidden) settle();
  });
  return touch;
}

function watchNavigation(win, hashRouting, onView) {
  const keyOf = () => {
    const href = removeLinkParameter(win.location.href);
    return hashRouting ? href : href.replace(/#.*/, "");
  };
  let key = keyOf();
  const check = whenViewSettles(win, () => {
    if (keyOf() !== key) {
      key = keyOf();
      onView();
    }
  });
  const navigation = win.navigation;
  if (navigation) {
    navigation.addEventListener("currententrychange", check);
  } else {
    const history = win.history;
    for (const method of ["pushState", "replaceState"]) {
      const original = history[method];
      history[method] = function(...args) {
        original.apply(this, args);
        check();
      };
    }
    win.addEventListener("popstate", check);
    win.addEventListener("hashchange", check);
  }
  const onShow = (event) => {
    if (event.persisted) {
      key = keyOf();
      onView();
    }
  };
  win.addEventListener("pagehide", () => win.addEventListener("pageshow", onShow));
}

function readOwnVisitorCode(doc, options) {
  return parseVisitState(readCookie(doc.cookie, options.cookieName || "visitTag"))?.visitorCode;
}

function encodeOwnView(call) {
  const view = call.view;
  const url = (text = "") => truncateCharacters(text, MAX_URL_LENGTH);
  const fields = [
    ["eventType", "PAGE"],
    ["nonce", call.nonce],
    ["href", url(view.href)],
    ["canonicalHref", url(view.canonicalHref)],
    ["title", truncateCharacters(view.title, MAX_TITLE_LENGTH)],
    ["referrerHref", url(view.referrerHref)]
  ];
  return encodePairs(fields.filter(([, text]) => text));
}

function beaconOwnViews(calls, options, doc, sendBeacon) {
  const views = calls.filter((call) => call.isOwnView);
  if (!views.length || options.beforeSend || options.serverVisitorCookie) return [];
  const visitorCode = readOwnVisitorCode(doc, options) ?? views[0].nonce;
  const url = `${siteUrl(options.url, "visit/events", options.siteCode)}&visitorCode=${encodeURIComponent(visitorCode)}`;
  return sendBeacon(url, views.map(encodeOwnView).join("\n")) ? views : [];
}

function captureView(doc, referrer, redactQuery) {
  const view = {
    href: doc.URL,
    title: doc.title,
    canonicalHref: doc.querySelector("link[rel=canonical]")?.href,
    referrerHref: referrer
  };
  redactUrls(view, redactQuery);
  return view;
}

var isObject = (value) => typeof value == "object" && value !== null && !Array.isArray(value);
var FORMS = {
  O: isObject,
  o: (value) => value === void 0 || isObject(value),
  i: (value) => toBigInt(value) !== void 0,
  s: (value) => typeof value == "string",
  k: (value) => typeof value == "string" || typeof value == "number",
  v: (value) => value !== void 0
};
function checkCall(method, args) {
  if (!hasOwn(TRACK_METHODS, method)) return [createProblem(method, "enum", "not a track method")];
  const forms = TRACK_METHODS[method][1];
  for (let index = 0; index < forms.length; index++) {
    if (!FORMS[forms[index]](args[index])) return [createProblem(method, "type", `argument ${index + 1} has the wrong form`)];
  }
  return void 0;
}

import { promisifyRequest } from "idb-keyval";
function createCallWriter(name = "visit-tag", storeName = "events") {
  let connection;
  const put = (tx, records) => {
    records.forEach((record) => tx.objectStore(storeName).put(record, record.call.nonce));
    return promisifyRequest(tx);
  };
  const connect = (first) => new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    let isCreated = false;
    request.onupgradeneeded = () => {
      isCreated = true;
      request.result.createObjectStore(storeName);
      put(request.transaction, first).then(resolve, reject);
    };
    connection = promisifyRequest(request);
    connection.then((db) => {
      db.onversionchange = () => db.close();
      if (!isCreated) put(db.transaction(storeName, "readwrite"), first).then(resolve, reject);
    }, reject);
  });
  return {
    // Without IndexedDB (a sandboxed frame) opening throws: inside the promise, so that it rejects.
    write: (records) => connection ? connection.then((db) => put(db.transaction(storeName, "readwrite"), records)) : connect(records),
    close: () => void connection?.then(
      (db) => db.close(),
      () => {
      }
    )
  };
}

function createCallLog(context) {
  const { hub } = context;
  let calls = [];
  const stored = /* @__PURE__ */ new WeakSet();
  const beaconed = /* @__PURE__ */ new WeakSet();
  const unwritten = [];
  const writer = createCallWriter();
  let firstWrite;
  const isTrack = (call) => call.method !== "setVisitorCode";
  const held = () => calls.filter((call) => isTrack(call) && !stored.has(call));
  const drop = (list, reason) => {
    calls = calls.filter((call) => !list.includes(call));
    list.forEach((call) => hub.dropEvent({ nonce: call.nonce, eventType: eventTypeOf(call) }, reason));
  };
  const writeBatch = () => {
    const batch = unwritten.splice(0);
    return writer.write(batch.map((call) => ({ call, storedAt: call.storedAt }))).then(
      () => batch.forEach((call) => hub.emit({ type: "stored", nonce: call.nonce, eventType: eventTypeOf(call) })),
      () => batch.forEach((call) => stored.delete(call))
    );
  };
  const write = (call) => {
    stored.add(call);
    if (unwritten.push(call) > 1) return;
    const writing = Promise.resolve().then(writeBatch);
    firstWrite ?? (firstWrite = writing);
  };
  const log = {
    admit(call, isFirst) {
      if (isTrack(call) && context.consent() === "denied") return drop([call], "consent");
      if (isFirst) calls.unshift(call);
      else calls.push(call);
      if (isTrack(call)) log.releaseHeld();
    },
    releaseHeld() {
      const consent = context.consent();
      const waiting = held();
      if (consent === "granted") waiting.forEach(write);
      else if (consent === "denied") drop(waiting, "consent");
      else if (waiting.length > MAX_HELD_EVENTS) drop(waiting.slice(0, waiting.length - MAX_HELD_EVENTS), "max-held");
    },
    isStored: (call) => stored.has(call),
    takeAll() {
      const all = calls;
      calls = [];
      return all;
    },
    unbeaconed: () => calls.filter((call) => call.isOwnView && !beaconed.has(call)),
    markBeaconed(list) {
      list.forEach((call) => {
        beaconed.add(call);
        hub.emit({ type: "sent-unconfirmed", nonce: call.nonce, eventType: "PAGE", transport: "beacon" });
      });
    },
    whenWritten: () => firstWrite ?? Promise.resolve(),
    close: writer.close,
    countHeld: () => held().length
  };
  return log;
}

var ENGINE_IDLE_DEADLINE_MS = 2e3;
function whenIdle(win, task, deadlineMs) {
  if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: deadlineMs });
  else setTimeout(task);
}

var MAX_FILE_LOADS = 2;
var FILE_RETRY_MS = 3e4;
function createFileLoading(source, onEntry, onFailure) {
  const status = { state: "waiting", attempts: 0 };
  let markReady;
  const ready = new Promise((resolve) => markReady = resolve);
  let attempt = Promise.resolve();
  const connect = (entry) => {
    if (status.state === "ready") return;
    onEntry(entry);
    status.state = "ready";
    status.readyAt = performance.now();
    delete status.error;
    markReady();
  };
  const fail = (error) => {
    status.state = "failed";
    status.error = String(error);
    onFailure?.(error);
    if (status.attempts < MAX_FILE_LOADS)
      setTimeout(() => {
        status.state = "waiting";
        void loading.load();
      }, FILE_RETRY_MS);
  };
  const loading = {
    load() {
      if (status.state !== "waiting" || !source.load) return attempt;
      status.state = "loading";
      status.attempts++;
      return attempt = source.load().then(connect).catch(fail);
    },
    whenIdle: (win) => whenIdle(win, () => void loading.load(), ENGINE_IDLE_DEADLINE_MS),
    connectNow() {
      if (source.entry) connect(source.entry);
    },
    ready,
    status: () => ({ ...status })
  };
  return loading;
}

function createLoader(options, source) {
  const hub = createOutcomeHub(options);
  const page = createNonce();
  const now = () => (options.now ?? Date.now)();
  const boot = { isStarted: false, startedAt: 0, consent: void 0, lastHref: void 0 };
  let engine;
  let visitorCode;
  const win = () => options.window ?? window;
  const consentNow = () => boot.consent ?? initialConsent(options, (options.window ?? globalThis).navigator ?? {});
  const log = createCallLog({ hub, options, consent: () => boot.isStarted ? consentNow() : void 0 });
  const loading = createFileLoading(
    { load: source.load, entry: source.engine },
    (startEngine) => {
      engine = startEngine({ options, hub, createNonce, page, loadFile: source.loadFile, createFileLoading });
      log.close();
      engine.adoptCalls(log.takeAll(), log.isStored);
      if (boot.isStarted) engine.start(boot.consent, boot.startedAt);
    },
    (error) => options.debug && console.warn("[visit-tag] the engine did not load; the calls stay stored", error)
  );
  const whenLoaded = (use, otherwise) => loading.load().then(() => engine ? use(engine) : otherwise());
  const record = (call) => {
    if (engine) return engine.replay(call);
    const problems = checkCall(call.method, call.args);
    if (problems) return problems;
    call.args = structuredClone(call.args);
    log.admit(call);
    if (!call.isOwnView) void loading.load();
    return call.nonce;
  };
  const callOf = (method, args) => ({
    v: CALL_VERSION,
    nonce: createNonce(),
    method,
    args,
    storedAt: now(),
    page
  });
  const viewCall = (args, isOwnView) => {
    const doc = win().document;
    const view = captureView(doc, boot.lastHref ?? doc.referrer, options.redactQuery);
    boot.lastHref = doc.URL;
    return { v: CALL_VERSION, nonce: createNonce(), method: "trackPageView", args, storedAt: now(), page, view, isOwnView };
  };
  const methods = Object.fromEntries(
    Object.keys(TRACK_METHODS).map((method) => [method, (...args) => record(callOf(method, args))])
  );
  const tracker = {
    ...methods,
    trackPageView: (overrides) => record(viewCall([overrides])),
    start() {
      if (boot.isStarted) return void 0;
      if (!options.siteCode || !options.url) return [createProblem(options.siteCode ? "url" : "siteCode", "required")];
      if (options.serverVisitorCookie && options.serverVisitorCookie === (options.cookieName || "visitTag"))
        return [createProblem("serverVisitorCookie", "enum", "must differ from cookieName")];
      if (false) console.info("visit-tag: debug logging is in visit-tag.debug.js");
      const current = win();
      if (deferWhilePrerendering(current.document, () => tracker.start())) return void 0;
      boot.consent = consentNow();
      boot.isStarted = true;
      boot.startedAt = now();
      const firstView = options.autoPageViews !== false ? viewCall([], true) : void 0;
      if (firstView) watchNavigation(current, options.hashRouting, () => record(viewCall([], true)));
      current.addEventListener("pagehide", (event) => {
        if (engine || event.persisted || boot.consent !== "granted") return;
        const sent = beaconOwnViews(log.unbeaconed(), options, current.document, (url, body) => current.navigator.sendBeacon(url, body));
        log.markBeaconed(sent);
      });
      if (engine) engine.start(boot.consent, boot.startedAt, firstView);
      else {
        if (firstView) log.admit(firstView, true);
        log.releaseHeld();
        if (options.linkDomains) void loading.load();
        else void log.whenWritten().then(() => loading.whenIdle(current));
      }
      return void 0;
    },
    setVisitorCode(code) {
      if (engine) return engine.setVisitorCode(code);
      if (typeof code != "string") return [createProblem("visitorCode", "type", "expected a string")];
      visitorCode = code;
      log.admit(callOf("setVisitorCode", [code]));
      return void 0;
    },
    // Before the engine: the code given, else the one the tag's cookie names (a new visitor's comes with the engine).
    getVisitorCode: () => engine ? engine.getVisitorCode() : visitorCode ?? (boot.isStarted && readOwnVisitorCode(win().document, options) || ""),
    getCookieDomain: () => engine?.getCookieDomain(),
    setConsent(value) {
      if (!isConsentState(value)) return [createProblem("consent", "enum", "expected granted, pending or denied")];
      boot.consent = value;
      if (engine) return engine.setConsent(value);
      log.releaseHeld();
      void loading.load();
      return void 0;
    },
    getConsent: () => engine && boot.isStarted ? engine.getConsent() : consentNow(),
    retrieveDataFromRemoteSource(key, callback) {
      if (engine) return engine.retrieveDataFromRemoteSource(key, callback);
      void whenLoaded(
        (ready) => ready.retrieveDataFromRemoteSource(key, callback),
        () => callback(null)
      );
    },
    getCustomData: (name) => whenLoaded(
      (ready) => ready.getCustomData(name),
      () => void 0
    ),
    getRemoteData: (key) => whenLoaded(
      (ready) => ready.getRemoteData(key),
      () => null
    ),
    onOutcome: hub.onOutcome,
    getStats: () => ({
      ...engine ? engine.getStats() : { ...hub.withDrops(createStats()), held: log.countHeld() },
      engine: loading.status()
    }),
    flush: () => whenLoaded(
      (ready) => ready.flush(),
      () => void 0
    ),
    getQueued: () => whenLoaded(
      (ready) => ready.getQueued(),
      () => []
    )
  };
  const guarded = guardMethods(tracker, options);
  loading.connectNow();
  return Object.defineProperty(guarded, "ready", { value: loading.ready, enumerable: true });
}

function createTracker(options = {}) {
  return createLoader(options, { load: () => import("./start-engine-7COFHBPM.js").then((module) => module.startEngine) });
}

export {
  createNonce,
  createTracker
};
