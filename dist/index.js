import {
  COMMON_FIELDS,
  EVENT_TABLE,
  EVENT_TYPES,
  KEEPALIVE_MAX_BYTES,
  MAX_BODY_BYTES,
  countCharacters,
  getEventFields,
  int64Text,
  isPlainObject,
  truncateCharacters,
  validateEvent
} from "./chunks/chunk-NCJGC4YX.js";
import {
  hasOwn
} from "./chunks/chunk-SD3YDSW3.js";

// src/wire/create-nonce.ts
function createNonce(random = globalThis.crypto) {
  let hex = "";
  for (const byte of random.getRandomValues(new Uint8Array(8))) hex += (byte + 256).toString(16).slice(1);
  return hex;
}

// src/wire/event-entries.ts
function eventEntries(event, options = {}) {
  const fields = { ...COMMON_FIELDS, ...getEventFields(event.eventType) };
  if (options.omitVisitorCode) delete fields.visitorCode;
  const record = event;
  return Object.keys(fields).filter((name) => record[name] !== void 0).map((name) => [name, fields[name], record[name]]);
}
function wireText(spec, value) {
  if (typeof value === "object") return JSON.stringify(value);
  return spec.type === "int64" && int64Text(value) || String(value);
}

// src/wire/encode-lines.ts
function encodeLine(event, options) {
  return eventEntries(event, options).map(([name, spec, value]) => name + "=" + encodeURIComponent(wellFormed(wireText(spec, value)))).join("&");
}
var wellFormed = (text) => text.replace(/[\ud800-\udfff]/gu, "�");
function encodeLines(events, options) {
  return events.map((event) => encodeLine(event, options)).join("\n");
}

// src/wire/encode-json.ts
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

// src/wire/utf8-length.ts
function utf8Length(text) {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0);
    bytes += code < 128 ? 1 : code < 2048 ? 2 : code < 65536 ? 3 : 4;
  }
  return bytes;
}

// src/wire/split-into-bodies.ts
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

// src/wire/site-url.ts
var siteUrl = (url, path, siteCode) => `${url.replace(/\/$/, "")}/${path}?siteCode=${encodeURIComponent(siteCode)}`;

// src/delivery/create-stats.ts
var createStats = () => ({
  stored: 0,
  sent: 0,
  sentUnconfirmed: 0,
  retried: 0,
  queued: 0,
  dropped: { "max-age": 0, "max-bytes": 0, oversized: 0, rejected: 0, consent: 0 }
});

// src/delivery/create-event-store.ts
import { createStore, promisifyRequest } from "idb-keyval";
function createEventStore(name = "visit-tag", storeName = "events") {
  let use;
  let db;
  const live = /* @__PURE__ */ new Set();
  const run = (mode, request) => {
    const current = use;
    return Promise.resolve().then(() => {
      if (!current) throw Error("closed");
      return current(mode, (store) => {
        if (current != use) throw Error("closed");
        const tx = store.transaction;
        db = tx.db;
        live.add(tx);
        const done = promisifyRequest(request(store) || tx);
        tx.commit?.();
        return done.finally(() => live.delete(tx));
      });
    });
  };
  const open = () => void (use = createStore(name, storeName));
  open();
  return {
    put: (records) => run("readwrite", (store) => records.forEach((record) => store.put(record, record.event.nonce))),
    all: () => run("readonly", (store) => store.getAll()),
    del: (nonces) => run("readwrite", (store) => nonces.forEach((nonce) => store.delete(nonce))),
    close() {
      use = void 0;
      live.forEach((tx) => {
        try {
          tx.abort();
        } catch {
        }
      });
      db?.close();
    },
    open
  };
}

// src/delivery/create-memory-store.ts
function createMemoryStore() {
  const records = /* @__PURE__ */ new Map();
  return {
    put: async (list) => list.forEach((record) => records.set(record.event.nonce, record)),
    all: async () => [...records.values()],
    del: async (nonces) => nonces.forEach((nonce) => records.delete(nonce))
  };
}

// src/delivery/delivery-options.ts
var MAX_QUEUE_BYTES = 5e6;
var MAX_EVENT_AGE_MS = 7 * 24 * 36e5;
var FLUSH_INTERVAL_MS = 1e4;
var FLUSH_DEBOUNCE_MS = 250;
var LOCK_RETRY_MS = 1e3;

