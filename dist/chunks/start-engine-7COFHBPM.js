import {
  DEFAULT_BROWSER_INDICES,
  DEFAULT_OS_INDICES,
  matchUrlRules,
  parseUserAgent,
  splitIntoBodies,
  utf8Length
} from "./chunk-RULI7AA3.js";
import {
  isPlainObject,
  validateEvent
} from "./chunk-RLOUSBYY.js";
import {
  ACTIVITY_WRITE_MS,
  BATCH_GROWTH,
  CALL_VERSION,
  FIRST_BATCH_EVENTS,
  FLUSH_DEBOUNCE_MS,
  FLUSH_INTERVAL_MS,
  LINK_MAX_AGE_MS,
  LINK_PARAMETER,
  LOCK_RETRY_MS,
  MAX_EVENT_AGE_MS,
  MAX_HELD_EVENTS,
  MAX_QUEUE_BYTES,
  RECOVERED_BATCH_EVENTS,
  RETRY_BATCH_EVENTS,
  SLOW_ANSWER_MS,
  VISIT_TIMEOUT_MS,
  WARY_MS,
  addListener,
  createStats,
  encodeLine,
  eventTypeOf,
  formatVisitState,
  guardMethods,
  isConsentState,
  nextVisit,
  notifyListeners,
  parseVisitState,
  readCookie,
  readCookies,
  readList,
  redactUrls,
  removeLinkParameter,
  siteUrl,
  stringifyJson
} from "./chunk-M3PPSY7J.js";
import {
  truncateCharacters
} from "./chunk-FTYTWWAC.js";
import {
  createProblem
} from "./chunk-66K42VK6.js";
import {
  KEEPALIVE_MAX_BYTES,
  MAX_BODY_BYTES,
  MAX_TITLE_LENGTH,
  MAX_URL_LENGTH
} from "./chunk-2SVAAAJN.js";
import {
  hasOwn
} from "./chunk-SD3YDSW3.js";

function applyBeforeSend(event, hook, options) {
  if (!hook) return event;
  try {
    const result = hook({ ...event });
    if (result === null || typeof result == "object" && !Array.isArray(result)) return result;
    if (options.debug) console.warn("[visit-tag] beforeSend returned neither an event nor null: the event is kept", result);
  } catch (error) {
    if (options.debug) console.error("[visit-tag] beforeSend failed: the event is kept", error);
  }
  return event;
}

function prepareEvent(input, visitorCode, redactQuery) {
  const event = { visitorCode, ...input, nonce: input.nonce };
  event.href ?? (event.href = event.herf);
  delete event.herf;
  for (const key of Object.keys(event)) if (event[key] === void 0) delete event[key];
  redactUrls(event, redactQuery);
  return event;
}

function createEventCheck(options, isStarted, visitorCode) {
  return (input) => {
    const prepared = prepareEvent(input, visitorCode(), options.redactQuery);
    const validate = (event2) => validateEvent(event2, { visitorCodeInQuery: !isStarted() });
    let problems = validate(prepared);
    if (problems.length) return problems;
    const event = applyBeforeSend(prepared, options.beforeSend, options);
    if (!event) return [createProblem("", "skipped", "skipped by beforeSend")];
    if (event !== prepared) problems = validate(event);
    return problems.length ? problems : event;
  };
}

var tryOr = (action, otherwise) => {
  try {
    return action();
  } catch {
    return otherwise;
  }
};

function buildCustomData(nameOrIndex, values, options = {}, names = {}) {
  const key = String(nameOrIndex);
  const index = hasOwn(names, key) ? names[key] : /^\d+$/.test(key) ? +key : void 0;
  if (index === void 0) return [createProblem("index", "enum", `"${key}" not in options.customData`)];
  const valuesCountMap = /* @__PURE__ */ Object.create(null);
  for (const value of [].concat(values))
    valuesCountMap[value] = (valuesCountMap[value] ?? 0) + 1;
  return { eventType: "CUSTOMDATA", index, valuesCountMap, overwrite: options.overwrite, mappingIdentifier: options.mappingIdentifier };
}

function createPartLink(options, track, drop, createLoading) {
  let part;
  let partHost;
  let loading;
  let failure;
  let waiting = [];
  const views = [];
  const decide = () => {
    const calls = waiting;
    waiting = [];
    calls.forEach((call) => call());
  };
  const conversion = (goalId, more = {}, nonce, isAnswered) => {
    if (part) return part.trackConversion(goalId, more, nonce, isAnswered);
    const { orderId, ...fields } = more;
    return track({ ...fields, nonce, eventType: "CONVERSION", goalId });
  };
  const customData = (name, values, more, nonce) => {
    if (part) return part.setCustomData(name, values, more, nonce);
    const event = buildCustomData(name, values, more, options.customData);
    return Array.isArray(event) ? event : track({ ...event, nonce });
  };
  const later = (eventType, nonce, call) => {
    const decideCall = () => {
      const result = call();
      if (Array.isArray(result)) drop({ nonce, eventType }, "invalid", result[0]?.message, result);
    };
    if (failure) return decideCall(), nonce;
    waiting.push(decideCall);
    void loading?.load();
    return nonce;
  };
  return {
    start(host, loadPart2) {
      partHost = host;
      let lastSend;
      host.onOutcome((outcome) => void ((outcome.type === "retry" || outcome.type === "sent") && (lastSend = outcome)));
      const onOutcome = (listener) => (lastSend && listener(lastSend), host.onOutcome(listener));
      const whenLoading = () => host.window.addEventListener("pagehide", decide);
      loading = createLoading(
        { load: () => (whenLoading(), loadPart2()) },
        (startPart) => void startPart({ ...host, onOutcome }).then((started) => {
          part = started;
          failure = void 0;
          views.splice(0).forEach(started.onPageView);
          decide();
        }),
        (error) => {
          failure = createProblem("definitions", "unavailable", String(error));
          decide();
        }
      );
      if (options.definitions || options.backgroundSync || waiting.length) void loading.load();
    },
    trackConversion: (goalId, more, nonce, isAnswered) => part || more?.orderId == null && !options.definitions ? conversion(goalId, more, nonce, isAnswered) : later("CONVERSION", nonce, () => conversion(goalId, more, nonce, true)),
    setCustomData(nameOrIndex, values, more, nonce) {
      const name = String(nameOrIndex);
      return part || !options.definitions || /^\d+$/.test(name) || hasOwn(options.customData ?? {}, name) ? customData(name, values, more, nonce) : later("CUSTOMDATA", nonce, () => customData(name, values, more, nonce));
    },
    // Once the part is there (it keeps the values), or at once when no part is coming.
    getCustomData: (name) => new Promise((resolve) => {
      const answer = () => resolve(part?.getCustomData(name));
      if (part || failure || !options.definitions) return answer();
      waiting.push(answer);
      void loading?.load();
    }),
    onPageView: (href) => void (part ? part.onPageView(href) : options.definitions && views.push(href)),
    persistMemory: () => part?.persistMemory(),
    forgetMemory() {
      part?.forgetMemory();
      tryOr(() => partHost?.window.localStorage.removeItem(partHost.storageName), void 0);
    },
    waitingCalls: () => waiting.length,
    partStats() {
      const file = loading?.status() ?? { state: "waiting", attempts: 0 };
      if (part) return { ...part.partStats(), file };
      return options.definitions ? { state: failure ? "failed" : "loading", problems: failure ? [failure] : [], repeats: [], file } : void 0;
    }
  };
}

function loadPart(loadFile) {
  if (null) return loadFile(null);
  return import("visit-tag/part").then((module) => module.startPart);
}

