function createFrameTcfApi(win, cmpFrame) {
  const callbacks = /* @__PURE__ */ new Map();
  let count = 0;
  const receive = (event) => {
    const data = readMessage(event.data);
    const answer = data?.__tcfapiReturn;
    const callback = answer && callbacks.get(answer.callId);
    if (callback) callback(answer.returnValue, answer.success);
  };
  const call = (command, version, callback, parameter) => {
    count += 1;
    const callId = `visit-tag-${count}-${Math.random().toString(36).slice(2)}`;
    callbacks.set(callId, callback);
    cmpFrame.postMessage({ __tcfapiCall: { command, parameter, version, callId } }, "*");
  };
  win.addEventListener("message", receive);
  return { call, close: () => win.removeEventListener("message", receive) };
}
function readMessage(data) {
  if (typeof data !== "string") return typeof data === "object" && data !== null ? data : void 0;
  try {
    return JSON.parse(data);
  } catch {
    return void 0;
  }
}

function findTcfApi(win) {
  const api = win.__tcfapi;
  if (typeof api === "function") return { call: api, close: () => {
  } };
  const frame = findLocatorFrame(win);
  return frame ? createFrameTcfApi(win, frame) : void 0;
}
function findLocatorFrame(win) {
  for (let frame = win; ; frame = frame.parent) {
    try {
      if (frame.frames["__tcfapiLocator"]) return frame;
    } catch {
    }
    if (frame === win.top) return void 0;
  }
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

function mapTcData(data, requirement) {
  if (data.gdprApplies === false) return "granted";
  if (data.eventStatus === "cmpuishown") return "pending";
  if (data.eventStatus !== "tcloaded" && data.eventStatus !== "useractioncomplete") return void 0;
  const purposes = data.purpose?.consents ?? {};
  const vendors = data.vendor?.consents ?? {};
  const hasPurposes = requirement.purposes.every((id) => purposes[id] === true);
  const hasVendor = requirement.vendorId === void 0 || vendors[requirement.vendorId] === true;
  return hasPurposes && hasVendor ? "granted" : "denied";
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

var DEFAULT_PURPOSES = [1, 8];
function startTcfBridge(target, options = {}) {
  const win = options.window ?? window;
  const link = joinBridges(target, "tcf", options);
  const requirement = { purposes: options.purposes ?? DEFAULT_PURPOSES, vendorId: options.vendorId };
  let connection;
  let listenerId;
  let isStopped = false;
  const onData = quietly("consent-tcf", (data, success) => {
    if (isStopped || !success || typeof data !== "object" || data === null) return;
    const tcData = data;
    if (typeof tcData.listenerId === "number") listenerId = tcData.listenerId;
    const state = mapTcData(tcData, requirement);
    if (state) link.report(state);
  });
  const listen = (found) => {
    connection = found;
    found.call("addEventListener", 2, onData);
  };
  const missing = () => {
    if (true) console.warn("[visit-tag consent-tcf] no CMP found (no __tcfapi, no __tcfapiLocator frame above): consent stays pending");
  };
  const cancel = whenAvailable(win, () => findTcfApi(win), quietly("consent-tcf", listen), missing);
  return quietly("consent-tcf", () => {
    if (isStopped) return;
    isStopped = true;
    cancel();
    link.leave();
    if (connection && listenerId !== void 0) connection.call("removeEventListener", 2, () => {
    }, listenerId);
    connection?.close();
  });
}
export {
  BRIDGE_EVENT,
  mapTcData,
  startTcfBridge,
  strictestConsent
};