// src/delivery/get-browser-env.ts
function getBrowserEnv() {
  return {
    fetch: (url, init) => fetch(url, init),
    sendBeacon: (url, body) => navigator.sendBeacon(url, body),
    now: Date.now,
    random: Math.random,
    locks: navigator.locks || null,
    target: window,
    isHidden: () => document.visibilityState == "hidden",
    channel: () => self.BroadcastChannel ? new BroadcastChannel("visit-tag") : null,
    navigation: self.navigation,
    home: location.origin + "/"
  };
}

// src/delivery/entry.ts
var OMIT = { omitVisitorCode: true };
var lineOf = (entry) => entry.line ?? (entry.line = encodeLine(entry.event, OMIT));
var sizeOf = (entry) => entry.bytes ?? (entry.bytes = utf8Length(lineOf(entry)) + 1);
var byAge = (a, b) => a.storedAt - b.storedAt;
var sameVisitor = (list) => list.filter((entry) => entry.event.visitorCode === list[0].event.visitorCode);

// src/delivery/next-retry-delay.ts
var RETRY_BASE_MS = 1e3;
var RETRY_MAX_MS = 6e4;
function nextRetryDelay(attempt, random, retryAfterMs, baseMs = RETRY_BASE_MS, maxMs = RETRY_MAX_MS) {
  const jittered = random() * Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(retryAfterMs ?? 0, jittered);
}

// src/delivery/parse-retry-after.ts
function parseRetryAfter(value, nowMs) {
  if (!value) return void 0;
  const ms = /^\s*\d+\s*$/.test(value) ? +value * 1e3 : /[a-z]/i.test(value) ? Date.parse(value) - nowMs : NaN;
  return ms === ms ? Math.max(0, ms) : void 0;
}