var createEntry = (record, isStored) => ({ ...record, isStored, flight: "none" });
var OMIT = { omitVisitorCode: true };
var lineOf = (entry) => entry.encodedLine ?? (entry.encodedLine = encodeLine(entry.event, OMIT));
var sizeOf = (entry) => entry.lineBytes ?? (entry.lineBytes = utf8Length(lineOf(entry)) + 1);
var byAge = (a, b) => a.storedAt - b.storedAt;
var sameVisitor = (list) => list.filter((entry) => entry.event.visitorCode === list[0].event.visitorCode);
var toRecords = (list) => list.map(({ event, storedAt }) => ({ event, storedAt }));
var noncesOf = (list) => list.map((entry) => entry.event.nonce);

function createBatchCap(env, tabs, retryBaseMs) {
  let maxEvents = FIRST_BATCH_EVENTS;
  let seenDeadline = 0;
  let troubleAt = -Infinity;
  const recoveryCap = () => RETRY_BATCH_EVENTS * BATCH_GROWTH ** Math.floor((env.now() - troubleAt) / retryBaseMs);
  return {
    updateRecovery() {
      if (tabs.retryAt() > Math.max(seenDeadline, env.now() - FLUSH_INTERVAL_MS)) {
        troubleAt = env.now();
        maxEvents = RETRY_BATCH_EVENTS;
      }
      seenDeadline = tabs.retryAt();
      return recoveryCap() < RECOVERED_BATCH_EVENTS;
    },
    forNextBody: (isRecovering) => isRecovering ? Math.min(recoveryCap(), maxEvents) : maxEvents,
    afterSent() {
      const isWary = env.now() - troubleAt < WARY_MS;
      maxEvents = isWary ? Math.min(maxEvents * BATCH_GROWTH, FIRST_BATCH_EVENTS) : maxEvents * BATCH_GROWTH;
    },
    settle() {
      maxEvents = Math.min(maxEvents, FIRST_BATCH_EVENTS);
    }
  };
}

var RETRY_BASE_MS = 1e3;
var RETRY_MAX_MS = 6e4;
function nextRetryDelay(attempt, random, retryAfterMs, baseMs = RETRY_BASE_MS, maxMs = RETRY_MAX_MS) {
  const jittered = random() * Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(retryAfterMs ?? 0, jittered);
}

function pickBatch(waiting, isHidden, maxEvents = Infinity) {
  const group = sameVisitor(waiting);
  const lines = group.map(lineOf);
  let split = splitIntoBodies(lines, KEEPALIVE_MAX_BYTES);
  const isKeepalive = isHidden || split.bodies.length === 1 && !split.oversized.length && group.length <= maxEvents;
  let oversized = [];
  if (!isKeepalive) {
    split = splitIntoBodies(lines, MAX_BODY_BYTES);
    oversized = split.oversized.map((index) => group[index]);
  }
  return { picked: split.bodies[0]?.indices.slice(0, maxEvents).map((index) => group[index]) ?? [], isKeepalive, oversized };
}

function createFlusher(parts) {
  const { env, queue, sender, tabs, reporter } = parts;
  let flushing;
  let isAskedAgain = false;
  let timer;
  let failures = 0;
  const cap = createBatchCap(env, tabs, parts.retryBaseMs);
  let isPaced = false;
  let pausedUntil = 0;
  let viewReadAt = -Infinity;
  const schedule = (ms) => {
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        timer = void 0;
        void flush();
      },
      Math.max(ms, tabs.retryAt() - env.now(), pausedUntil - env.now())
    );
  };
  const send = async (list, isKeepalive) => {
    if (parts.isPageGone()) return false;
    const sentAt = env.now();
    tabs.carry(noncesOf(list));
    const { verdict, status, retryAfterMs, transport } = await sender.post(list, isKeepalive);
    if (verdict === "sent") {
      failures = 0;
      cap.afterSent();
      if (isPaced) {
        pausedUntil = sentAt + parts.retryBaseMs;
        schedule(0);
      }
      if (env.now() - sentAt > SLOW_ANSWER_MS) tabs.backOff(env.now());
      reporter.report("sent", list.filter(queue.isQueued), { status, transport });
      void queue.forget(list);
      return true;
    }
    if (verdict === "split") {
      const half = list.length + 1 >> 1;
      return await send(list.slice(0, half), isKeepalive) && send(list.slice(half), isKeepalive);
    }
    if (verdict === "rejected") {
      void queue.discard(list, "rejected", `status ${status}`);
      return true;
    }
    const delayMs = nextRetryDelay(++failures, env.random, retryAfterMs, parts.retryBaseMs, parts.retryMaxMs);
    tabs.backOff(env.now() + delayMs);
    schedule(0);
    const reason = status ? `status ${status}` : "network";
    reporter.report("retry", list.filter(queue.isQueued), { reason, attempt: failures, delayMs });
    return false;
  };
  const round = async () => {
    const isViewRead = env.now() - viewReadAt >= FLUSH_INTERVAL_MS;
    if (isViewRead) {
      viewReadAt = env.now();
      await queue.readStore();
    }
    isPaced = cap.updateRecovery();
    const batch = pickBatch(queue.takeSendable(), env.isHidden(), cap.forNextBody(isPaced));
    void queue.discard(batch.oversized, "oversized");
    const picked = isViewRead ? batch.picked : await queue.confirmStored(batch.picked);
    if (picked.length) return send(picked, batch.isKeepalive);
    if (!isViewRead) {
      viewReadAt = -Infinity;
      return round();
    }
    cap.settle();
    return false;
  };
  const rounds = async () => {
    const mayGoOn = async () => {
      if (parts.isPageGone()) return false;
      if (env.now() < Math.max(tabs.retryAt(), pausedUntil)) {
        schedule(0);
        return false;
      }
      return await round() || isAskedAgain;
    };
    do {
      isAskedAgain = false;
      queue.writePending();
    } while (await mayGoOn());
  };
  function flush() {
    if (parts.isPageGone()) return Promise.resolve();
    if (flushing) {
      isAskedAgain = true;
      return flushing;
    }
    isAskedAgain = false;
    flushing = tabs.whileHoldingLock(rounds, () => schedule(LOCK_RETRY_MS)).catch((error) => {
      if (!parts.isPageGone()) queue.fallBack(error);
    }).then(() => {
      flushing = void 0;
      if (isAskedAgain) void flush();
    });
    return flushing;
  }
  return {
    flush,
    schedule,
    isScheduled: () => timer !== void 0,
    updateRecovery: cap.updateRecovery,
    // a deadline another tab announced since this tab's last round counts as well
    cancelScheduled() {
      clearTimeout(timer);
      timer = void 0;
    }
  };
}

var own = (value, key) => hasOwn(Object(value), key) ? value[key] : void 0;
var HANDOFF_PREFIX = "visit-tag-left:";
function createHandoff(storage) {
  let key;
  const remove = (name) => tryOr(() => storage().removeItem(name), void 0);
  return {
    leave(records) {
      const name = key ?? (key = HANDOFF_PREFIX + records[0].event.nonce);
      return tryOr(() => {
        storage().setItem(name, stringifyJson(records));
        return true;
      }, false);
    },
    recall() {
      if (key) remove(key);
    },
    collect() {
      const names = tryOr(() => Object.keys(storage()).filter((name) => name.startsWith(HANDOFF_PREFIX)), []);
      const records = names.flatMap((name) => {
        const list = tryOr(() => JSON.parse(storage().getItem(name)), []);
        return Array.isArray(list) ? list.filter((record) => typeof own(own(record, "event"), "nonce") == "string") : [];
      });
      return { records, remove: () => names.forEach(remove) };
    }
  };
}

