var SYNC_TAG = "visit-tag-flush";

var hasOwn = (record, key) => Object.prototype.hasOwnProperty.call(record, key);

var MAX_BODY_BYTES = 3e6;
var KEEPALIVE_MAX_BYTES = 65536;
var MAX_URL_LENGTH = 2048;
var MAX_TITLE_LENGTH = 256;
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
var MAX_INDICES = 256;
var URL_FIELD = { type: "string", max: MAX_URL_LENGTH };
var NAME_FIELD = { type: "string", max: 100 };
var INDICES_FIELD = { type: "int32[]", max: MAX_INDICES };
var INT32 = { type: "int32" };
var INT64 = { type: "int64" };
var FLOAT64 = { type: "float64" };
var BOOLEAN = { type: "boolean" };
var REQUIRED_INT64 = { type: "int64", required: true };
var REQUIRED_FLOAT64 = { type: "float64", required: true };
var EVENT_TABLE = {
  STATICDATA: {
    visitNumber: INT32,
    timeSincePreviousVisit: INT64,
    // milliseconds
    browser: NAME_FIELD,
    browserIndex: INT32,
    browserVersion: FLOAT64,
    os: NAME_FIELD,
    osIndex: INT32,
    screenWidth: INT32,
    screenHeight: INT32,
    // "language tag": BCP 47 shape (en, en-US, zh-Hant-TW); the spec gives no length limit.
    localeLanguageTag: { type: "string", pattern: /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i },
    deviceType: { type: "string", enum: ["DESKTOP", "TABLET", "PHONE"] }
  },
  PAGE: {
    // "complete URL": only href has that rule; the spec spells it herf in one table, href elsewhere.
    href: { type: "string", max: MAX_URL_LENGTH, required: true, pattern: URL_PATTERN, alias: "herf" },
    canonicalHref: URL_FIELD,
    title: { type: "string", max: MAX_TITLE_LENGTH },
    keyPageIndices: INDICES_FIELD,
    referrerHref: URL_FIELD,
    referrerIndices: INDICES_FIELD
  },
  CONVERSION: {
    goalId: REQUIRED_INT64,
    revenue: FLOAT64,
    negative: BOOLEAN,
    metadata: { type: "metadata", max: 256, itemMax: 256, itemMaxLength: 2048 }
  },
  TARGETINGSEGMENT: {
    id: REQUIRED_INT64
  },
  EXPERIMENT: {
    id: REQUIRED_INT64,
    variationId: REQUIRED_INT64
  },
  PERSONALIZATION: {
    id: REQUIRED_INT64,
    variationId: REQUIRED_INT64,
    unexpositionCause: {
      type: "string",
      enum: UNEXPOSITION_CAUSES,
      onlyWhen: { field: "variationId", equals: 0 }
    }
  },
  WEATHER: {
    temperature: REQUIRED_FLOAT64,
    // Kelvin
    humidity: REQUIRED_FLOAT64,
    // percentage
    pressure: REQUIRED_FLOAT64,
    // hPa
    windSpeed: REQUIRED_FLOAT64,
    // meters per second
    cloudiness: REQUIRED_FLOAT64,
    // percentage
    sunriseTime: REQUIRED_INT64,
    // UNIX time in milliseconds
    sunsetTime: REQUIRED_INT64,
    weatherCode: NAME_FIELD
  },
  CUSTOMDATA: {
    index: { type: "int32", required: true },
    mappingIdentifier: BOOLEAN,
    valuesCountMap: {
      type: "countMap",
      required: true,
      max: 256,
      itemMaxLength: 2048,
      itemMaxLengthWhen: { field: "mappingIdentifier", max: 100 }
    },
    overwrite: BOOLEAN
  },
  PRODUCT: {
    ean: { type: "string", required: true, max: 100 }
  },
  GEOLOCATION: {
    country: NAME_FIELD,
    region: NAME_FIELD,
    city: NAME_FIELD,
    postalCode: NAME_FIELD,
    latitude: FLOAT64,
    longitude: FLOAT64
  }
};
function getEventFields(eventType) {
  return hasOwn(EVENT_TABLE, eventType) ? EVENT_TABLE[eventType] : void 0;
}

var DECIMAL = /^[+-]?\d+$/;
var toBigInt = (value) => typeof value == "bigint" ? value : Number.isInteger(value) || typeof value == "string" && DECIMAL.test(value) ? BigInt(value) : void 0;
function int64Text(value) {
  const big = toBigInt(value);
  return big !== void 0 && BigInt.asIntN(64, big) === big && (typeof value != "number" || Number.isSafeInteger(value)) ? String(big) : void 0;
}

var stringifyJson = (value) => JSON.stringify(value, function(key) {
  return this[key];
});

function eventEntries(event, options = {}) {
  const fields = { ...COMMON_FIELDS, ...getEventFields(event.eventType) };
  if (options.omitVisitorCode) delete fields.visitorCode;
  const record = event;
  return Object.keys(fields).filter((name) => hasOwn(record, name) && record[name] !== void 0).map((name) => [name, fields[name], record[name]]);
}
function wireText(spec, value) {
  if (typeof value === "object") return stringifyJson(value);
  return spec.type === "int64" && int64Text(value) || String(value);
}

function encodeLine(event, options) {
  return encodePairs(eventEntries(event, options).map(([name, spec, value]) => [name, wireText(spec, value)]));
}
function encodePairs(pairs) {
  return pairs.map(([name, text]) => name + "=" + encodeURIComponent(wellFormed(text))).join("&");
}
var wellFormed = (text) => text.replace(/[\ud800-\udfff]/gu, "�");

function utf8Length(text) {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0);
    bytes += code < 128 ? 1 : code < 2048 ? 2 : code < 65536 ? 3 : 4;
  }
  return bytes;
}

