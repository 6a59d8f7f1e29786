function buildUrl(base, path, query = {}) {
  const pairs = Object.entries(query).filter((entry) => entry[1] !== void 0).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return base.replace(/\/+$/, "") + path + (pairs.length ? `?${pairs.join("&")}` : "");
}

function createClientError(kind, message, details = {}) {
  const error = new Error(message);
  error.name = "ClientError";
  return Object.assign(error, details, { kind });
}
function isClientError(value) {
  return value instanceof Error && value.name === "ClientError" && typeof value.kind === "string";
}

function isBrowser() {
  const scope = globalThis;
  return typeof scope.window === "object" && typeof scope.document === "object" || typeof scope.WorkerGlobalScope === "function";
}

function getUserAgent(custom) {
  if (isBrowser()) return void 0;
  if (custom) return custom;
  const node = globalThis.process?.versions?.node;
  const runtime = node ? `Node.js ${node.split(".")[0]}` : "JavaScript";
  const version = true ? "0.1.0" : "0.0.0";
  return `visit-tag/${version} (${runtime})`;
}

function buildHeaders(options, hasBody) {
  const headers = { accept: "application/json" };
  if (hasBody) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const userAgent = getUserAgent(options.userAgent);
  if (userAgent) headers["user-agent"] = userAgent;
  return headers;
}

async function sendRequest(method, url, body, options, accept = []) {
  const doFetch = options.fetch ?? globalThis.fetch;
  const hasBody = body !== void 0;
  const init = {
    method,
    headers: buildHeaders(options, hasBody),
    body: hasBody ? JSON.stringify(body) : void 0,
    signal: options.signal
  };
  let response;
  try {
    response = await doFetch(url, init);
  } catch (cause) {
    throw createClientError("network", `${method} ${url} failed: ${cause?.message ?? cause}`, { url, cause });
  }
  const text = await response.text();
  const data = parseBody(text);
  if (response.ok || accept.includes(response.status) && data !== INVALID) {
    if (data === INVALID)
      throw createClientError("invalid-response", `${method} ${url} answered ${response.status} with a body that is not JSON`, {
        url,
        status: response.status,
        body: text
      });
    return { status: response.status, data };
  }
  const json = data !== INVALID && data && typeof data === "object" ? data : {};
  const error = typeof json.error === "string" ? json.error : void 0;
  const reason = typeof json.reason === "string" ? json.reason : void 0;
  const detail = [error, reason].filter(Boolean).join(": ") || response.statusText;
  throw createClientError("http", `${method} ${new URL(url).pathname} answered ${response.status}${detail ? `: ${detail}` : ""}`, {
    url,
    status: response.status,
    error,
    reason,
    body: data === INVALID ? text : data
  });
}
var INVALID = /* @__PURE__ */ Symbol("invalid");
function parseBody(text) {
  if (text === "") return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}

function isPlainObject(value) {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export {
  buildUrl,
  createClientError,
  isClientError,
  sendRequest,
  isPlainObject
};
