#!/usr/bin/env node
import {
  GOAL_MAX_PER_PAGE,
  readDefinitions,
  searchGoals
} from "./chunks/chunk-LEI4RXUF.js";
import {
  createClientError,
  isClientError
} from "./chunks/chunk-RKG66HA6.js";
import "./chunks/chunk-66K42VK6.js";
import "./chunks/chunk-SD3YDSW3.js";

function describeFailure(error, baseUrl, hasToken) {
  if (!isClientError(error)) return `unexpected failure: ${error instanceof Error ? error.message : String(error)}`;
  const said = [error.error, error.reason].filter(Boolean).join(": ");
  if (error.kind === "http" && (error.status === 401 || error.status === 403)) {
    const what = error.status === 401 ? hasToken ? "refused the token" : "asks for a token (--token)" : "forbids this token to read the goals";
    return `the service ${what}: it answered ${error.status}${said ? ` (${said})` : ""}`;
  }
  if (error.kind === "http") return `the service answered ${error.status} to goal search${said ? `: ${said}` : ""}`;
  if (error.kind === "network") return `the service at ${baseUrl} is unreachable: ${networkCause(error.cause)}`;
  return `the service's answer is not goal search's: ${error.message}`;
}
var CODES = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "no such host",
  EAI_AGAIN: "the host name could not be looked up",
  ECONNRESET: "the connection was reset",
  ETIMEDOUT: "the connection timed out",
  EHOSTUNREACH: "no route to the host",
  ENETUNREACH: "no route to the network"
};
function networkCause(cause) {
  let innermost = cause instanceof Error ? cause.message : String(cause);
  for (let at = cause, depth = 0; at instanceof Error && depth < 4; at = at.cause, depth++) {
    if (at.name === "TimeoutError") return "no answer before the timeout (--timeout)";
    const code = at.code;
    if (typeof code === "string") return `${CODES[code] ?? at.message} (${code})`;
    innermost = at.message;
  }
  return innermost;
}

async function fetchDefinitions(siteId, options, perPage = GOAL_MAX_PER_PAGE) {
  const goals = [];
  const seen = /* @__PURE__ */ new Set();
  for (let page = 1; ; page++) {
    const batch = await searchGoals(
      { filter: { field: "siteId", operator: "EQUAL", parameters: [siteId] }, sort: [{ field: "id", direction: "ASC" }], page, perPage },
      options
    );
    for (const goal of batch) {
      const id = goal?.id;
      if (typeof id === "number" && seen.has(id)) {
        throw createClientError("invalid-response", `goal search gave goal ${String(id)} again on page ${page}: it does not page`, {});
      }
      seen.add(id);
      goals.push(goal);
    }
    if (batch.length < perPage) break;
  }
  const customData = /* @__PURE__ */ new Map();
  for (const goal of goals) {
    const items = goal?.customDatas;
    if (!Array.isArray(items)) continue;
    for (const item of items) if (item && !customData.has(item.id)) customData.set(item.id, item);
  }
  return { goals, customData: [...customData.values()].sort((a, b) => a.id - b.id) };
}

import { parseArgs } from "node:util";
var CLI_USAGE = `usage: visit-tag definitions --base-url URL --site-id N [--token T] [--timeout SECONDS] [--strict] > definitions.json

Writes the site's goals and the custom data items they name, as JSON, to stdout.
  --base-url URL       the management interface's base address (the spec's {base_url})
  --site-id N          the site (project) id whose goals to write
  --token T            a bearer token (JSON web token); VISIT_TAG_TOKEN is read when this is absent
  --timeout SECONDS    how long one request may take (default 30)
  --strict             exit 1 when a goal cannot act in the tag (it is written and warned about either way)
  --help               this text`;