function createPageLifecycle(env, hooks) {
  let isGone = false;
  let isGoingHome = false;
  const { onHide, onRestore, ...others } = hooks;
  const handlers = {
    ...others,
    pagehide(event) {
      isGone = true;
      onHide(event.persisted);
    },
    pageshow(event) {
      if (!event.persisted) return;
      isGone = false;
      onRestore();
    },
    navigate(event) {
      const { destination } = event;
      isGoingHome = !destination.sameDocument && destination.url.startsWith(env.home);
    },
    // Intercepted or same-document (an SPA router): this page stays.
    navigatesuccess() {
      isGoingHome = false;
    },
    // Without the Navigation API (WebKit), the one navigation a page can see coming: a click on a link
    // to an address of this origin that nothing prevented (an SPA router prevents it), other than a
    // jump within the page (`href="#…"`). A click that opens the page in a new tab counts too: that
    // tab sends what is stored. A reload, a script's location change or a form post still looks like
    // leaving the site. (An SVG link's `href` is no string: not a page.)
    click(event) {
      if (env.navigation) return;
      const link = event.target?.closest?.("a[href]");
      const isOtherPage = typeof link?.href == "string" && link.href.startsWith(env.home) && link.getAttribute("href")[0] !== "#";
      isGoingHome = isOtherPage && !event.defaultPrevented;
    }
  };
  const listen = (method) => {
    for (const type of Object.keys(handlers)) {
      env.target[method](type, handlers[type]);
      env.navigation?.[method](type, handlers[type]);
    }
  };
  return {
    isGone: () => isGone,
    isGoingHome: () => isGoingHome,
    watch: () => listen("addEventListener"),
    unwatch: () => listen("removeEventListener")
  };
}

var isCallRecord = (record) => "call" in record;
var keyOf = (record) => (isCallRecord(record) ? record.call : record.event).nonce;

function createMemoryStore() {
  const records = /* @__PURE__ */ new Map();
  return {
    put(list) {
      list.forEach((record) => records.set(keyOf(record), record));
      return Promise.resolve();
    },
    all: () => Promise.resolve([...records.values()]),
    findStored: (nonces) => Promise.resolve(nonces.filter((nonce) => records.has(nonce))),
    del(nonces) {
      nonces.forEach((nonce) => records.delete(nonce));
      return Promise.resolve();
    },
    erase() {
      const list = [...records.values()];
      records.clear();
      return Promise.resolve(list);
    }
  };
}

var MAX_REOPENS = 2;
function createStoreAccess(options) {
  const { reporter } = options;
  let store = options.eventStore;
  let isInMemory = false;
  let reopens = 0;
  let purging;
  let isErased = false;
  let erases = 0;
  const reopenAfter = (error) => {
    reopens++;
    store.open?.();
    reporter.setStorageLost(String(error));
    options.onStoreLost?.(error);
    if (options.debug) console.info("[visit-tag] storage reopened after", error);
  };
  const attempt = async (operation) => {
    if (purging) await purging;
    if (isErased) throw Error("erased");
    for (let tries = 0; ; tries++) {
      const opened = reopens;
      try {
        return await operation(store);
      } catch (error) {
        if (options.isPageGone() || isInMemory || isErased || tries === MAX_REOPENS) throw error;
        if (opened === reopens) reopenAfter(error);
      }
    }
  };
  return {
    attempt,
    async readAll() {
      await purging;
      if (isErased) return void 0;
      const erasesBefore = erases;
      const records = await attempt((current) => current.all());
      return erases === erasesBefore ? records : void 0;
    },
    fallBack(error) {
      if (isInMemory || isErased) return;
      isInMemory = true;
      reporter.setStorageFallback(String(error));
      if (options.debug) console.warn("[visit-tag] storage falls back to memory after", error);
      store = createMemoryStore();
    },
    isInMemory: () => isInMemory,
    close: () => store.close?.(),
    reopen: () => store.open?.(),
    erase() {
      isErased = true;
      erases++;
      const erasing = Promise.resolve(purging).then(() => store.erase()).catch(() => []).finally(() => {
        if (purging !== erasing) return;
        purging = void 0;
        if (!isErased) store.open?.();
      });
      return purging = erasing;
    },
    open() {
      if (!isErased) return;
      isErased = false;
      if (!purging) store.open?.();
    }
  };
}

function createQueue(options) {
  const { reporter, env } = options;
  const entries = /* @__PURE__ */ new Map();
  const unwritten = [];
  let writing;
  const access = createStoreAccess(options);
  const { attempt } = access;
  const forgetIfIdle = (nonce) => {
    const entry = entries.get(nonce);
    if (entry?.isStored && entry.flight === "none") entries.delete(nonce);
  };
  const forgetAbsent = (nonces, held) => {
    const isHeld = new Set(held);
    nonces.filter((nonce) => !isHeld.has(nonce)).forEach(forgetIfIdle);
  };
  const queue = {
    admit(event, storedAt = env.now()) {
      const entry = createEntry({ event, storedAt }, false);
      entries.set(event.nonce, entry);
      if (unwritten.push(entry) === 1) queueMicrotask(queue.writePending);
    },
    writePending() {
      if (writing || !unwritten.length) return;
      const batch = unwritten.splice(0);
      writing = attempt((current) => current.put(toRecords(batch))).then(
        () => {
          batch.forEach((entry) => entry.isStored = true);
          if (!access.isInMemory()) reporter.report("stored", batch.filter(queue.isQueued), {});
          options.onStored(batch);
        },
        (error) => {
          if (!options.isPageGone()) queue.fallBack(error);
          unwritten.unshift(...batch.filter(queue.isQueued));
        }
      ).then(() => {
        writing = void 0;
        if (!options.isPageGone()) queue.writePending();
      });
    },
    async readStore() {
      const left = options.handoff.collect();
      if (left.records.length && !access.isInMemory()) {
        await attempt((current) => current.put(left.records)).then(left.remove, () => {
        });
      }
      const all = await access.readAll();
      if (!all) return;
      const records = all.filter((record) => !isCallRecord(record));
      options.onCalls?.(all.filter(isCallRecord));
      records.forEach((record) => {
        if (!entries.has(record.event.nonce)) entries.set(record.event.nonce, createEntry(record, true));
      });
      forgetAbsent(
        [...entries.keys()],
        records.map((record) => record.event.nonce)
      );
    },
    async confirmStored(list) {
      forgetAbsent(noncesOf(list), await attempt((current) => current.findStored(noncesOf(list))));
      return list.filter(queue.isQueued);
    },
    takeSendable() {
      const cutoff = env.now() - options.maxEventAgeMs;
      const tooOld = [];
      const overBytes = [];
      const sendable = [];
      let totalBytes = 0;
      const newestFirst = queue.listByAge().filter((entry) => entry.isStored).reverse();
      for (const entry of newestFirst) {
        totalBytes += sizeOf(entry);
        if (entry.flight !== "none") continue;
        if (entry.storedAt < cutoff) tooOld.push(entry);
        else if (totalBytes > options.maxQueueBytes) overBytes.push(entry);
        else sendable.push(entry);
      }
      void queue.discard(tooOld, "max-age");
      void queue.discard(overBytes, "max-bytes");
      return sendable.reverse();
    },
    async forget(all) {
      const list = all.filter(queue.isQueued);
      if (!list.length) return;
      list.forEach((entry) => entries.delete(entry.event.nonce));
      await attempt((current) => current.del(noncesOf(list))).catch(() => {
      });
    },
    discard(list, reason, detail) {
      reporter.report("dropped", list.filter(queue.isQueued), { reason, detail });
      return queue.forget(list);
    },
    listByAge: () => [...entries.values()].sort(byAge),
    forgetCarriedByPeer: (nonces) => nonces.forEach(forgetIfIdle),
    isQueued: (entry) => entries.has(entry.event.nonce),
    countQueued: () => entries.size,
    fallBack(error) {
      access.fallBack(error);
      entries.forEach((entry) => {
        if (entry.flight === "beacon") entry.flight = "none";
      });
    },
    isInMemory: access.isInMemory,
    closeStore: access.close,
    reopen() {
      access.reopen();
      entries.forEach((entry) => entry.flight = "none");
      queue.writePending();
    },
    purge() {
      const known = queue.listByAge();
      const left = options.handoff.collect();
      left.remove();
      entries.clear();
      unwritten.length = 0;
      reporter.report("dropped", known, { reason: "consent" });
      return access.erase().then((records) => {
        const fromOthers = /* @__PURE__ */ new Map();
        [...records.filter((record) => !isCallRecord(record)), ...left.records].forEach(
          (record) => fromOthers.set(record.event.nonce, record)
        );
        known.forEach((entry) => fromOthers.delete(entry.event.nonce));
        reporter.report(
          "dropped",
          [...fromOthers.values()].map((record) => createEntry(record, true)),
          { reason: "consent" }
        );
      });
    },
    open: access.open
  };
  return queue;
}