// src/delivery/create-delivery.ts
function createDelivery(options) {
  const o = {
    maxQueueBytes: MAX_QUEUE_BYTES,
    maxEventAgeMs: MAX_EVENT_AGE_MS,
    flushIntervalMs: FLUSH_INTERVAL_MS,
    retryBaseMs: RETRY_BASE_MS,
    retryMaxMs: RETRY_MAX_MS,
    ...getBrowserEnv()
  };
  for (const key in options) options[key] === void 0 || (o[key] = options[key]);
  const { now, target } = o;
  let store = o.storage || createEventStore();
  let inFlight = 0;
  const queue = /* @__PURE__ */ new Map();
  const pending = [];
  const listeners = /* @__PURE__ */ new Set();
  const stats = createStats();
  let writing;
  let flushing;
  let again = false;
  let isGone = false;
  let unlock = () => {
  };
  let isGoingHome = false;
  const peers = /* @__PURE__ */ new Set();
  const id = o.random();
  let channel;
  let failures = 0;
  let retryAt = 0;
  let timer;
  let interval;
  const emit = (type, entry, extra) => {
    const outcome = { type, nonce: entry.event.nonce, eventType: entry.event.eventType, ...extra };
    if (type == "dropped") stats.dropped[outcome.reason]++;
    else stats[type == "retry" ? "retried" : type.replace("-u", "U")]++;
    listeners.forEach((listener) => {
      try {
        listener(outcome);
      } catch {
      }
    });
  };
  const drop = (list, reason, detail) => {
    list.forEach((entry) => queue.delete(entry.event.nonce) && emit("dropped", entry, { reason, detail }));
    return forget(list);
  };
  const forget = (list) => store.del(list.map((entry) => entry.event.nonce)).catch(() => {
  });
  const fallBack = (error) => {
    if (!stats.storageFallback) {
      stats.storageFallback = String(error);
      store = createMemoryStore();
    }
  };
  const schedule = (ms) => {
    clearTimeout(timer);
    timer = setTimeout(() => (timer = void 0, flush()), Math.max(ms, retryAt - now()));
  };
  const events = siteUrl(o.url, "visit/events", o.siteCode);
  const urlFor = (visitorCode) => events + (visitorCode == null ? "" : "&visitorCode=" + encodeURIComponent(visitorCode));
  const write = () => {
    if (writing || !pending.length) return;
    const batch = pending.splice(0);
    writing = store.put(batch.map(({ event, storedAt }) => ({ event, storedAt }))).then(
      () => {
        batch.forEach((entry) => {
          entry.w = 2;
          queue.has(entry.event.nonce) && emit("stored", entry);
        });
        timer || schedule(o.flushDebounceMs ?? (peers.size || isGoingHome ? FLUSH_DEBOUNCE_MS : 0));
      },
      (error) => {
        isGone || fallBack(error);
        pending.unshift(...batch);
      }
    ).then(() => {
      writing = void 0;
      isGone || write();
    });
  };
  const sync = (records) => {
    const seen = /* @__PURE__ */ new Set();
    records.forEach((record) => {
      seen.add(record.event.nonce);
      queue.has(record.event.nonce) || queue.set(record.event.nonce, { ...record, w: 2, f: 0 });
    });
    queue.forEach((entry, nonce) => entry.w == 2 && !entry.f && !seen.has(nonce) && queue.delete(nonce));
  };
  const post = async (batch, keepalive) => {
    const body = batch.map(lineOf).join("\n");
    inFlight = keepalive ? utf8Length(body) : 0;
    let status = 0;
    let retryAfter;
    batch.forEach((entry) => entry.f = keepalive ? 1 : 2);
    try {
      const response = await o.fetch(urlFor(batch[0].event.visitorCode), { method: "POST", body, keepalive });
      status = response.status;
      retryAfter = parseRetryAfter(response.headers.get("retry-after"), now());
    } catch {
    }
    inFlight = 0;
    batch.forEach((entry) => entry.f = 0);
    if (status > 199 && status < 300) {
      failures = 0;
      batch.forEach((entry) => queue.delete(entry.event.nonce) && emit("sent", entry, { status, transport: "fetch" }));
      forget(batch);
      return true;
    }
    const half = batch.length + 1 >> 1;
    if (status == 413 && half < batch.length) return await post(batch.slice(0, half), keepalive) && post(batch.slice(half), keepalive);
    if (status > 399 && status < 500 && ![408, 413, 425, 429].includes(status)) return drop(batch, "rejected", "status " + status), true;
    const delayMs = nextRetryDelay(++failures, o.random, retryAfter, o.retryBaseMs, o.retryMaxMs);
    retryAt = now() + delayMs;
    schedule(0);
    say("here", retryAt);
    batch.forEach(
      (entry) => queue.has(entry.event.nonce) && emit("retry", entry, { reason: status ? "status " + status : "network", attempt: failures, delayMs })
    );
    return false;
  };
  const round = async () => {
    sync(await store.all());
    const cutoff = now() - o.maxEventAgeMs;
    const old = [];
    const over = [];
    const ready = [];
    let total = 0;
    [...queue.values()].filter((entry) => entry.w == 2).sort(byAge).reverse().forEach((entry) => {
      total += sizeOf(entry);
      if (!entry.f) (entry.storedAt < cutoff ? old : total > o.maxQueueBytes ? over : ready).push(entry);
    });
    drop(old, "max-age");
    drop(over, "max-bytes");
    const group = sameVisitor(ready.reverse());
    const lines = group.map(lineOf);
    let split = splitIntoBodies(lines, KEEPALIVE_MAX_BYTES);
    const keepalive = o.isHidden() || split.bodies.length == 1 && !split.oversized.length;
    if (!keepalive) {
      split = splitIntoBodies(lines, MAX_BODY_BYTES);
      drop(
        split.oversized.map((index) => group[index]),
        "oversized"
      );
    }
    const body = split.bodies[0];
    return !!body && post(
      body.indices.map((index) => group[index]),
      keepalive
    );
  };
  const rounds = async () => {
    do {
      again = false;
      write();
    } while (!isGone && now() >= retryAt && (await round() || again));
  };
  function flush() {
    if (isGone) return Promise.resolve();
    if (flushing) return again = true, flushing;
    again = false;
    const locked = o.locks ? o.locks.request(
      "visit-tag-flush",
      { ifAvailable: true },
      (lock) => lock ? Promise.race([rounds(), new Promise((resolve) => unlock = resolve)]) : schedule(LOCK_RETRY_MS)
    ) : rounds();
    return flushing = locked.catch((error) => isGone || fallBack(error)).then(() => {
      flushing = void 0;
      again && flush();
    });
  }
  const beacon = (free = KEEPALIVE_MAX_BYTES - inFlight) => {
    for (; ; ) {
      const ready = [...queue.values()].filter((entry) => entry.f % 2 == 0 && (entry.w < 2 || !peers.size && !isGoingHome && now() >= retryAt)).sort(byAge);
      const group = sameVisitor(ready);
      const body = splitIntoBodies(group.map(lineOf), free).bodies[0];
      if (!body || !o.sendBeacon(urlFor(group[0].event.visitorCode), body.body)) return;
      free -= body.bytes;
      body.indices.forEach((index) => {
        group[index].f = 3;
        emit("sent-unconfirmed", group[index], { transport: "beacon" });
      });
    }
  };
  const say = (type, at) => channel?.postMessage([type, id, at]);
  const listen = () => {
    peers.clear();
    (channel = o.channel()) && (channel.onmessage = ({ data: [type, from, at] }) => (retryAt = Math.max(retryAt, at || 0), type == "bye" ? (peers.delete(from), flush()) : (peers.add(from), type == "hello" && say("here"))));
    say("hello");
  };
  const handlers = {
    pagehide(event) {
      write();
      beacon();
      say("bye");
      isGone = true;
      unlock();
      if (event.persisted) store.close?.(), channel?.close();
    },
    freeze: () => say("bye"),
    resume: () => say("hello"),
    // Navigation API (not in WebKit): fires before pagehide for navigations the page starts.
    navigate: ({ destination }) => isGoingHome = !destination.sameDocument && destination.url.startsWith(o.home),
    navigatesuccess: () => isGoingHome = false,
    // intercepted or same-document: this page stays
    pageshow(event) {
      if (!event.persisted) return;
      isGone = false;
      listen();
      store.open?.();
      queue.forEach((entry) => entry.f = 0);
      write();
      flush();
    },
    // Chromium fires it after pagehide when leaving: a flush begun then would run its lock and
    // IndexedDB callbacks in the frozen page, and Chromium evicts it ("JavaScriptExecution").
    visibilitychange: () => isGone || flush(),
    online() {
      retryAt = 0;
      flush();
    }
  };
  const on = (method) => {
    for (const type in handlers) target[method](type, handlers[type]), o.navigation?.[method](type, handlers[type]);
  };
  return {
    enqueue(event) {
      const entry = { event, storedAt: now(), w: 0, f: 0 };
      queue.set(event.nonce, entry);
      if (pending.push(entry) == 1) queueMicrotask(write);
    },
    flush,
    onOutcome(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStats: () => ({ ...stats, dropped: { ...stats.dropped }, queued: queue.size }),
    async getQueued() {
      sync(await store.all());
      return [...queue.values()].sort(byAge).map((entry) => entry.event);
    },
    async purge() {
      await writing;
      pending.length = 0;
      sync(await store.all());
      await drop([...queue.values()], "consent");
    },
    start() {
      on("addEventListener");
      listen();
      clearInterval(interval);
      interval = setInterval(flush, o.flushIntervalMs);
      flush();
    },
    stop() {
      on("removeEventListener");
      say("bye");
      channel?.close();
      clearInterval(interval);
      clearTimeout(timer);
      timer = void 0;
    }
  };
}

// src/tracker/create-cookie-jar.ts
var ONE_YEAR_S = 31536e3;
function createCookieJar(doc, name) {
  const write = (value, maxAge = ONE_YEAR_S) => {
    doc.cookie = `${name}=${value};path=/;max-age=${maxAge};samesite=lax${doc.location.protocol == "https:" ? ";secure" : ""}`;
  };
  return {
    read() {
      for (const pair of doc.cookie.split("; ")) if (pair.startsWith(name + "=")) return pair.slice(name.length + 1);
      return void 0;
    },
    write,
    remove: () => write("", 0)
  };
}

// src/tracker/visit-state.ts
function parseVisitState(value) {
  const match2 = value && /^(.+)\.(\d+)\.([0-9a-z]+)$/.exec(value);
  if (!match2) return void 0;
  try {
    return { visitorCode: decodeURIComponent(match2[1]), visitNumber: +match2[2], lastActivity: parseInt(match2[3], 36) };
  } catch {
    return void 0;
  }
}
function formatVisitState(state) {
  return `${encodeURIComponent(state.visitorCode)}.${state.visitNumber}.${state.lastActivity.toString(36)}`;
}

// src/tracker/user-agent-rules.ts
var BROWSER_RULES = [
  [/\b(crmo|crios)\//, "Chrome"],
  [/edg(e|ios|a)?\//, "Edge"],
  [/\bopr\/|opera(.+version\/|[/ ]+)/, "Opera"],
  [/duckduckgo\/|\bddg\//, "DuckDuckGo"],
  [/\buc ?browser[/ ]?/, "UCBrowser"],
  [/micromessenger\//, "WeChat"],
  [/ya(search)?browser\//, "Yandex"],
  [/\bopt\//, "Opera Touch"],
  [/miuibrowser\//, "MIUI Browser"],
  [/fxios\//, "Firefox"],
  [/huaweibrowser\//, "Huawei Browser"],
  [/samsungbrowser\//, "Samsung Internet"],
  // In-app browsers: the app's own token, before the WebView's Chrome/Safari tokens.
  [/fbav\//, "Facebook"],
  [/safari line\/|\bline\/(?=[\w.]+\/iab)/, "Line"],
  [/chromium[/ ]/, "Chromium"],
  [/instagram[/ ]/, "Instagram"],
  [/snapchat[/ ]/, "Snapchat"],
  [/\bgsa\/(?=[\w.]+ .*safari\/)/, "GSA"],
  [/musical_ly(.+app_?version\/|_)/, "TikTok"],
  [/headlesschrome[/ ]/, "Chrome Headless"],
  // Android WebView says "; wv)"; the pre-Chrome stock browser says "Version/4.0" without it.
  [/ wv\).+chrome\//, "Chrome WebView"],
  [/droid.+ version\/(?=[\w.]+\b.+safari)/, "Android Browser"],
  [/chrome\//, "Chrome"],
  [/version\/(?=[\w.,]+ .*mobile(\/\w+ | ?)safari)/, "Mobile Safari"],
  [/version\/(?=[\w.,]+ .*safari)/, "Safari"],
  // An iOS app's WebView without a Safari token (e.g. a bare WKWebView): ua-parser says WebKit.
  [/webkit\//, "WebKit"],
  [/firefox\//, "Firefox"]
];
var OS_RULES = [
  [/windows|win(9|nt)/, "Windows"],
  [/ip(hone|ad|od)/, "iOS"],
  [/macintosh|mac os/, "Mac OS"],
  [/harmonyos/, "HarmonyOS"],
  [/android/, "Android"],
  [/tizen/, "Tizen"],
  [/\bcros\b/, "Chromium OS"],
  [/ubuntu/, "Ubuntu"],
  [/linux/, "Linux"]
];

// src/tracker/parse-user-agent.ts
var DEVICE_RULES = [
  [/tv\b|crkey|bravia|hbbtv|roku|aft[a-z]\w* bui|playstation|xbox|nintendo|; quest|watch|tesla/, "DESKTOP"],
  [/ipad|\btab(let)?[;/]|kindle|silk\/|sm-[ptx]\d|gt-[pn]\d|nexus (7|9|10)|playbook/, "TABLET"],
  [/mobi|phone|ipod/, "PHONE"]
];
var match = (ua, rules) => {
  for (const [pattern, name] of rules) {
    const found = pattern.exec(ua);
    if (found) return [name, parseFloat(ua.slice(found.index + found[0].length))];
  }
  return ["", NaN];
};
function parseUserAgent(ua) {
  const lower = ua.toLowerCase();
  const [browser, version] = match(lower, BROWSER_RULES);
  const os = match(lower, OS_RULES)[0];
  const deviceType = match(lower, DEVICE_RULES)[0] || (os == "Android" ? "TABLET" : "DESKTOP");
  const result = { browser, os, deviceType };
  if (version >= 0) result.browserVersion = version;
  return result;
}

// src/tracker/find-index.ts
function findIndex(name, indices) {
  const words = ` ${name} `.toLowerCase();
  for (const key in indices) if (words.includes(` ${key.toLowerCase()} `)) return indices[key];
  return indices.Other;
}

// src/tracker/default-indices.ts
var DEFAULT_BROWSER_INDICES = {
  Edge: 6,
  Opera: 4,
  "Samsung Internet": 7,
  Chrome: 0,
  Chromium: 0,
  IE: 1,
  Firefox: 2,
  Safari: 3,
  Other: 5
};
var DEFAULT_OS_INDICES = {
  "Windows Phone": 5,
  Windows: 0,
  Mac: 1,
  iOS: 2,
  Android: 4,
  "Chromium OS": 6,
  "Chrome OS": 6,
  Linux: 3
};

// src/tracker/collect-static-data.ts
function collectStaticData(win, options) {
  const nav = win.navigator;
  let { browser, browserVersion, os, deviceType } = parseUserAgent(nav.userAgent);
  const hints = nav.userAgentData;
  const brands = hints?.brands?.filter((b) => !/not.a.brand/i.test(b.brand)) ?? [];
  const brand = brands.find((b) => b.brand != "Chromium") ?? brands[0];
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

// src/tracker/match-url-rules.ts
var MAX_INDICES = 256;
function matchUrlRules(url, rules = []) {
  const indices = /* @__PURE__ */ new Set();
  for (const { index, match: match2, exact } of rules) {
    if (typeof match2 == "string" ? exact ? url == match2 : url.includes(match2) : (match2.lastIndex = 0, match2.test(url))) {
      indices.add(index);
    }
  }
  return indices.size ? [...indices].slice(0, MAX_INDICES) : void 0;
}

// src/tracker/collect-page-view.ts
var MAX_URL = 2048;
var MAX_TITLE = 256;
function collectPageView(doc, referrer, options) {
  const href = doc.URL;
  const canonical = doc.querySelector("link[rel=canonical]")?.href;
  return {
    href: truncateCharacters(href, MAX_URL),
    canonicalHref: truncateCharacters(canonical ?? "", MAX_URL) || void 0,
    title: truncateCharacters(doc.title, MAX_TITLE) || void 0,
    referrerHref: truncateCharacters(referrer, MAX_URL) || void 0,
    keyPageIndices: matchUrlRules(href, options.keyPages),
    referrerIndices: referrer ? matchUrlRules(referrer, options.referrers) : void 0
  };
}

// src/tracker/when-view-settles.ts
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
  const touch = () => {
    if (!isSettling) {
      isSettling = true;
      maxTimer = setTimeout(settle, SETTLE_MAX_MS);
      observer.observe(win.document.head, { subtree: true, childList: true, characterData: true });
    }
    clearTimeout(quietTimer);
    quietTimer = setTimeout(settle, SETTLE_QUIET_MS);
  };
  const observer = new win.MutationObserver(touch);
  win.addEventListener("pagehide", settle);
  win.addEventListener("visibilitychange", () => {
    if (win.document.hidden) settle();
  });
  return touch;
}

// src/tracker/watch-navigation.ts
function watchNavigation(win, hashRouting, onView) {
  const keyOf = () => hashRouting ? win.location.href : win.location.href.replace(/#.*/, "");
  let key = keyOf();
  const check = whenViewSettles(win, () => {
    if (keyOf() != key) {
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
  win.addEventListener("pageshow", (event) => {
    if (event.persisted) {
      key = keyOf();
      onView();
    }
  });
}

// src/tracker/build-custom-data.ts
function buildCustomData(nameOrIndex, values, options = {}, names = {}) {
  const key = String(nameOrIndex);
  const index = hasOwn(names, key) ? names[key] : /^\d+$/.test(key) ? +key : void 0;
  if (index === void 0)
    return [{ field: "index", code: "enum", message: true ? `index: "${key}" not in options.customData` : "index: enum" }];
  const valuesCountMap = /* @__PURE__ */ Object.create(null);
  for (const value of [].concat(values))
    valuesCountMap[value] = (valuesCountMap[value] ?? 0) + 1;
  return { eventType: "CUSTOMDATA", index, valuesCountMap, overwrite: options.overwrite, mappingIdentifier: options.mappingIdentifier };
}

// src/tracker/create-remote-data.ts
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
    ).then((response) => response.ok ? response.json() : response.status == 404 ? null : Promise.reject(response.status)).then(
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

// src/tracker/create-tracker.ts
var MAX_HELD_EVENTS = 100;
var VISIT_TIMEOUT_MS = 30 * 6e4;
var ACTIVITY_WRITE_MS = 1e4;
var problem = (field, code, reason) => [
  { field, code, message: `${field}: ${true ? reason : code}` }
];
function createTracker(options = {}) {
  let isStarted = false;
  let delivery;
  let consent;
  let visitorCode;
  let visit;
  let jar;
  let win;
  let lastHref;
  let held = [];
  const listeners = /* @__PURE__ */ new Set();
  const emit = (outcome) => {
    if (options.debug) console.info("[visit-tag]", outcome.type, outcome);
    listeners.forEach((listener) => {
      try {
        listener(outcome);
      } catch {
      }
    });
  };
  const drop = (event, reason) => emit({ type: "dropped", nonce: event.nonce, eventType: event.eventType, reason });
  const getRemoteData = createRemoteData(options);
  const track = (input) => {
    const event = { visitorCode, ...input, nonce: input.nonce ?? createNonce() };
    event.href ?? (event.href = event.herf);
    delete event.herf;
    for (const key in event) if (event[key] === void 0) delete event[key];
    const problems = validateEvent(event, { visitorCodeInQuery: !isStarted });
    if (problems.length) return problems;
    if (isStarted && event.eventType != "STATICDATA") touchVisit();
    if (options.debug) console.info("[visit-tag] track", event);
    dispatch(event);
    return event.nonce;
  };
  const dispatch = (event) => {
    if (consent == "denied") drop(event, "consent");
    else if (delivery && consent == "granted") delivery.enqueue(event);
    else if (held.push(event) > MAX_HELD_EVENTS) drop(held.shift(), "max-bytes");
  };
  const trackCollected = (event, given = {}) => {
    const result = track(event);
    if (typeof result == "string" || result.some(({ field }) => field in given)) return result;
    for (const { field } of result) delete event[field];
    return track(event);
  };
  const sendStaticData = (timeSincePreviousVisit) => trackCollected({
    eventType: "STATICDATA",
    ...collectStaticData(win, options),
    visitNumber: visit.visitNumber,
    timeSincePreviousVisit
  });
  const touchVisit = () => {
    const now = Date.now();
    const stored = parseVisitState(jar.read());
    const last = stored && (!visit || stored.lastActivity > visit.lastActivity) ? stored : visit;
    const isNew = !last || now - last.lastActivity > (options.visitTimeoutMs ?? VISIT_TIMEOUT_MS);
    visit = { visitorCode, visitNumber: (last?.visitNumber ?? 0) + +isNew, lastActivity: now };
    if (isNew || !stored || now - stored.lastActivity > ACTIVITY_WRITE_MS) saveVisit();
    if (isNew) sendStaticData(last && now - last.lastActivity);
  };
  const saveVisit = () => {
    if (consent == "granted" && visit) jar.write(formatVisitState({ ...visit, visitorCode }));
  };
  const trackPageView = (overrides) => {
    const doc = (win ?? options.window ?? window).document;
    const event = { eventType: "PAGE", ...collectPageView(doc, lastHref ?? doc.referrer, options), ...overrides };
    lastHref = doc.URL;
    return trackCollected(event, overrides);
  };
  const applyConsent = () => {
    if (consent == "pending") return delivery?.stop();
    if (!delivery) {
      delivery = options.delivery ?? createDelivery(options);
      delivery.onOutcome(emit);
    }
    if (consent == "granted") {
      delivery.start();
      saveVisit();
      const release = held;
      held = [];
      release.forEach((event) => delivery.enqueue({ ...event, visitorCode: event.visitorCode ?? visitorCode }));
    } else {
      delivery.stop();
      held.forEach((event) => drop(event, "consent"));
      held = [];
      jar.remove();
      delivery.purge().catch(() => {
      });
    }
  };
  const tracker = {
    start() {
      if (isStarted) return void 0;
      if (!options.siteCode || !options.url) return problem(options.siteCode ? "url" : "siteCode", "required", "required");
      if (false) console.info("visit-tag: debug logging is in visit-tag.debug.js");
      win = options.window ?? window;
      const nav = win.navigator;
      consent ?? (consent = options.respectGpc !== false && nav.globalPrivacyControl === true ? "denied" : options.requireConsent ? "pending" : "granted");
      jar = createCookieJar(win.document, options.cookieName || "visitTag");
      visitorCode ?? (visitorCode = parseVisitState(jar.read())?.visitorCode ?? createNonce());
      isStarted = true;
      const early = held;
      held = [];
      touchVisit();
      if (options.autoPageViews !== false) {
        trackPageView();
        watchNavigation(win, options.hashRouting, () => trackPageView());
      }
      held.push(...early);
      applyConsent();
      return void 0;
    },
    track,
    trackPageView,
    trackConversion: (goalId, more) => track({ ...more, eventType: "CONVERSION", goalId }),
    trackExperiment: (id, variationId) => track({ eventType: "EXPERIMENT", id, variationId }),
    trackPersonalization: (id, variationId, unexpositionCause) => track({ eventType: "PERSONALIZATION", id, variationId, unexpositionCause }),
    trackTargetingSegment: (id) => track({ eventType: "TARGETINGSEGMENT", id }),
    trackWeather: (weather) => track({ ...weather, eventType: "WEATHER" }),
    trackProduct: (ean) => track({ eventType: "PRODUCT", ean }),
    trackGeolocation: (geolocation) => track({ ...geolocation, eventType: "GEOLOCATION" }),
    setCustomData(nameOrIndex, values, more) {
      const event = buildCustomData(nameOrIndex, values, more, options.customData);
      return Array.isArray(event) ? event : track(event);
    },
    setVisitorCode(code) {
      const problems = validateEvent({ visitorCode: code }).filter((p) => p.field == "visitorCode");
      if (problems.length) return problems;
      if (code != visitorCode) {
        visitorCode = code;
        if (isStarted) saveVisit(), sendStaticData();
      }
      return void 0;
    },
    getVisitorCode: () => visitorCode ?? "",
    setConsent(value) {
      if (!["granted", "pending", "denied"].includes(value)) return problem("consent", "enum", "expected granted, pending or denied");
      if (value != consent) {
        consent = value;
        if (isStarted) applyConsent();
      }
      return void 0;
    },
    getConsent: () => consent ?? (options.requireConsent ? "pending" : "granted"),
    retrieveDataFromRemoteSource(key, callback) {
      getRemoteData(key).then((data) => {
        try {
          callback(data);
        } catch (error) {
          if (options.debug) console.error("[visit-tag] remote data callback failed", error);
        }
      });
    },
    getRemoteData,
    onOutcome(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStats: () => ({ ...delivery?.getStats() ?? createStats(), held: held.length }),
    // The promise methods resolve whatever happens: a rejection would reach the page as an error.
    flush: () => Promise.resolve(delivery?.flush()).catch(() => {
    }),
    getQueued: () => Promise.resolve(delivery?.getQueued()).then(
      (stored = []) => [...stored, ...held],
      () => held.slice()
    )
  };
  for (const name in tracker) {
    const method = tracker[name];
    tracker[name] = (...args) => {
      try {
        const result = method(...args);
        if (options.debug && Array.isArray(result) && result[0]?.code) {
          console.warn(`[visit-tag] ${name} refused`, args, result);
        }
        return result;
      } catch (error) {
        if (options.debug) console.error(`[visit-tag] ${name} failed`, error);
        return [{ field: "", code: "type", message: `${name}: ${error}` }];
      }
    };
  }
  return tracker;
}
export {
  COMMON_FIELDS,
  DEFAULT_BROWSER_INDICES,
  DEFAULT_OS_INDICES,
  EVENT_TABLE,
  EVENT_TYPES,
  KEEPALIVE_MAX_BYTES,
  MAX_BODY_BYTES,
  countCharacters,
  createNonce,
  createTracker,
  encodeJson,
  encodeJsonEvent,
  encodeLine,
  encodeLines,
  getEventFields,
  matchUrlRules,
  parseUserAgent,
  splitIntoBodies,
  truncateCharacters,
  utf8Length,
  validateEvent
};
