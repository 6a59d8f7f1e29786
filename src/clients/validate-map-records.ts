import { isPlainObject } from './is-plain-object.js';
import { validateSiteCode } from './validate-site-code.js';

/**
 * Checks a map store before it is sent: a site code of letters and digits (the spec's rule), and
 * an object of key → plain JSON object whose values JSON can carry without loss. Returns one
 * sentence per problem; empty when the request is fine.
 * @example validateMapRecords({ 'user-1': [1] }, 'demo') // ['records["user-1"] must be a JSON object, not an array']
 */
export function validateMapRecords(records: unknown, siteCode: unknown): string[] {
  const problems = validateSiteCode(siteCode);
  if (!isPlainObject(records)) return [...problems, `records must be an object of key → JSON object, not ${describe(records)}`];
  const keys = Object.keys(records);
  if (keys.length === 0) problems.push('records is empty: give at least one key');
  for (const key of keys) {
    const value = records[key];
    if (key === '') problems.push('a record key is empty');
    if (!isPlainObject(value)) problems.push(`records[${JSON.stringify(key)}] must be a JSON object, not ${describe(value)}`);
    else checkJson(value, `records[${JSON.stringify(key)}]`, problems, 0);
  }
  return problems;
}

const MAX_DEPTH = 64;

// JSON.stringify would silently drop undefined and functions, turn NaN into null and throw on
// bigint or cycles: report them instead, so what is stored is what the caller wrote.
function checkJson(value: unknown, path: string, problems: string[], depth: number): void {
  if (depth > MAX_DEPTH) return void problems.push(`${path} is nested deeper than ${MAX_DEPTH} levels`);
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
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

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return `a ${value.constructor?.name ?? 'non-plain'} object`;
  return `a ${typeof value}`;
}