function parseCliArguments(args, env) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        "base-url": { type: "string" },
        "site-id": { type: "string" },
        token: { type: "string" },
        timeout: { type: "string" },
        strict: { type: "boolean" },
        help: { type: "boolean", short: "h" }
      }
    });
  } catch (error) {
    return { command: "error", error: error.message };
  }
  const { values, positionals } = parsed;
  if (values.help || positionals[0] === "help") return { command: "help" };
  if (positionals.length === 0) return { command: "error", error: 'no command given: the one command is "definitions"' };
  if (positionals[0] !== "definitions" || positionals.length > 1) {
    return { command: "error", error: `unknown command "${positionals.join(" ")}": the one command is "definitions"` };
  }
  const baseUrl = values["base-url"];
  if (baseUrl === void 0) return { command: "error", error: "--base-url is required" };
  if (!/^https?:\/\/[^/]/i.test(baseUrl) || !URL.canParse(baseUrl)) {
    return { command: "error", error: `--base-url must be an http:// or https:// address, got "${baseUrl}"` };
  }
  const siteIdText = values["site-id"];
  if (siteIdText === void 0) return { command: "error", error: "--site-id is required" };
  const siteId = Number(siteIdText);
  if (!/^\d+$/.test(siteIdText) || !Number.isSafeInteger(siteId)) {
    return { command: "error", error: `--site-id must be a site's numeric id, got "${siteIdText}"` };
  }
  const timeout = Number(values.timeout ?? "30");
  if (!Number.isFinite(timeout) || timeout <= 0)
    return { command: "error", error: `--timeout must be a number of seconds, got "${values.timeout}"` };
  const token = values.token ?? env.VISIT_TAG_TOKEN;
  if (token === "") return { command: "error", error: "--token is empty" };
  const request = { command: "definitions", baseUrl, siteId, timeoutMs: Math.round(timeout * 1e3) };
  return { ...request, ...token === void 0 ? {} : { token }, ...values.strict ? { strict: true } : {} };
}

async function runCli(args, io) {
  const request = parseCliArguments(args, io.env);
  if (request.command === "help") {
    io.stdout(`${CLI_USAGE}
`);
    return 0;
  }
  if (request.command === "error") {
    io.stderr(`visit-tag: ${request.error}
${CLI_USAGE}
`);
    return 2;
  }
  const { baseUrl, siteId, token, timeoutMs } = request;
  let fetched;
  try {
    fetched = await fetchDefinitions(siteId, { baseUrl, token, fetch: withTimeout(timeoutMs) });
  } catch (error) {
    io.stderr(`visit-tag definitions: ${describeFailure(error, baseUrl, token !== void 0)}
`);
    return 1;
  }
  if (fetched.goals.length === 0) {
    io.stderr(`visit-tag definitions: site ${siteId} has no goals at ${baseUrl}: nothing to write (check --site-id)
`);
    return 1;
  }
  const read = readDefinitions(fetched);
  if ("problems" in read) {
    const list = read.problems.map((problem) => `  ${problem.message}`).join("\n");
    io.stderr(`visit-tag definitions: the service's goals do not have the spec's shape:
${list}
`);
    return 1;
  }
  const { goals, customData } = fetched;
  io.stdout(`${JSON.stringify({ goals, customData }, null, 2)}
`);
  const warnings = warningsByGoal(read.skipped);
  for (const [goal, reasons] of warnings) {
    io.stderr(`visit-tag definitions: warning: the tag skips ${goal}: ${reasons.join("; ")}
`);
  }
  io.stderr(`visit-tag definitions: ${goals.length} goals and ${customData.length} custom data items of site ${siteId}
`);
  return warnings.size && request.strict ? 1 : 0;
}
var withTimeout = (timeoutMs) => (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
function warningsByGoal(problems) {
  const byGoal = /* @__PURE__ */ new Map();
  for (const problem of problems) {
    const goal = /^goals\[[^\]]*\]/.exec(problem.field)?.[0] ?? problem.field;
    byGoal.set(goal, [...byGoal.get(goal) ?? [], problem.message]);
  }
  return byGoal;
}

void runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env
}).then((code) => process.exitCode = code);
