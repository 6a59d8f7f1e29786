import {
  MAX_BODY_BYTES,
  MAX_INDICES
} from "./chunk-2SVAAAJN.js";

function utf8Length(text) {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0);
    bytes += code < 128 ? 1 : code < 2048 ? 2 : code < 65536 ? 3 : 4;
  }
  return bytes;
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
  const deviceType = match(lower, DEVICE_RULES)[0] || (os === "Android" ? "TABLET" : "DESKTOP");
  const result = { browser, os, deviceType };
  if (version >= 0) result.browserVersion = version;
  return result;
}

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

function matchUrlRules(url, rules = []) {
  const indices = /* @__PURE__ */ new Set();
  for (const { index, match: match2, exact } of rules) {
    if (typeof match2 == "string" ? exact ? url === match2 : url.includes(match2) : (match2.lastIndex = 0, match2.test(url))) {
      indices.add(index);
    }
  }
  return indices.size ? [...indices].slice(0, MAX_INDICES) : void 0;
}

export {
  utf8Length,
  splitIntoBodies,
  parseUserAgent,
  DEFAULT_BROWSER_INDICES,
  DEFAULT_OS_INDICES,
  matchUrlRules
};