var COUNTER_OF = { stored: "stored", sent: "sent", "sent-unconfirmed": "sentUnconfirmed", retry: "retried" };
function createReporter() {
  const stats = createStats();
  const listeners = /* @__PURE__ */ new Set();
  const notDurable = (cause, reason) => {
    stats.notDurable = (stats.notDurable ? stats.notDurable + "; " : "") + `${cause}: ${reason}`;
  };
  return {
    report(type, list, details) {
      for (const { event } of list) {
        const outcome = { type, nonce: event.nonce, eventType: event.eventType, ...details };
        if (outcome.type === "dropped") stats.dropped[outcome.reason]++;
        else stats[COUNTER_OF[outcome.type]]++;
        notifyListeners(listeners, outcome);
      }
    },
    onOutcome: (listener) => addListener(listeners, listener),
    getStats: (queued) => ({ ...stats, dropped: { ...stats.dropped }, queued }),
    setStorageFallback(reason) {
      stats.storageFallback ?? (stats.storageFallback = reason);
      notDurable("storage", reason);
    },
    setLocksRefused: (reason) => notDurable("locks", reason),
    setTransport: (state) => stats.transport = state,
    setStorageLost(reason) {
      stats.storageReopened = (stats.storageReopened ?? 0) + 1;
      stats.storageLost = reason;
    }
  };
}

var RETRY_AFTER_MAX_MS = 36e5;
function parseRetryAfter(value, nowMs) {
  if (!value) return void 0;
  const ms = /^\s*\d+\s*$/.test(value) ? +value * 1e3 : /[a-z]/i.test(value) ? Date.parse(value) - nowMs : NaN;
  return ms === ms ? Math.min(RETRY_AFTER_MAX_MS, Math.max(0, ms)) : void 0;
}

var RETRIED_4XX = [408, 413, 425, 429];
function readAnswer(status, count) {
  if (status >= 200 && status < 300) return "sent";
  if (status === 413 && count > 1) return "split";
  if (status >= 400 && status < 500 && !RETRIED_4XX.includes(status)) return "rejected";
  return "retry";
}

function createSender(env, url, siteCode, onTransport = () => {
}) {
  const eventsUrl = siteUrl(url, "visit/events", siteCode);
  const urlFor = (list) => {
    const { visitorCode } = list[0].event;
    return visitorCode == null ? eventsUrl : `${eventsUrl}&visitorCode=${encodeURIComponent(visitorCode)}`;
  };
  let keepaliveBytesInFlight = 0;
  const state = { fetch: "ok", sendBeacon: "ok" };
  const note = (key, value) => {
    if (state[key] !== value) onTransport({ ...state, [key]: value });
    state[key] = value;
  };
  const fetchOr = (requestUrl, body, keepalive, fallback) => {
    if (!env.fetch) return note("fetch", "missing"), fallback();
    try {
      const request = env.fetch(requestUrl, { method: "POST", body, keepalive });
      note("fetch", "ok");
      return request;
    } catch {
      return note("fetch", "throws"), fallback();
    }
  };
  const beaconOrKeepalive = (requestUrl, body) => {
    const isQueued = tryOr(() => env.sendBeacon(requestUrl, body), void 0);
    note("sendBeacon", isQueued ? "ok" : isQueued === false ? "refused" : "missing");
    if (isQueued) return "beacon";
    return fetchOr(requestUrl, body, true, () => void 0)?.catch(() => {
    }) ? "keepalive" : void 0;
  };
  return {
    async post(list, isKeepalive) {
      const body = list.map(lineOf).join("\n");
      keepaliveBytesInFlight = isKeepalive ? utf8Length(body) : 0;
      list.forEach((entry) => entry.flight = isKeepalive ? "keepalive" : "fetch");
      let status = 0;
      let retryAfterMs;
      let transport = isKeepalive ? "keepalive" : "fetch";
      try {
        const response = await fetchOr(urlFor(list), body, isKeepalive, () => (transport = "xhr", env.xhr(urlFor(list), body)));
        status = response.status;
        retryAfterMs = parseRetryAfter(response.headers.get("retry-after"), env.now());
      } catch {
      }
      keepaliveBytesInFlight = 0;
      list.forEach((entry) => entry.flight = "none");
      return { verdict: readAnswer(status, list.length), status, retryAfterMs, transport };
    },
    beacon(list, onCarried) {
      const handedOver = [];
      let freeBytes = KEEPALIVE_MAX_BYTES - keepaliveBytesInFlight;
      for (let waiting = list; waiting.length; waiting = waiting.filter((entry) => entry.flight !== "beacon")) {
        const group = sameVisitor(waiting);
        const body = splitIntoBodies(group.map(lineOf), freeBytes).bodies[0];
        const transport = body && beaconOrKeepalive(urlFor(group), body.body);
        if (!transport) break;
        freeBytes -= body.bytes;
        const carried = body.indices.map((index) => group[index]);
        carried.forEach((entry) => entry.flight = "beacon");
        handedOver.push(...carried);
        onCarried?.(carried, transport);
      }
      return handedOver;
    }
  };
}

var RETRY_AT_KEY = "visit-tag-retry-at";
function createTabs(env, hooks) {
  const id = env.random();
  const peers = /* @__PURE__ */ new Set();
  let channel = null;
  let deadline = 0;
  let deadlineSetAt = 0;
  let releaseLock = () => {
  };
  let isLockRefused = false;
  const say = (type, at, nonces) => channel?.postMessage([type, id, at, nonces]);
  const keep = (at) => tryOr(() => env.webStorage.setItem(RETRY_AT_KEY, String(at)), void 0);
  const readKept = () => Math.min(
    tryOr(() => Number(env.webStorage.getItem(RETRY_AT_KEY)) || 0, 0),
    env.now() + RETRY_MAX_MS
  );
  const hear = ([type, from, at, nonces]) => {
    deadline = Math.max(deadline, at || 0);
    deadlineSetAt = env.now();
    if (type === "bye") {
      peers.delete(from);
      hooks.onPeerLeft();
    } else {
      peers.add(from);
      if (type === "hello") say("here", deadline || void 0);
      if (type === "carry") hooks.onPeerCarries(nonces);
    }
  };
  return {
    hasPeers: () => peers.size > 0,
    // A clock set back since the deadline was set or heard moves the deadline back as far: else it
    // would hold every send for as long as the clock went back (a Retry-After is kept whole).
    retryAt() {
      const now = env.now();
      if (now < deadlineSetAt) {
        deadline -= deadlineSetAt - now;
        deadlineSetAt = now;
      }
      return deadline;
    },
    backOff(until) {
      deadlineSetAt = env.now();
      deadline = Math.max(deadline, until);
      keep(deadline);
      say("here", until);
    },
    endBackoff() {
      deadline = 0;
      tryOr(() => env.webStorage.removeItem(RETRY_AT_KEY), void 0);
    },
    arrive() {
      deadline = Math.max(deadline, readKept());
      deadlineSetAt = env.now();
      peers.clear();
      channel?.close();
      channel = tryOr(() => env.channel(), null);
      if (channel) channel.onmessage = ({ data }) => hear(data);
      say("hello");
    },
    depart(isClosing) {
      say("bye");
      if (!isClosing) return;
      channel?.close();
      channel = null;
    },
    greet: () => say("hello"),
    async whileHoldingLock(flush, onBusy) {
      if (!env.locks || isLockRefused) return flush();
      let isAnswered = false;
      try {
        await env.locks.request("visit-tag-flush", { ifAvailable: true }, async (lock) => {
          isAnswered = true;
          if (!lock) return onBusy();
          return Promise.race([flush(), new Promise((resolve) => releaseLock = resolve)]);
        });
      } catch (error) {
        if (isAnswered) throw error;
        isLockRefused = true;
        hooks.onLocksRefused(error);
        return flush();
      }
    },
    giveBackLock: () => releaseLock(),
    carry: (nonces) => say("carry", void 0, nonces)
  };
}

