import { COMMON_FIELDS, getEventFields, hasOwn, type FieldSpec, type WireType } from './event-table.js';
import type { Problem, ProblemCode } from './event-types.js';
import { countCharacters } from './count-characters.js';
import { int64Text } from './int64.js';

/** Options of {@link validateEvent}. */
export interface ValidateOptions {
  /** The request's query names the visitor, so events need no `visitorCode`. */
  visitorCodeInQuery?: boolean;
}

// `| 0` wraps anything outside int32, so only an int32 comes back unchanged.
const isInt32 = (value: unknown): value is number => typeof value == 'number' && (value | 0) === value;

/** An integer outside the wire type's range is a `range` problem; anything else is a `type` problem. */
const outOfRange = (value: unknown): ProblemCode => (Number.isInteger(value) ? 'range' : 'type');

/**
 * A JSON object: not null, not an array.
 * @example isPlainObject([]) // false
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null && !Array.isArray(value);

// Messages are "field: reason" built from a few short templates (the tag's byte budget): the
// field, what is wrong and the limit, e.g. "title: at most 256 characters, got 300".
type Report = (field: string, code: ProblemCode, reason: string) => void;

/**
 * Checks an event against the spec's table. Never throws; returns every problem found (an empty
 * array means the event is valid), each with the field, a stable code and a reason.
 * @example validateEvent({ eventType: 'PRODUCT', nonce: '0123456789abcdef', visitorCode: 'v', ean: '' }) // []
 */
export function validateEvent(event: unknown, options: ValidateOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (field, code, reason) => problems.push({ field, code, message: `${field || 'event'}: ${reason}` });
  if (!isPlainObject(event)) {
    report('', 'type', 'expected an object');
    return problems;
  }
  const type = event.eventType;
  const fields = typeof type == 'string' ? getEventFields(type) : undefined;
  if (!fields) {
    // No JSON.stringify here: it throws on a bigint, and this function must never throw.
    report('eventType', hasOwn(event, 'eventType') ? 'unknown-type' : 'required',
      `not an event type: ${typeof type == 'string' ? `"${type}"` : typeof type}`);
  }
  checkField(event, 'nonce', COMMON_FIELDS.nonce, report);
  if (!options.visitorCodeInQuery || hasOwn(event, 'visitorCode')) {
    checkField(event, 'visitorCode', COMMON_FIELDS.visitorCode, report);
  }
  if (fields) for (const name in fields) checkField(event, name, fields[name]!, report);
  return problems;
}

function checkField(event: Record<string, unknown>, name: string, spec: FieldSpec, report: Report): void {
  const value = event[name];
  if (value === undefined || !hasOwn(event, name)) {
    if (spec.required) report(name, 'required', 'required');
    return;
  }
  const when = spec.onlyWhen;
  if (when && int64Text(event[when.field]) !== String(when.equals)) {
    report(name, 'only-when', `only allowed when ${when.field} is ${when.equals}`);
  }
  const wrong = checkType(spec.type, value);
  if (wrong) return report(name, wrong, `expected ${spec.type}${wrong == 'range' ? ' in range' : ''}`);
  if (typeof value == 'string') {
    checkMax(name, countCharacters(value), spec.max, 'characters', report);
    if (name == 'visitorCode' && !value) report(name, 'length', 'must not be empty');
    if (spec.enum && !spec.enum.includes(value)) report(name, 'enum', `expected one of ${spec.enum.join(', ')}`);
    if (spec.pattern && !spec.pattern.test(value)) report(name, 'pattern', `expected to match ${spec.pattern}`);
  } else if (Array.isArray(value)) {
    checkMax(name, value.length, spec.max, 'items', report);
  } else if (spec.type == 'metadata' || spec.type == 'countMap') {
    checkEntries(name, value as Record<string, unknown>, spec, event, report);
  }
}

/** Why a value is not of its wire type: `range` for an integer out of range, `type` otherwise. */
function checkType(type: WireType, value: unknown): ProblemCode | undefined {
  switch (type) {
    case 'string':
    case 'boolean':
      return typeof value == type ? undefined : 'type';
    case 'int32':
      return isInt32(value) ? undefined : outOfRange(value);
    case 'int64':
      if (int64Text(value) !== undefined) return undefined;
      return typeof value == 'bigint' || (typeof value == 'string' && /^[+-]?\d+$/.test(value)) ? 'range' : outOfRange(value);
    case 'float64':
      return Number.isFinite(value) ? undefined : 'type'; // false for non-numbers too
    case 'int32[]':
      if (!Array.isArray(value)) return 'type';
      return value.every(isInt32) ? undefined : outOfRange(value.find((item) => !isInt32(item)));
    default:
      return isPlainObject(value) ? undefined : 'type';
  }
}

/** The one limit template: `length` for characters, `count` for items and keys. */
function checkMax(at: string, size: number, max: number | undefined, unit: string, report: Report): void {
  if (size > max!) report(at, unit == 'items' ? 'count' : 'length', `at most ${max} ${unit}, got ${size}`);
}

/**
 * The two JSON-object fields. metadata: int32 ids to at most itemMax strings of at most
 * itemMaxLength characters. countMap: keys of at most itemMaxLength characters (itemMaxLengthWhen:
 * fewer when mappingIdentifier is true) to int32 counts.
 */
function checkEntries(name: string, value: Record<string, unknown>, spec: FieldSpec, event: Record<string, unknown>, report: Report): void {
  const keys = Object.keys(value);
  checkMax(name, keys.length, spec.max, 'items', report);
  const when = spec.itemMaxLengthWhen;
  const maxLength = when && event[when.field] === true ? when.max : spec.itemMaxLength;
  for (const key of keys) {
    const at = `${name}.${key.slice(0, 40)}`;
    const item = value[key];
    if (spec.type == 'countMap') {
      checkMax(at, countCharacters(key), maxLength, 'characters', report);
      if (!isInt32(item)) report(at, outOfRange(item), 'expected an int32 count');
      continue;
    }
    // Canonical decimal only ("7", not "07" or "7.0"): the id is an int32 written as an object key.
    if (String(+key) !== key || !isInt32(+key)) report(at, 'type', 'expected an int32 id');
    if (!Array.isArray(item) || !item.every((text) => typeof text == 'string')) {
      report(at, 'type', 'expected an array of strings');
      continue;
    }
    checkMax(at, item.length, spec.itemMax, 'items', report);
    const long = item.find((text) => countCharacters(text) > maxLength!);
    if (long) checkMax(at, countCharacters(long), maxLength, 'characters', report);
  }
}
