import {
  buildUrl,
  createClientError,
  sendRequest
} from "./chunk-RFZ3VHBF.js";
import {
  isPlainObject
} from "./chunk-QQMVQ5BC.js";
import {
  hasOwn
} from "./chunk-SD3YDSW3.js";

// src/clients/goal-search-types.ts
var GOAL_OPERATORS = {
  EQUAL: 1,
  NOT_EQUAL: 1,
  LESS: 1,
  GREATER: 1,
  LESS_OR_EQUAL: 1,
  GREATER_OR_EQUAL: 1,
  LIKE: 1,
  NOT_LIKE: 1,
  CONTAINS: 1,
  BETWEEN: 2,
  IN: "any",
  NOT_IN: "any",
  NOT: 1,
  IS_NULL: 0,
  IS_NOT_NULL: 0,
  IS_TRUE: 0,
  IS_FALSE: 0,
  IS_EMPTY: 0,
  IS_NOT_EMPTY: 0
};
var GOAL_FIRST_PAGE = 1;
var GOAL_DEFAULT_PER_PAGE = 20;
var GOAL_MAX_PER_PAGE = 200;
var GOAL_OPTIONAL_FIELDS = [
  "experimentAmount",
  "experiments",
  "featureFlagAmount",
  "holdoutAmount",
  "holdouts",
  "isTargetingSegmentMentalist",
  "personalizationAmount",
  "personalizations",
  "tags"
];

// src/clients/validate-goal-filter.ts
var MAX_DEPTH = 32;
function validateGoalFilter(filter, path = "filter", depth = 0) {
  if (depth > MAX_DEPTH) return [`${path}: nested deeper than ${MAX_DEPTH} levels`];
  if (Array.isArray(filter)) return filter.flatMap((item, i) => validateGoalFilter(item, `${path}[${i}]`, depth + 1));
  if (!isPlainObject(filter)) return [`${path}: a filter is an object { field, operator, parameters } or an array of them`];
  const { field, operator, parameters } = filter;
  if (typeof operator !== "string" || !hasOwn(GOAL_OPERATORS, operator)) {
    return [`${path}: operator must be one of ${Object.keys(GOAL_OPERATORS).join(", ")}, got ${JSON.stringify(operator)}`];
  }
  const problems = [];
  if (operator !== "NOT" && (typeof field !== "string" || field === "")) problems.push(`${path}: field must be a non-empty string`);
  const operands = parameters ?? [];
  if (!Array.isArray(operands)) return [...problems, `${path}: parameters must be an array`];
  const arity = GOAL_OPERATORS[operator];
  if (arity !== "any" && operands.length !== arity) {
    problems.push(`${path}: ${operator} takes ${arity === 0 ? "no" : arity} parameter${arity === 1 ? "" : "s"}, got ${operands.length}`);
  }
  if (operator === "NOT")
    return operands.length === 1 ? [...problems, ...validateGoalFilter(operands[0], `${path}.parameters[0]`, depth + 1)] : problems;
  operands.forEach((operand, i) => {
    const where = `${path}.parameters[${i}]`;
    if ((operator === "LIKE" || operator === "NOT_LIKE") && typeof operand !== "string")
      problems.push(`${where}: ${operator} takes a string pattern (% and _ wildcards)`);
    else if (!isOperand(operand))
      problems.push(`${where}: an operand is a string, a finite number or a Boolean, got ${JSON.stringify(operand) ?? typeof operand}`);
  });
  return problems;
}
function isOperand(value) {
  return typeof value === "string" || typeof value === "boolean" || typeof value === "number" && Number.isFinite(value);
}

// src/clients/validate-goal-search.ts
function validateGoalSearch(search) {
  if (!isPlainObject(search)) return ["the search must be an object { filter, page, perPage, sort, optionalFields }"];
  const { filter, sort, optionalFields } = search;
  const problems = filter === void 0 ? [] : validateGoalFilter(filter);
  const limits = { page: [GOAL_FIRST_PAGE, 2 ** 31 - 1], perPage: [1, GOAL_MAX_PER_PAGE] };
  for (const [name, [min, max]] of Object.entries(limits)) {
    const value = search[name];
    if (value !== void 0 && !(Number.isInteger(value) && value >= min && value <= max)) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
    }
  }
  if (sort !== void 0) {
    if (!Array.isArray(sort)) problems.push("sort must be an array of { field, direction }");
    else
      sort.forEach((item, i) => {
        if (!isPlainObject(item) || typeof item.field !== "string" || item.field === "")
          problems.push(`sort[${i}].field must be a non-empty string`);
        else if (item.direction !== "ASC" && item.direction !== "DESC")
          problems.push(`sort[${i}].direction must be ASC or DESC, got ${JSON.stringify(item.direction)}`);
      });
  }
  if (optionalFields !== void 0) {
    const known = GOAL_OPTIONAL_FIELDS;
    const unknown = Array.isArray(optionalFields) ? optionalFields.filter((name) => !known.includes(name)) : [optionalFields];
    if (unknown.length)
      problems.push(`optionalFields must be an array of ${GOAL_OPTIONAL_FIELDS.join(", ")}; unknown: ${JSON.stringify(unknown)}`);
  }
  return problems;
}

// src/goals.ts
async function searchGoals(search = {}, options) {
  const problems = validateGoalSearch(search);
  if (problems.length) throw createClientError("invalid-request", `searchGoals: ${problems.join("; ")}`, { problems });
  const { optionalFields, ...body } = search;
  const url = buildUrl(options.baseUrl, "/goals/search", { optionalFields: optionalFields?.length ? optionalFields.join(",") : void 0 });
  const { data } = await sendRequest("POST", url, body, options);
  if (!Array.isArray(data))
    throw createClientError("invalid-response", `POST /goals/search answered with ${typeof data}, not an array of goals`, {
      url,
      body: data
    });
  return data;
}

export {
  GOAL_OPERATORS,
  GOAL_FIRST_PAGE,
  GOAL_DEFAULT_PER_PAGE,
  GOAL_MAX_PER_PAGE,
  GOAL_OPTIONAL_FIELDS,
  validateGoalFilter,
  validateGoalSearch,
  searchGoals
};