function shouldBeacon(entry, context) {
  const isCarried = entry.flight === "keepalive" || entry.flight === "beacon";
  if (isCarried) return false;
  if (!entry.isStored || context.isInMemory) return true;
  return !context.hasPeers && !context.isGoingHome && !context.isBackingOff;
}

function createPageHide(parts) {
  const { env, queue, tabs, lifecycle } = parts;
  const beacon = () => {
    const context = {
      hasPeers: tabs.hasPeers(),
      isGoingHome: lifecycle.isGoingHome(),
      isBackingOff: env.now() < tabs.retryAt() || parts.flusher.updateRecovery(),
      isInMemory: queue.isInMemory()
    };
    let due = queue.listByAge().filter((entry) => shouldBeacon(entry, context));
    const unstored = queue.listByAge().filter((entry) => !entry.isStored);
    const isLeft = lifecycle.isGone() && !context.isInMemory && unstored.length > 0 && parts.handoff.leave(toRecords(unstored));
    if (isLeft && (context.hasPeers || context.isGoingHome)) due = due.filter((entry) => entry.isStored);
    parts.sender.beacon(due, (carried, transport) => parts.reporter.report("sent-unconfirmed", carried, { transport }));
  };
  return {
    beacon,
    onHide(isCached) {
      queue.writePending();
      beacon();
      if (queue.listByAge().some((entry) => entry.flight === "keepalive" || entry.flight === "fetch")) tabs.backOff(env.now());
      tabs.depart(isCached);
      tabs.giveBackLock();
      if (isCached) queue.closeStore();
    }
  };
}

var BROWSER = {
  fetch: () => typeof fetch == "function" ? (url, init) => fetch(url, init) : void 0,
  xhr: () => (url, body) => new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.onloadend = () => resolve({ status: request.status, headers: { get: (name) => request.getResponseHeader(name) } });
    request.send(body);
  }),
  sendBeacon: () => (url, body) => navigator.sendBeacon(url, body),
  now: () => Date.now,
  random: () => Math.random,
  locks: () => navigator.locks || null,
  target: () => window,
  isHidden: () => () => document.visibilityState === "hidden",
  channel: () => () => self.BroadcastChannel ? new BroadcastChannel("visit-tag") : null,
  navigation: () => self.navigation,
  home: () => location.origin + "/",
  webStorage: () => tryOr(() => localStorage, null)
  // reading it throws where the browser blocks storage
};
function resolveDeliveryEnv(given) {
  const env = {};
  for (const key of Object.keys(BROWSER)) {
    Object.defineProperty(env, key, { get: () => given[key] !== void 0 ? given[key] : BROWSER[key]() });
  }
  return env;
}

import { promisifyRequest } from "idb-keyval";
var STORE_TIMEOUT_MS = 3e3;
var settleInTime = (operation) => Promise.race([operation, new Promise((_, reject) => setTimeout(reject, STORE_TIMEOUT_MS, Error("timeout")))]);
function createEventStore(name = "visit-tag", storeName = "events") {
  let connection;
  let isClosed = false;
  const live = /* @__PURE__ */ new Set();
  const connect = () => {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opening = promisifyRequest(request);
    const drop = () => {
      if (connection === opening) connection = void 0;
    };
    opening.then((db) => {
      db.onclose = drop;
      db.onversionchange = () => {
        db.close();
        drop();
      };
    }, drop);
    return opening;
  };
  const disconnect = () => {
    connection?.then(
      (db) => db.close(),
      () => {
      }
    );
    connection = void 0;
  };
  const run = (mode, request) => (
    // In a then: without IndexedDB (or in a sandboxed frame) opening throws, and that must reject.
    settleInTime(
      Promise.resolve().then(() => {
        if (isClosed) throw Error("closed");
        const current = connection ?? (connection = connect());
        return current.then((db) => {
          if (current !== connection) throw Error("closed");
          const tx = db.transaction(storeName, mode);
          live.add(tx);
          const done = promisifyRequest(request(tx.objectStore(storeName)) || tx);
          tx.commit?.();
          return done.finally(() => live.delete(tx));
        });
      })
    )
  );
  const close = () => {
    isClosed = true;
    live.forEach((tx) => {
      try {
        tx.abort();
      } catch {
      }
    });
    disconnect();
  };
  const store = {
    put: (records) => run("readwrite", (os) => records.forEach((record) => os.put(record, keyOf(record)))),
    all: () => run("readonly", (os) => os.getAll()),
    // One transaction, a key lookup per nonce; read once it has completed.
    findStored(nonces) {
      const lookups = [];
      const lookUp = (os) => {
        nonces.forEach((nonce) => lookups.push(os.getKey(nonce)));
      };
      return run("readonly", lookUp).then(() => nonces.filter((_, index) => lookups[index].result !== void 0));
    },
    del: (nonces) => run("readwrite", (os) => nonces.forEach((nonce) => os.delete(nonce))),
    close,
    // A new connection at the next operation: at pageshow, after the store went away under the
    // page (site data cleared, the connection lost), after erase() (consent granted again).
    open() {
      disconnect();
      isClosed = false;
    },
    async erase() {
      const opening = connection;
      close();
      await opening?.catch(() => {
      });
      const names = indexedDB.databases && (await indexedDB.databases()).map((database) => database.name);
      if (names && !names.includes(name)) return [];
      isClosed = false;
      const records = names ? await store.all() : [];
      close();
      await settleInTime(promisifyRequest(indexedDB.deleteDatabase(name)));
      return records;
    }
  };
  return store;
}

function resolveDeliveryOptions(options) {
  return {
    eventStore: options.storage ?? createEventStore(),
    maxQueueBytes: options.maxQueueBytes ?? MAX_QUEUE_BYTES,
    maxEventAgeMs: options.maxEventAgeMs ?? MAX_EVENT_AGE_MS,
    flushIntervalMs: options.flushIntervalMs ?? FLUSH_INTERVAL_MS,
    // Covered: a moment later, so a page that goes away right after tracking has no request in
    // flight; alone, at once (what is unsent at page hide is beaconed). FLUSH_DEBOUNCE_MS says why.
    debounceMs: (isCovered) => options.flushDebounceMs ?? (isCovered ? FLUSH_DEBOUNCE_MS : 0),
    retryBaseMs: options.retryBaseMs ?? RETRY_BASE_MS,
    retryMaxMs: options.retryMaxMs ?? RETRY_MAX_MS
  };
}

