import { COMMON_FIELDS, getEventFields, type FieldSpec, type WireType } from './event-table.js';
import type { Problem, ProblemCode } from './event-types.js';
import { countCharacters } from './count-characters.js';
import { int64Text } from './int64.js';

/** Options of {@link validateEvent}. */
export interface ValidateOptions {
  /** The request's query names the visitor, so events need no `visitorCode`. */
  visitorCodeInQuery?: boolean;
}

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

const isInt32 = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX;

/** An integer outside the wire type's range is a `range` problem; anything else is a `type` problem. */
const outOfRange = (value: unknown): ProblemCode => (Number.isInteger(value) ? 'range' : 'type');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/**
 * Checks an event against the spec's table. Never throws; returns every problem found (an empty
 * array means the event is valid), each with the field, a stable code and a reason.
 * @example validateEvent({ eventType: 'PRODUCT', nonce: '0123456789abcdef', visitorCode: 'v', ean: '' }) // []
 */
export function validateEvent(event: unknown, options: ValidateOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const report = (field: string, code: ProblemCode, message: string) => problems.push({ field, code, message });
  if (!isPlainObject(event)) {
    report('', 'type', 'an event must be an object');
    return problems;
  }
  const fields = typeof event.eventType === 'string' ? getEventFields(event.eventType) : undefined;
  if (!fields) {
    const got = event.eventType;
    // No JSON.stringify here: it throws on a bigint, and this function must never throw.
    report('eventType', has(event, 'eventType') ? 'unknown-type' : 'required',
      `eventType must be one of the spec's ten types, got ${typeof got === 'string' ? `"${got}"` : typeof got}`);
  }
  checkField(event, 'nonce', COMMON_FIELDS.nonce, report);
  if (!options.visitorCodeInQuery || has(event, 'visitorCode')) {
    checkField(event, 'visitorCode', COMMON_FIELDS.visitorCode, report);
  }
  if (fields) for (const name in fields) checkField(event, name, fields[name]!, report);
  return problems;
}

type Report = (field: string, code: ProblemCode, message: string) => void;

/** What each wire type must be, in words: one sentence per type serves every `type`/`range` problem. */
const WIRE_TYPE_TEXT: Record<WireType, string> = {
  string: 'a string',
  int32: 'an int32 (an integer from -2^31 to 2^31-1)',
  int64: 'an int64: a safe integer, a bigint or a decimal string within ±2^63',
  float64: 'a finite number',
  boolean: 'true or false',
  'int32[]': 'an array of int32',
  metadata: 'an object of metadata id (int32) to an array of strings',
  countMap: 'an object of value to count (int32)',
};

function checkField(event: Record<string, unknown>, name: string, spec: FieldSpec, report: Report): void {
  const value = event[name];
  if (value === undefined || !has(event, name)) {
    if (spec.required) report(name, 'required', `${name} is required`);
    return;
  }
  const when = spec.onlyWhen;
  if (when && int64Text(event[when.field]) !== String(when.equals)) {
    report(name, 'only-when', `${name} is only valid when ${when.field} is ${when.equals}`);
  }
  const wrong = checkType(spec.type, value);
  if (wrong) return report(name, wrong, `${name} must be ${WIRE_TYPE_TEXT[spec.type]}`);
  if (typeof value === 'string') {
    checkLength(name, value, spec.max, report);
    if (name === 'visitorCode' && !value) report(name, 'length', 'visitorCode must not be empty');
    if (spec.enum && !spec.enum.includes(value)) report(name, 'enum', `${name} must be one of ${spec.enum.join(', ')}`);
    if (spec.pattern && !spec.pattern.test(value)) report(name, 'pattern', `${name} must be ${describePattern(name)}`);
  } else if (Array.isArray(value)) {
    checkCount(name, value.length, spec.max!, report);
  } else if (spec.type === 'metadata' || spec.type === 'countMap') {
    checkEntries(name, value as Record<string, unknown>, spec, event, report);
  }
}

/** Why a value is not of its wire type: `range` for an integer out of range, `type` otherwise. */
function checkType(type: WireType, value: unknown): ProblemCode | undefined {
  switch (type) {
    case 'string':
    case 'boolean':
      return typeof value === type ? undefined : 'type';
    case 'int32':
      return isInt32(value) ? undefined : outOfRange(value);
    case 'int64':
      if (int64Text(value) !== undefined) return undefined;
      return typeof value === 'bigint' || (typeof value === 'string' && /^[+-]?\d+$/.test(value)) ? 'range' : outOfRange(value);
    case 'float64':
      return Number.isFinite(value) ? undefined : 'type'; // false for non-numbers too
    case 'int32[]':
      if (!Array.isArray(value)) return 'type';
      return value.every(isInt32) ? undefined : outOfRange(value.find((item) => !isInt32(item)));
    default:
      return isPlainObject(value) ? undefined : 'type';
  }
}

function describePattern(name: string): string {
  if (name === 'nonce') return '16 hexadecimal characters';
  if (name === 'localeLanguageTag') return 'a language tag such as en-US';
  return 'a complete URL with its scheme';
}

function checkLength(at: string, text: string, max: number | undefined, report: Report, why = ''): void {
  const length = countCharacters(text);
  if (max !== undefined && length > max) report(at, 'length', `${at} has ${length} characters, at most ${max} allowed${why}`);
}

function checkCount(at: string, count: number, max: number, report: Report): void {
  if (count > max) report(at, 'count', `${at} holds ${count} items, at most ${max} allowed`);
}

/**
 * The two JSON-object fields. metadata: int32 ids to at most itemMax strings of at most
 * itemMaxLength characters. countMap: keys of at most itemMaxLength characters (itemMaxLengthWhen:
 * fewer when mappingIdentifier is true) to int32 counts.
 */
function checkEntries(name: string, value: Record<string, unknown>, spec: FieldSpec, event: Record<string, unknown>, report: Report): void {
  const keys = Object.keys(value);
  checkCount(name, keys.length, spec.max!, report);
  const when = spec.itemMaxLengthWhen;
  const isNarrow = !!when && event[when.field] === true;
  for (const key of keys) {
    const at = `${name}.${key.slice(0, 40)}`;
    const item = value[key];
    if (spec.type === 'countMap') {
      checkLength(at, key, isNarrow ? when!.max : spec.itemMaxLength, report, isNarrow ? ` when ${when!.field} is true` : '');
      if (!isInt32(item)) report(at, outOfRange(item), `each count of ${name} must be an int32`);
      continue;
    }
    // Canonical decimal only ("7", not "07" or "7.0"): the id is an int32 written as an object key.
    if (String(+key) !== key || !isInt32(+key)) report(at, 'type', `metadata ids must be int32, got "${key.slice(0, 40)}"`);
    if (!Array.isArray(item) || !item.every((text) => typeof text === 'string')) {
      report(at, 'type', `${at} must be an array of strings`);
      continue;
    }
    checkCount(at, item.length, spec.itemMax!, report);
    const long = item.find((text) => countCharacters(text) > spec.itemMaxLength!);
    if (long !== undefined) checkLength(at, long, spec.itemMaxLength, report, ' per value');
  }
}
