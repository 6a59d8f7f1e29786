function matchRegion(regions, visitorRegion) {
  if (!Array.isArray(regions) || regions.length === 0) return 0;
  if (!visitorRegion) return -1;
  const visitor = visitorRegion.trim().toUpperCase();
  const country = visitor.split("-")[0];
  const listed = regions.map((region) => String(region).trim().toUpperCase());
  if (visitor.includes("-") && listed.includes(visitor)) return 2;
  return listed.includes(country) ? 1 : -1;
}

function applyGcmCommand(state, entry, visitorRegion) {
  if (typeof entry !== "object" || entry === null) return state;
  const [command, kind, params] = Array.prototype.slice.call(entry, 0, 3);
  if (command !== "consent" || typeof params !== "object" || params === null) return state;
  const { analytics_storage: value, region } = params;
  if (value !== "granted" && value !== "denied") return state;
  if (kind === "update") return { ...state, update: value };
  const specificity = matchRegion(region, visitorRegion);
  if (kind !== "default" || specificity < 0) return state;
  const defaults = state.defaults.slice();
  defaults[specificity] = value;
  return { ...state, defaults };
}
function gcmConsent(state, unset) {
  return state.update ?? state.defaults[2] ?? state.defaults[1] ?? state.defaults[0] ?? unset;
}

var CONSENT_STATES = ["granted", "pending", "denied"];
function isConsentState(value) {
  return CONSENT_STATES.includes(value);
}

function strictestConsent(states) {
  let strictest = 0;
  for (const state of states) strictest = Math.max(strictest, CONSENT_STATES.indexOf(state));
  return CONSENT_STATES[strictest];
}

var BRIDGE_EVENT = "visit-tag:consent";
function joinBridges(target, name, options, initial = "pending") {
  const win = options.window ?? window;
  const me = {};
  const others = /* @__PURE__ */ new Map();
  const hasGpc = options.respectGpc !== false && win.navigator.globalPrivacyControl === true;
  let own = hasGpc ? "denied" : initial;
  let sent;
  const send = () => {
    const combined = strictestConsent([own, ...others.values()]);
    if (combined === sent) return;
    sent = combined;
    if (true) console.info(`[visit-tag consent-${name}] setConsent('${combined}')`, { own, others: [...others.values()] });
    target.setConsent(combined);
  };
  const announce = (detail) => {
    win.dispatchEvent(new CustomEvent(BRIDGE_EVENT, { detail: { bridge: me, name, ...detail } }));
  };
  const hear = (event) => {
    const detail = event.detail;
    if (!detail || typeof detail.bridge !== "object" || detail.bridge === me) return;
    if (isConsentState(detail.state)) others.set(detail.bridge, detail.state);
    else others.delete(detail.bridge);
    if (detail.ask) announce({ state: own });
    send();
  };
  win.addEventListener(BRIDGE_EVENT, hear);
  announce({ state: own, ask: true });
  send();
  return {
    report(state) {
      const next = hasGpc ? "denied" : state;
      if (next === own) return;
      own = next;
      announce({ state: own });
      send();
    },
    leave() {
      win.removeEventListener(BRIDGE_EVENT, hear);
      announce({});
    }
  };
}

function quietly(what, fn) {
  return (...args) => {
    try {
      fn(...args);
    } catch (error) {
      if (true) console.error(`[visit-tag ${what}] failed`, error);
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

function whenAvailable(win, find, use, missing) {
  const found = find();
  if (found !== void 0) {
    use(found);
    return () => {
    };
  }
  if (win.document.readyState === "complete") {
    missing();
    return () => {
    };
  }
  const retry = () => {
    const later = find();
    if (later === void 0) missing();
    else use(later);
  };
  win.addEventListener("load", retry, { once: true });
  return () => win.removeEventListener("load", retry);
}

function startGcmBridge(target, options = {}) {
  const win = options.window ?? window;
  const unset = options.unset ?? "pending";
  const link = joinBridges(target, "gcm", options, unset);
  let state = { defaults: [] };
  let unwatch = () => {
  };
  const observe = quietly("consent-gcm", (entry) => {
    state = applyGcmCommand(state, entry, options.region);
    link.report(gcmConsent(state, unset));
  });
  const watch = (layer) => {
    unwatch = watchDataLayer(layer, observe);
  };
  const find = () => {
    const layer = win.dataLayer;
    return Array.isArray(layer) ? layer : void 0;
  };
  const missing = () => {
    if (true) console.warn(`[visit-tag consent-gcm] no window.dataLayer: consent stays ${unset}`);
  };
  const cancel = whenAvailable(win, find, quietly("consent-gcm", watch), missing);
  return quietly("consent-gcm", () => {
    cancel();
    unwatch();
    link.leave();
  });
}
export {
  BRIDGE_EVENT,
  applyGcmCommand,
  gcmConsent,
  matchRegion,
  startGcmBridge,
  strictestConsent
};