function createDelivery(options) {
  const env = resolveDeliveryEnv(options);
  const settings = resolveDeliveryOptions(options);
  const reporter = createReporter();
  const handoff = createHandoff(() => env.webStorage);
  const queue = createQueue({
    ...settings,
    // the store and the caps
    handoff,
    reporter,
    env,
    isPageGone: () => lifecycle.isGone(),
    // Chromium tears a tab down without pagehide when it was closed before the browser knew of a
    // pagehide listener (closed in its first moments, before or while the tag loads); the page runs
    // on for some tens of milliseconds, long enough to start the tag and track, then dies. The one
    // sign it may give: the page's IndexedDB connection closed under it (`AbortError: The connection
    // was closed.`, no pagehide before or after). So that failure does at once what the page hide
    // that never comes would do: beacon by the page-hide rule (a beacon sent then still reaches the
    // server). Site data cleared under a live page gives the same error: a copy of each event then.
    onStoreLost(error) {
      if (error?.name === "AbortError") pageHide.beacon();
    },
    ...{ debug: options.debug },
    onCalls: options.onCalls,
    // When a page of ours sends the store if this one goes away (another tab, or the page this one
    // navigates to), a moment later: a page that goes away right after tracking then has no request
    // in flight whose answer it cannot read (the next page would send a copy). Alone, at once: what
    // is unsent at page hide is beaconed (a copy too). A flush already due, or a backoff, is not
    // moved, so steady tracking cannot starve it.
    onStored() {
      if (flusher.isScheduled()) return;
      const isCovered = tabs.hasPeers() || lifecycle.isGoingHome();
      flusher.schedule(settings.debounceMs(isCovered));
    }
  });
  const sender = createSender(env, options.url, options.siteCode, (state2) => {
    reporter.setTransport(state2);
    if (options.debug) console.warn("[visit-tag] transport:", state2);
  });
  const tabs = createTabs(env, {
    onPeerLeft: () => void flush(),
    onLocksRefused(error) {
      reporter.setLocksRefused(String(error));
      if (options.debug) console.warn("[visit-tag] Web Locks refused: flushing without the lock after", error);
    },
    onPeerCarries: queue.forgetCarriedByPeer
  });
  const lifecycle = createPageLifecycle(env, {
    onHide: (isCached) => pageHide.onHide(isCached),
    // create-page-hide.ts
    // Beaconed or in flight when the page was cached, never confirmed: resent, same nonces.
    onRestore() {
      handoff.recall();
      tabs.arrive();
      queue.reopen();
      void flush();
    },
    freeze: () => tabs.depart(false),
    resume: () => tabs.greet(),
    // Chromium fires it after pagehide when leaving: flush() does nothing then (a flush would run
    // its lock and IndexedDB callbacks in the frozen page, and Chromium evicts it).
    visibilitychange: () => void flush(),
    // Back online: the backoff ends, and a recovery starts in every tab (a network that has just come
    // back is often flaky, and the backlog of the offline period would otherwise go in one body).
    online() {
      tabs.endBackoff();
      tabs.backOff(env.now());
      void flush();
    }
  });
  const flusher = createFlusher({
    ...settings,
    // the backoff's steps
    env,
    queue,
    sender,
    tabs,
    reporter,
    // Stopped (consent pending or denied) counts as gone: no request, whatever was under way.
    isPageGone: () => lifecycle.isGone() || state === "stopped"
  });
  const flush = () => flusher.flush();
  const pageHide = createPageHide({ env, queue, sender, tabs, reporter, handoff, lifecycle, flusher });
  let interval;
  let state = "built";
  return {
    // Tracked after page hide (a pagehide listener that runs after ours, unload): the page-hide
    // beacon has left, and a page going into the back/forward cache writes nothing until pageshow,
    // so the event leaves in a beacon of its own; if the cache evicts the page, that is its only copy.
    enqueue(event, storedAt) {
      queue.admit(event, storedAt);
      if (lifecycle.isGone()) pageHide.beacon();
    },
    flush,
    onOutcome: reporter.onOutcome,
    getStats: () => reporter.getStats(queue.countQueued()),
    async getQueued() {
      await queue.readStore();
      return queue.listByAge().map((entry) => entry.event);
    },
    purge() {
      tabs.endBackoff();
      return queue.purge();
    },
    // start() and stop() may come in any order, any number of times (consent answers).
    start() {
      if (state === "running") return;
      state = "running";
      queue.open();
      lifecycle.watch();
      tabs.arrive();
      interval = setInterval(() => void flush(), settings.flushIntervalMs);
      void flush();
    },
    stop() {
      const wasRunning = state === "running";
      state = "stopped";
      if (!wasRunning) return;
      clearInterval(interval);
      flusher.cancelScheduled();
      lifecycle.unwatch();
      tabs.depart(true);
    }
  };
}

function buildEngineDelivery(options, store, onCalls) {
  return createDelivery({
    ...options.deliveryEnv,
    url: options.url,
    siteCode: options.siteCode,
    storage: store,
    fetch: options.fetch ?? options.deliveryEnv?.fetch,
    now: options.now ?? options.deliveryEnv?.now,
    maxQueueBytes: options.maxQueueBytes,
    maxEventAgeMs: options.maxEventAgeMs,
    flushIntervalMs: options.flushIntervalMs,
    flushDebounceMs: options.flushDebounceMs,
    retryBaseMs: options.retryBaseMs,
    retryMaxMs: options.retryMaxMs,
    debug: options.debug,
    onCalls
  });
}

function checkVisitorCode(code) {
  return validateEvent({ visitorCode: code }).filter((problem) => problem.field === "visitorCode");
}

function adoptLinkParameter(win, now) {
  const { href, search } = win.location;
  const clean = removeLinkParameter(href);
  if (clean === href) return void 0;
  win.history.replaceState(win.history.state, "", clean);
  const state = parseVisitState(new URLSearchParams(search).get(LINK_PARAMETER) ?? void 0);
  const isFresh = state && Math.abs(now - state.lastActivity) <= LINK_MAX_AGE_MS;
  return isFresh && !checkVisitorCode(state.visitorCode).length ? state : void 0;
}

function cookieDomains(host, setting = "auto") {
  if (setting !== "auto") return setting === "none" ? [""] : [setting.replace(/^\./, ""), ""];
  const labels = /^[\d.]+$|:/.test(host) ? [] : host.split(".");
  const domains = [];
  for (let i = labels.length - 2; i >= 0; i--) domains.push(labels.slice(i).join("."));
  return [...domains, ""];
}

var ONE_YEAR_S = 31536e3;
var latest = (values) => {
  const activity = (value) => parseVisitState(value)?.lastActivity ?? -1;
  return values.reduce((best, value) => activity(value) > activity(best) ? value : best, values[0]);
};
function createCookieJar(doc, name, cookieDomain) {
  let known;
  let isKnownThisTask = false;
  let domain;
  const remember = (value) => {
    known = value;
    if (!isKnownThisTask) {
      isKnownThisTask = true;
      queueMicrotask(() => isKnownThisTask = false);
    }
    return value;
  };
  const set = (value, maxAge, at) => {
    try {
      doc.cookie = `${name}=${value};path=/;max-age=${maxAge};samesite=lax${at && ";domain=" + at}${doc.location.protocol === "https:" ? ";secure" : ""}`;
    } catch {
    }
  };
  const all = () => tryOr(() => doc.cookie, "");
  const candidates = () => cookieDomains(doc.location.hostname, cookieDomain);
  const findDomain = (value) => {
    if (known) set("", 0, "");
    for (const at of candidates()) {
      set(value, ONE_YEAR_S, at);
      if (readCookies(all(), name).includes(value)) {
        if (at !== cookieDomain?.replace(/^\./, "") && !/^(auto|none)?$/.test(cookieDomain ?? "")) {
          console.warn(`[visit-tag] cookieDomain ${cookieDomain} refused by the browser (not this page's domain); the cookie is host-only`);
        }
        return at;
      }
    }
    return "";
  };
  return {
    all,
    read: (cookies) => cookies == null && isKnownThisTask ? known : remember(latest(readCookies(cookies ?? all(), name))),
    write: (value) => {
      if (domain != null && value === known) return;
      if (domain == null) domain = findDomain(value);
      else set(value, ONE_YEAR_S, domain);
      remember(value);
    },
    remove: () => {
      remember("");
      for (const at of candidates()) set("", 0, at);
    },
    domain: () => domain
  };
}

function readServerVisitorCode(cookies, name) {
  const raw = readCookie(cookies, name);
  if (!raw) return void 0;
  let code = raw;
  try {
    code = decodeURIComponent(raw);
  } catch {
  }
  const isValid = !checkVisitorCode(code).length;
  if (!isValid) console.warn(`[visit-tag] cookie ${name} is not a visitor code (at most 100 characters); ignored`);
  return isValid ? code : void 0;
}

function readVisitorCode(cookies, jar, createCode, serverCookie, linked) {
  const own2 = parseVisitState(jar.read(cookies))?.visitorCode;
  return serverCookie && readServerVisitorCode(cookies, serverCookie) || linked || own2 || createCode();
}

