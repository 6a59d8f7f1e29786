import {
  buildUrl,
  createClientError,
  isClientError,
  isPlainObject,
  sendRequest
} from "./chunks/chunk-RKG66HA6.js";

var SITE_CODE = /^[A-Za-z0-9]+$/;
function validateSiteCode(siteCode) {
  return typeof siteCode === "string" && SITE_CODE.test(siteCode) ? [] : [`siteCode must be letters and digits, got ${JSON.stringify(siteCode)}`];
}

function validateMapRecords(records, siteCode) {
  const problems = validateSiteCode(siteCode);
  if (!isPlainObject(records)) return [...problems, `records must be an object of key → JSON object, not ${describe(records)}`];
  const keys = Object.keys(records);
  if (keys.length === 0) problems.push("records is empty: give at least one key");
  for (const key of keys) {
    const value = records[key];
    if (key === "") problems.push("a record key is empty");
    if (!isPlainObject(value)) problems.push(`records[${JSON.stringify(key)}] must be a JSON object, not ${describe(value)}`);
    else checkJson(value, `records[${JSON.stringify(key)}]`, problems, 0);
  }
  return problems;
}
var MAX_DEPTH = 64;
function checkJson(value, path, problems, depth) {
  if (depth > MAX_DEPTH) return void problems.push(`${path} is nested deeper than ${MAX_DEPTH} levels`);
  if (value === null || typeof value === "string" || typeof value === "boolean") return;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) problems.push(`${path} is ${value}, which JSON cannot carry`);
    return;
  }
  if (Array.isArray(value)) return value.forEach((item, i) => checkJson(item, `${path}[${i}]`, problems, depth + 1));
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) checkJson(item, `${path}.${key}`, problems, depth + 1);
    return;
  }
  problems.push(`${path} is ${describe(value)}, which JSON cannot carry`);
}
function describe(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return `a ${value.constructor?.name ?? "non-plain"} object`;
  return `a ${typeof value}`;
}

async function storeMapData(records, options) {
  const problems = validateMapRecords(records, options.siteCode);
  if (problems.length) throw createClientError("invalid-request", `storeMapData: ${problems.join("; ")}`, { problems });
  await sendRequest("POST", buildUrl(options.dataUrl, "/map/maps", { siteCode: options.siteCode }), records, options);
}
async function getMapData(key, options) {
  const problems = validateSiteCode(options.siteCode);
  if (typeof key !== "string" || key === "") problems.push(`key must be a non-empty string, got ${JSON.stringify(key)}`);
  if (problems.length) throw createClientError("invalid-request", `getMapData: ${problems.join("; ")}`, { problems });
  const url = buildUrl(options.dataUrl, "/map/map", { siteCode: options.siteCode, key });
  const { status, data } = await sendRequest("GET", url, void 0, options, [404]);
  if (status !== 404) return data;
  if (data?.error === "not-found") return void 0;
  throw createClientError("http", `GET /map/map answered 404 without the service's not-found answer: is dataUrl right?`, {
    url,
    status,
    body: data
  });
}
export {
  getMapData,
  isClientError,
  storeMapData
};
