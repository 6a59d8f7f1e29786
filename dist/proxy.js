import {
  MAX_BODY_BYTES
} from "./chunks/chunk-2SVAAAJN.js";
import "./chunks/chunk-SD3YDSW3.js";
import {
  isHashedFile,
  isScriptFile
} from "./chunks/chunk-OXMYOEB4.js";

var FORWARDED = ["content-type", "user-agent", "accept", "accept-language", "if-none-match", "if-modified-since"];
function buildUpstreamHeaders(incoming, extra) {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (extra.address) headers.set("x-forwarded-for", extra.address);
  if (extra.token) headers.set("authorization", `Bearer ${extra.token}`);
  return headers;
}

var PASSED = ["content-type", "retry-after", "cache-control", "etag", "last-modified", "expires", "www-authenticate", "content-language"];
function buildAnswerHeaders(upstream) {
  const headers = new Headers();
  for (const name of PASSED) {
    const value = upstream.get(name);
    if (value !== null) headers.set(name, value);
  }
  return headers;
}

function proxyError(status, error, reason, headers = {}) {
  return new Response(JSON.stringify({ error, reason }), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers }
  });
}

var NULL_BODY = /* @__PURE__ */ new Set([101, 103, 204, 205, 304]);
async function forwardUpstream(request, options) {
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const upstream = await options.fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: "manual",
      signal: controller.signal
    });
    const body = NULL_BODY.has(upstream.status) ? null : await upstream.arrayBuffer();
    return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers: buildAnswerHeaders(upstream.headers) });
  } catch {
    if (isTimedOut) return proxyError(504, "upstream-timeout", `the service did not answer within ${options.timeoutMs} ms`);
    return proxyError(502, "upstream-unreachable", "the service could not be reached");
  } finally {
    clearTimeout(timer);
  }
}

var ENDPOINTS = { "/visit/events": "events", "/map/map": "map" };
function matchRoute(pathname, basePath) {
  const base = basePath === void 0 ? void 0 : basePath.replace(/\/+$/, "");
  let rest = pathname;
  if (base !== void 0) {
    if (!pathname.startsWith(`${base}/`)) return { kind: "none" };
    rest = pathname.slice(base.length);
  }
  for (const [suffix, kind] of Object.entries(ENDPOINTS)) {
    if (base === void 0 ? rest.endsWith(suffix) : rest === suffix) return { kind };
  }
  const slash = rest.lastIndexOf("/");
  const name = rest.slice(slash + 1);
  if ((base === void 0 || slash === 0) && isScriptFile(name)) return { kind: "file", name };
  return { kind: "none" };
}

async function readBoundedBody(request, maxBytes) {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) return "too-large";
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks = [];
  let length = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => {
      });
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function platformAddress(request, platform) {
  if (typeof platform !== "object" || platform === null) return void 0;
  const value = platform;
  const found = value.remoteAddr?.hostname ?? (typeof value.requestIP === "function" ? value.requestIP(request)?.address : void 0) ?? value.incoming?.socket?.remoteAddress;
  return typeof found === "string" && found !== "" ? found : void 0;
}
function readClientAddress(request, platform, options) {
  const given = options.getClientAddress?.(request);
  if (given) return given.trim();
  const fronts = options.trustedFronts ?? 0;
  if (fronts > 0) {
    const chain = (request.headers.get("x-forwarded-for") ?? "").split(",").map((entry2) => entry2.trim()).filter(Boolean);
    const entry = chain[Math.max(0, chain.length - fronts)];
    if (entry) return entry;
  }
  return platformAddress(request, platform);
}

var IMMUTABLE = "public, max-age=31536000, immutable";
var REVALIDATE = "no-cache";
async function etagOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes), 0, 16);
  const base64 = btoa(String.fromCharCode(...digest));
  return `"${base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}"`;
}
function matchesEtag(header, etag) {
  if (header === null) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}
async function serveFile(request, name, readFile) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return proxyError(405, "method-not-allowed", `${name} is served to GET and HEAD only`, { Allow: "GET, HEAD" });
  }
  const read = await readFile(name);
  if (!read) return proxyError(404, "not-found", `${name} is not one of the tag's files`);
  const bytes = new Uint8Array(read);
  const etag = await etagOf(bytes);
  const headers = {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": isHashedFile(name) ? IMMUTABLE : REVALIDATE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff"
  };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  const body = request.method === "HEAD" ? null : bytes;
  return new Response(body, { status: 200, headers: { ...headers, "Content-Length": String(bytes.byteLength) } });
}

function truncateAddress(address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return truncateAddress(mapped[1]);
  const octets = address.split(".");
  if (octets.length === 4) {
    if (!octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)) return void 0;
    return [...octets.slice(0, 3).map(Number), 0].join(".");
  }
  const groups = expandIpv6(address);
  if (!groups) return void 0;
  return `${groups.slice(0, 3).map((group) => group.toString(16)).join(":")}::`;
}
function expandIpv6(address) {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (!/^[0-9a-f:]+$/i.test(bare)) return void 0;
  const halves = bare.split("::");
  if (halves.length > 2) return void 0;
  const parse = (part) => part === "" ? [] : part.split(":");
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return void 0;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return void 0;
  return groups.map((group) => parseInt(group, 16));
}