var createEntry = (record, isStored) => ({ ...record, isStored, flight: "none" });
var OMIT = { omitVisitorCode: true };
var lineOf = (entry) => entry.encodedLine ?? (entry.encodedLine = encodeLine(entry.event, OMIT));
var sizeOf = (entry) => entry.lineBytes ?? (entry.lineBytes = utf8Length(lineOf(entry)) + 1);
var byAge = (a, b) => a.storedAt - b.storedAt;
var sameVisitor = (list) => list.filter((entry) => entry.event.visitorCode === list[0].event.visitorCode);
var toRecords = (list) => list.map(({ event, storedAt }) => ({ event, storedAt }));
var noncesOf = (list) => list.map((entry) => entry.event.nonce);

var MAX_QUEUE_BYTES = 5e6;
var MAX_EVENT_AGE_MS = 7 * 24 * 36e5;
var FIRST_BATCH_EVENTS = 8;
var WARY_MS = 6e4;
var RECOVERED_BATCH_EVENTS = 256;
var RETRY_BATCH_EVENTS = 1;
var BATCH_GROWTH = 4;
var SLOW_ANSWER_MS = 1e3;
var FLUSH_INTERVAL_MS = 1e4;
var FLUSH_DEBOUNCE_MS = 250;
var LOCK_RETRY_MS = 1e3;

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
    if (size + frame > maxBytes) return void result.oversized.push(index);
    if (bytes + size + 1 > maxBytes) close();
    bytes += size + (parts.length ? 1 : 0);
    parts.push(encoded);
    indices.push(index);
  });
  close();
  return result;
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

var tryOr = (action, otherwise) => {
  try {
    return action();
  } catch {
    return otherwise;
  }
};

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

var createStats = () => ({
  stored: 0,
  sent: 0,
  sentUnconfirmed: 0,
  retried: 0,
  queued: 0,
  dropped: {
    "max-age": 0,
    "max-bytes": 0,
    oversized: 0,
    rejected: 0,
    consent: 0,
    "max-held": 0,
    invalid: 0,
    "repeated-order": 0,
    "once-per-visit": 0,
    "local-only": 0,
    skipped: 0
  }
});

function notifyListeners(listeners, value) {
  listeners.forEach((listener) => {
    try {
      listener(value);
    } catch {
    }
  });
}

function addListener(listeners, listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
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

var siteUrl = (url, path, siteCode) => `${url.replace(/\/$/, "")}/${path}?siteCode=${encodeURIComponent(siteCode)}`;

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

var WORKER_REQUEST_TIMEOUT_MS = 3e4;
function createWorkerEnv(scope) {
  return {
    fetch: (url, init) => scope.fetch(url, { ...init, keepalive: false, signal: AbortSignal.timeout(WORKER_REQUEST_TIMEOUT_MS) }),
    xhr: () => Promise.resolve({ status: 0, headers: new Headers() }),
    sendBeacon: () => false,
    now: Date.now,
    random: Math.random,
    locks: scope.navigator.locks,
    // drainQueue runs only where there are Web Locks
    target: new EventTarget(),
    isHidden: () => false,
    channel: () => null,
    home: scope.location.origin + "/",
    webStorage: null
  };
}

var DRAIN_MAX_MS = 9e4;
var PAGE_GONE_WAIT_MS = 3e3;
var DRAIN_CHANNEL = "visit-tag-sw";
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
var hasStore = async (scope) => !scope.indexedDB.databases || (await scope.indexedDB.databases()).some((database) => database.name === "visit-tag");
async function isPageOpen(scope) {
  for (let waited = 0; ; waited += 250) {
    const pages = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
    if (!pages.length) return false;
    if (waited >= PAGE_GONE_WAIT_MS) return true;
    await sleep(250);
  }
}
async function drainQueue(scope, options, isLastChance = false) {
  const report = { at: Date.now(), sent: 0, left: 0 };
  const tell = () => {
    const channel = new BroadcastChannel(DRAIN_CHANNEL);
    channel.postMessage(report);
    channel.close();
  };
  if (!await hasStore(scope)) return report;
  if (!scope.navigator.locks) {
    report.error = "no Web Locks: the next page sends";
    tell();
    return report;
  }
  if (!isLastChance && await isPageOpen(scope)) {
    report.error = "a page of the site is open: it sends";
    tell();
    throw Error(`visit-tag: ${report.error}`);
  }
  if (!await hasStore(scope)) return report;
  const delivery = createDelivery({ ...createWorkerEnv(scope), ...options });
  delivery.onOutcome((outcome) => {
    if (outcome.type === "sent") report.sent++;
    if (outcome.type === "retry") report.error = outcome.reason;
  });
  try {
    for (const until = Date.now() + DRAIN_MAX_MS; ; await sleep(LOCK_RETRY_MS)) {
      await delivery.flush();
      report.left = (await delivery.getQueued()).length;
      if (!report.left) return report;
      report.error ?? (report.error = Date.now() > until ? "time" : void 0);
      if (report.error) throw Error(`visit-tag: ${report.left} events left (${report.error})`);
    }
  } finally {
    delivery.stop();
    tell();
  }
}

function handleBackgroundSync(self2, options) {
  if (!options.url || !options.siteCode) throw TypeError("visit-tag: handleBackgroundSync needs url and siteCode");
  const scope = self2;
  scope.addEventListener("sync", (event) => {
    if (event.tag === SYNC_TAG) event.waitUntil(drainQueue(scope, options, event.lastChance));
  });
}
export {
  DRAIN_CHANNEL,
  SYNC_TAG,
  drainQueue,
  handleBackgroundSync
};
