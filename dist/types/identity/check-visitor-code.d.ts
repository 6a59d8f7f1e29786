import type { Problem } from '../wire/event-types.js';
/**
 * Why a string cannot be a visitor code (the event table's rule: a string of at most 100
 * characters), or an empty list when it can.
 * @example checkVisitorCode('x'.repeat(101)) // [{ field: 'visitorCode', code: 'length', … }]
 */
export declare function checkVisitorCode(code: unknown): Problem[];