function startVisitor(win, options, cookieName, now, given, createCode) {
  const jar = createCookieJar(win.document, cookieName, options.cookieDomain);
  const linked = options.linkDomains ? adoptLinkParameter(win, now) : void 0;
  const visitorCode = given ?? readVisitorCode(jar.all(), jar, createCode, options.serverVisitorCookie, linked?.visitorCode);
  return { jar, visitorCode, visit: linked?.visitorCode === visitorCode ? linked : void 0 };
}

function decorateLinks(win, linkDomains, getVisit, now) {
  const domains = readList(linkDomains);
  const listed = (host) => domains.find((domain) => host === domain || host.endsWith("." + domain));
  const here = win.location.hostname;
  const valueFor = (url) => {
    const domain = listed(url.hostname);
    const isAway = /^https?:$/.test(url.protocol) && url.hostname !== here && domain != null && domain !== listed(here);
    const isGpc = win.navigator.globalPrivacyControl === true;
    const visit = isAway && !isGpc && getVisit();
    return visit ? formatVisitState({ ...visit, lastActivity: now() }) : void 0;
  };
  const withValue = (address) => {
    const url = new URL(address, win.document.baseURI);
    const value = valueFor(url);
    if (value == null) return void 0;
    url.searchParams.set(LINK_PARAMETER, value);
    return url.href;
  };
  const onPointer = (event) => {
    const link = event.composedPath().find((node) => /^(a|area)$/.test(node.localName ?? ""));
    const href = typeof link?.href == "string" && link.href && withValue(link.href);
    if (href) link.href = href;
  };
  const onSubmit = (event) => {
    const form = event.target;
    const submitter = event.submitter;
    const owner = submitter?.hasAttribute("formaction") ? submitter : form;
    const attribute = owner === form ? "action" : "formaction";
    const method = (submitter?.getAttribute("formmethod") || form.getAttribute("method") || "get").toLowerCase();
    const url = new URL(owner.getAttribute(attribute) ?? "", win.document.baseURI);
    const value = valueFor(url);
    if (value == null) return;
    if (method === "get") {
      let field = form.querySelector(`input[name=${LINK_PARAMETER}]`);
      if (!field) field = form.appendChild(win.document.createElement("input"));
      field.type = "hidden";
      field.name = LINK_PARAMETER;
      field.value = value;
    } else {
      url.searchParams.set(LINK_PARAMETER, value);
      owner.setAttribute(attribute, url.href);
    }
  };
  const quietly = (handler) => (event) => {
    try {
      handler(event);
    } catch {
    }
  };
  for (const type of ["mousedown", "click"]) win.addEventListener(type, quietly(onPointer), true);
  win.addEventListener("submit", quietly(onSubmit), true);
}

function findIndex(name, indices) {
  const words = ` ${name} `.toLowerCase();
  for (const key of Object.keys(indices)) if (words.includes(` ${key.toLowerCase()} `)) return indices[key];
  return indices.Other;
}

function collectStaticData(win, options) {
  const nav = win.navigator;
  let { browser, browserVersion, os, deviceType } = parseUserAgent(nav.userAgent);
  const hints = nav.userAgentData;
  const brands = hints?.brands?.filter((b) => !/not.a.brand/i.test(b.brand)) ?? [];
  const brand = brands.find((b) => b.brand !== "Chromium") ?? brands[0];
  if (brand) {
    browser = brand.brand.replace(/^(Google|Microsoft) /, "");
    browserVersion = parseFloat(brand.version);
    os = hints.platform?.replace("macOS", "Mac OS") || os;
    if (hints.mobile) deviceType = "PHONE";
  }
  return {
    browser: browser || void 0,
    browserIndex: findIndex(browser, options.browserIndices ?? DEFAULT_BROWSER_INDICES),
    browserVersion,
    os: os || void 0,
    osIndex: findIndex(os, options.osIndices ?? DEFAULT_OS_INDICES),
    screenWidth: win.screen?.width,
    screenHeight: win.screen?.height,
    localeLanguageTag: nav.language,
    deviceType
  };
}

function trackCollected(track, event, given = {}) {
  const result = track(event);
  if (typeof result == "string" || result.some(({ field, code }) => code === "skipped" || field in given)) return result;
  for (const { field } of result) delete event[field];
  return track(event);
}

function createVisitKeeper(options, track, isGranted, visitorCode) {
  const keeper = {
    touchVisit(at, time) {
      const stored = parseVisitState(at.jar.read());
      const step = nextVisit(stored, at.visit, visitorCode(), time, options.visitTimeoutMs ?? VISIT_TIMEOUT_MS);
      at.visit = step.visit;
      if (step.isNew || !stored || time - stored.lastActivity > ACTIVITY_WRITE_MS) keeper.saveVisit(at);
      if (step.isNew) keeper.sendStaticData(at, time, step.previous && time - step.previous.lastActivity);
    },
    saveVisit(at) {
      if (isGranted() && at?.visit) at.jar.write(formatVisitState({ ...at.visit, visitorCode: visitorCode() }));
    },
    sendStaticData: (at, time, timeSincePreviousVisit) => trackCollected((input) => track(input, time), {
      eventType: "STATICDATA",
      ...collectStaticData(at.win, options),
      visitNumber: at.visit?.visitNumber,
      timeSincePreviousVisit
    })
  };
  return keeper;
}

var DEFAULT_TIMEOUT_MS = 5e3;
function createRemoteData(options) {
  const cache = /* @__PURE__ */ new Map();
  return (key) => {
    let answer = options.remoteDataCache !== false ? cache.get(key) : void 0;
    if (answer) return answer;
    answer = Promise.resolve().then(
      () => (options.fetch ?? fetch)(`${siteUrl(options.url, "map/map", options.siteCode)}&key=${encodeURIComponent(key)}`, {
        signal: AbortSignal.timeout?.(options.remoteDataTimeoutMs ?? DEFAULT_TIMEOUT_MS)
      })
    ).then(
      (response) => response.ok ? response.json() : response.status === 404 ? null : Promise.reject(new Error(`status ${response.status}`))
    ).then(
      (data) => isPlainObject(data) ? data : null,
      () => {
        cache.delete(key);
        return null;
      }
    );
    cache.set(key, answer);
    return answer;
  };
}
function whenRemoteData(read, key, callback, options) {
  void read(key).then((data) => {
    try {
      callback(data);
    } catch (error) {
      if (options.debug) console.error("[visit-tag] remote data callback failed", error);
    }
  });
}

function collectPageView(view, options) {
  const { href, referrerHref: referrer } = view;
  return {
    href: truncateCharacters(href, MAX_URL_LENGTH),
    canonicalHref: truncateCharacters(view.canonicalHref ?? "", MAX_URL_LENGTH) || void 0,
    title: truncateCharacters(view.title, MAX_TITLE_LENGTH) || void 0,
    referrerHref: truncateCharacters(referrer, MAX_URL_LENGTH) || void 0,
    keyPageIndices: matchUrlRules(href, options.keyPages),
    referrerIndices: referrer ? matchUrlRules(referrer, options.referrers) : void 0
  };
}

function createTrackMethods(track) {
  return {
    trackExperiment: (id, variationId) => track({ eventType: "EXPERIMENT", id, variationId }),
    trackPersonalization: (id, variationId, unexpositionCause) => track({ eventType: "PERSONALIZATION", id, variationId, unexpositionCause }),
    trackTargetingSegment: (id) => track({ eventType: "TARGETINGSEGMENT", id }),
    trackWeather: (weather) => track({ ...weather, eventType: "WEATHER" }),
    trackProduct: (ean) => track({ eventType: "PRODUCT", ean }),
    trackGeolocation: (geolocation) => track({ ...geolocation, eventType: "GEOLOCATION" })
  };
}

