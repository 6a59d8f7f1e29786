import type { Problem, ProblemCode } from './event-types.js';

/**
 * One problem with an input, in the one form every refusal takes: the field, a stable code, and
 * the message "field: reason" ("field: code" in the production tag, which leaves reasons out).
 * @example createProblem('title', 'length', 'at most 256 characters, got 300') // { field: 'title', code: 'length', message: 'title: at most 256 characters, got 300' }
 */
export function createProblem(field: string, code: ProblemCode, reason?: string): Problem {
  return { field, code, message: `${field || 'event'}: ${(__DEV__ && reason) || code}` };
}