var DEFAULT_PROXY_TIMEOUT_MS = 3e4;
var NOT_FOUND = "the proxy forwards only POST …/visit/events and GET …/map/map (and serves the tag’s files when given readFile)";
function createProxy(options) {
  const dataUrl = options.dataUrl.replace(/\/+$/, "");
  new URL(dataUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS;
  const fetchUpstream = options.fetch ?? ((input, init) => fetch(input, init));
  const forwardAddress = options.forwardAddress ?? "full";
  const upstreamHeaders = async (request, platform) => {
    const found = forwardAddress === "none" ? void 0 : readClientAddress(request, platform, options);
    const address = found === void 0 || forwardAddress === "full" ? found : truncateAddress(found);
    const token = typeof options.token === "function" ? await options.token() : options.token;
    return buildUpstreamHeaders(request.headers, { address, token });
  };
  return async (request, platform) => {
    const url = new URL(request.url);
    const route = matchRoute(url.pathname, options.basePath);
    if (route.kind === "file" && options.readFile) return serveFile(request, route.name, options.readFile);
    if (route.kind === "none" || route.kind === "file") return proxyError(404, "not-found", NOT_FOUND);
    const method = route.kind === "events" ? "POST" : "GET";
    const path = route.kind === "events" ? "/visit/events" : "/map/map";
    if (request.method !== method) {
      return proxyError(405, "method-not-allowed", `${path} takes ${method} only`, { Allow: method });
    }
    const target = `${dataUrl}${path}${url.search}`;
    if (method === "GET")
      return forwardUpstream(
        { url: target, method, headers: await upstreamHeaders(request, platform) },
        { timeoutMs, fetch: fetchUpstream }
      );
    const body = await readBoundedBody(request, MAX_BODY_BYTES).catch(() => void 0);
    if (body === void 0) return proxyError(400, "bad-body", "the request body could not be read to its end");
    if (body === "too-large") {
      return proxyError(413, "too-large", `the body is over ${MAX_BODY_BYTES} bytes (the contract's 3 MB); split it into several requests`);
    }
    return forwardUpstream(
      { url: target, method, headers: await upstreamHeaders(request, platform), body },
      { timeoutMs, fetch: fetchUpstream }
    );
  };
}

function bodyStream(incoming) {
  let isCancelled = false;
  return new ReadableStream(
    {
      start(controller) {
        incoming.on("data", (chunk) => {
          if (isCancelled) return;
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        });
        incoming.on("end", () => isCancelled || controller.close());
        incoming.on("error", (error) => isCancelled || controller.error(error));
        incoming.pause();
      },
      pull: () => void incoming.resume(),
      cancel: () => {
        isCancelled = true;
        incoming.resume();
      }
    },
    { highWaterMark: 65536, size: (chunk) => chunk.byteLength }
  );
}
function toWebRequest(incoming, withBody = true) {
  const host = typeof incoming.headers.host === "string" ? incoming.headers.host : "localhost";
  const scheme = incoming.socket.encrypted ? "https" : "http";
  let url;
  try {
    url = new URL(incoming.originalUrl ?? incoming.url ?? "/", `${scheme}://${host}`);
  } catch {
    url = new URL(incoming.originalUrl ?? incoming.url ?? "/", `${scheme}://localhost`);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === void 0 || name.startsWith(":")) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = (incoming.method ?? "GET").toUpperCase();
  const hasBody = withBody && method !== "GET" && method !== "HEAD";
  const init = { method, headers };
  if (hasBody) {
    init.body = bodyStream(incoming);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function writeResponse(response, incoming, outgoing) {
  outgoing.statusCode = response.status;
  if (response.statusText) outgoing.statusMessage = response.statusText;
  for (const [name, value] of response.headers) outgoing.setHeader(name, value);
  if (!incoming.complete) outgoing.setHeader("connection", "close");
  if (response.body) {
    const reader = response.body.getReader();
    let isClosed = false;
    outgoing.once("close", () => isClosed = true);
    for (; ; ) {
      const { done, value } = await reader.read();
      if (done) break;
      if (isClosed) return void await reader.cancel();
      if (!outgoing.write(value)) await new Promise((resolve) => outgoing.once("drain", resolve));
    }
  }
  outgoing.end();
}
function requestOf(incoming, next) {
  const { kind } = matchRoute(new URL(incoming.originalUrl ?? incoming.url ?? "/", "http://localhost").pathname, void 0);
  const isForwarded = kind === "events" || kind === "map";
  return { request: toWebRequest(incoming, next === void 0 || isForwarded), isForwarded };
}
function toNodeHandler(handler) {
  return (incoming, outgoing, next) => {
    const platform = { remoteAddr: { hostname: incoming.socket.remoteAddress } };
    void (async () => {
      try {
        const { request, isForwarded } = requestOf(incoming, next);
        const response = await handler(request, platform);
        if (next && !isForwarded && response.status === 404) {
          await response.body?.cancel();
          return next();
        }
        await writeResponse(response, incoming, outgoing);
      } catch (error) {
        if (outgoing.headersSent) return void outgoing.destroy(error instanceof Error ? error : void 0);
        outgoing.statusCode = 500;
        outgoing.setHeader("content-type", "application/json; charset=utf-8");
        outgoing.write(new TextEncoder().encode(JSON.stringify({ error: "proxy-error", reason: "the proxy failed to answer" })));
        outgoing.end();
      }
    })();
  };
}
export {
  DEFAULT_PROXY_TIMEOUT_MS,
  createProxy,
  isHashedFile,
  isScriptFile,
  toNodeHandler,
  toWebRequest,
  truncateAddress
};