function replayCall(call, track, link, options, isAnswered = false) {
  const { nonce, storedAt: at, args } = call;
  const withNonce = (input) => track({ ...input, nonce }, at);
  switch (call.method) {
    case "track":
      return withNonce(args[0]);
    case "trackPageView": {
      const overrides = args[0];
      return trackCollected(withNonce, { eventType: "PAGE", ...collectPageView(call.view, options), ...overrides }, overrides);
    }
    case "trackConversion":
      return link.trackConversion(args[0], args[1], nonce, isAnswered);
    case "setCustomData":
      return link.setCustomData(args[0], args[1], args[2], nonce);
    default:
      return createTrackMethods(withNonce)[call.method](...args);
  }
}

function withdrawConsent(engine, held, drop, jar) {
  const steps = [
    () => engine.stop(),
    () => held.forEach((event) => drop(event, "consent")),
    () => jar.remove(),
    () => void engine.purge().catch(() => {
    })
  ];
  const errors = [];
  for (const step of steps) {
    try {
      step();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw errors[0];
}

var ORPHAN_AFTER_MS = 1e4;
function createOrphanAdoption(page, replay, lookAgain) {
  const adopted = /* @__PURE__ */ new Set();
  let young = 0;
  let timer;
  return {
    adoptFrom(records, now) {
      let dueIn = Infinity;
      young = 0;
      for (const { call } of records) {
        if (call?.v !== CALL_VERSION || call.page === page || adopted.has(call.nonce)) continue;
        const age = now - call.storedAt;
        if (age < ORPHAN_AFTER_MS) {
          young++;
          dueIn = Math.min(dueIn, ORPHAN_AFTER_MS - age);
          continue;
        }
        adopted.add(call.nonce);
        replay(call);
      }
      clearTimeout(timer);
      timer = young ? setTimeout(lookAgain, dueIn) : void 0;
    },
    countYoung: () => young
  };
}

function dropRefusedCall(hub, call, problems, store) {
  hub.dropEvent(
    { nonce: call.nonce, eventType: eventTypeOf(call) },
    problems[0]?.code === "skipped" ? "skipped" : "invalid",
    void 0,
    problems
  );
  void store?.del([call.nonce]).catch(() => {
  });
}

function createEngine(parts) {
  const { options, hub } = parts;
  let started;
  let consent;
  let visitorCode;
  let held = [];
  const now = () => (options.now ?? Date.now)();
  const drop = hub.dropEvent;
  const getRemoteData = createRemoteData(options);
  const debug = (what, ...args) => options.debug && console.info(`[visit-tag] ${what}`, ...args);
  const check = createEventCheck(
    options,
    () => !!started,
    () => visitorCode
  );
  const isGranted = () => consent === "granted";
  const send = (event, at = now()) => {
    if (started && event.eventType !== "STATICDATA") visits.touchVisit(started, at);
    debug("track", event);
    dispatch(event, at);
    if (event.eventType === "PAGE") link.onPageView(event.href);
  };
  const track = (input, at) => {
    const event = check(input);
    if (Array.isArray(event)) return event;
    send(event, at);
    return event.nonce;
  };
  const link = createPartLink(options, track, drop, parts.createFileLoading);
  const visits = createVisitKeeper(
    options,
    (input, at) => track({ ...input, nonce: parts.createNonce() }, at),
    isGranted,
    () => visitorCode
  );
  const dispatch = (event, at) => {
    if (consent === "denied") drop(event, "consent");
    else if (started?.delivery && isGranted()) started.delivery.enqueue(event, at);
    else if (held.push({ event, at }) > MAX_HELD_EVENTS) drop(held.shift().event, "max-held");
  };
  const applyConsent = () => {
    const current = started;
    if (consent === "pending") return current.delivery?.stop();
    if (!current.delivery) {
      current.delivery = options.delivery ?? buildEngineDelivery(options, store, (records) => orphans.adoptFrom(records, now()));
      current.delivery.onOutcome((outcome) => {
        if (outcome.type !== "stored" || !reportedStored.delete(outcome.nonce)) hub.emit(outcome);
      });
    }
    const delivery = current.delivery;
    const release = held;
    held = [];
    if (isGranted()) {
      delivery.start();
      visits.saveVisit(current);
      link.persistMemory();
      release.forEach(({ event, at }) => delivery.enqueue({ ...event, visitorCode: event.visitorCode ?? visitorCode }, at));
    } else {
      link.forgetMemory();
      const events = release.map((entry) => entry.event);
      withdrawConsent(delivery, events, drop, current.jar);
    }
  };
  const store = options.storage ?? createEventStore();
  const reportedStored = /* @__PURE__ */ new Set();
  const orphans = createOrphanAdoption(
    parts.page,
    (call) => engine.adoptCalls([call]),
    () => void engine.getQueued()
  );
  const engine = {
    start(given, at, firstView) {
      if (started) return void 0;
      const win = options.window ?? window;
      consent ?? (consent = given);
      const storageName = options.cookieName || "visitTag";
      const visitor = startVisitor(win, options, storageName, at, visitorCode, parts.createNonce);
      visitorCode = visitor.visitorCode;
      const current = started = { win, jar: visitor.jar, visit: visitor.visit, storageName };
      const early = held;
      held = [];
      visits.touchVisit(current, at);
      if (firstView) engine.replay(firstView);
      held.push(...early.map((entry) => ({ event: entry.event, at: Math.max(entry.at, at) })));
      applyConsent();
      const visitKey = () => `${visitorCode} ${current.visit?.visitNumber}`;
      const host = { options, checkEvent: check, sendEvent: send, dropEvent: drop, now, debugLog: debug, isGranted };
      const { onOutcome } = hub;
      link.start({ ...host, window: win, storageName, visitKey, onOutcome, tagSrc: parts.tagSrc }, () => loadPart(parts.loadFile));
      if (options.linkDomains)
        decorateLinks(win, options.linkDomains, () => isGranted() && { ...current.visit, visitorCode }, now);
      return void 0;
    },
    adoptCalls(calls, isStored = () => true) {
      for (const call of calls) {
        if (isStored(call) && call.page === parts.page) reportedStored.add(call.nonce);
        const result = engine.replay(call, true);
        if (typeof result != "string" && result && call.method !== "setVisitorCode") {
          dropRefusedCall(hub, call, result, isStored(call) ? store : void 0);
        }
      }
    },
    replay: (call, isAnswered) => call.method === "setVisitorCode" ? engine.setVisitorCode(call.args[0]) : replayCall(call, track, link, options, isAnswered),
    setVisitorCode(code) {
      const problems = checkVisitorCode(code);
      if (problems.length) return problems;
      if (code !== visitorCode) {
        visitorCode = code;
        if (started) {
          visits.saveVisit(started);
          visits.sendStaticData(started, now());
        }
      }
      return void 0;
    },
    getVisitorCode: () => visitorCode ?? "",
    getCookieDomain: () => started?.jar.domain(),
    setConsent(value) {
      if (!isConsentState(value)) return [createProblem("consent", "enum", "expected granted, pending or denied")];
      if (value !== consent) {
        consent = value;
        if (started) applyConsent();
      }
      return void 0;
    },
    getConsent: () => consent ?? "pending",
    retrieveDataFromRemoteSource: (key, callback) => whenRemoteData(getRemoteData, key, callback, options),
    getRemoteData,
    getCustomData: link.getCustomData,
    getStats: () => ({
      ...hub.withDrops(started?.delivery?.getStats() ?? createStats()),
      held: held.length + link.waitingCalls(),
      otherPagesCalls: orphans.countYoung(),
      definitions: link.partStats()
    }),
    flush: () => Promise.resolve(started?.delivery?.flush()).catch(() => {
    }),
    // resolves whatever happens: a rejection would reach the page
    getQueued: () => Promise.resolve(started?.delivery?.getQueued()).then(
      (stored = []) => [...stored, ...held.map(({ event }) => event)],
      () => held.map(({ event }) => event)
    )
  };
  return guardMethods(engine, {});
}

var startEngine = (parts) => createEngine(parts);
export {
  startEngine
};
