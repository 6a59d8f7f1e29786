import { COMMON_FIELDS, getEventFields, type FieldSpec } from './event-table.js';
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

function checkField(event: Record<string, unknown>, name: string, spec: FieldSpec, report: Report): void {
  const value = event[name];
  if (value === undefined || !has(event, name)) {
    if (spec.required) report(name, 'required', `${name} is required`);
    return;
  }
  if (spec.onlyWhen) {
    const other = int64Text(event[spec.onlyWhen.field]);
    if (other !== String(spec.onlyWhen.equals)) {
      report(name, 'only-when', `${name} is only valid when ${spec.onlyWhen.field} is ${spec.onlyWhen.equals}`);
    }
  }
  switch (spec.type) {
    case 'string':
      return checkString(name, value, spec, report);
    case 'int32':
      if (!isInt32(value)) report(name, outOfRange(value), `${name} must be an int32 (an integer from -2^31 to 2^31-1)`);
      return;
    case 'int64':
      if (int64Text(value) === undefined) {
        const isInteger = typeof value === 'bigint' || (typeof value === 'string' && /^[+-]?\d+$/.test(value));
        report(name, isInteger ? 'range' : outOfRange(value),
          `${name} must be an int64: a safe integer, a bigint or a decimal string within ±2^63`);
      }
      return;
    case 'float64':
      if (typeof value !== 'number' || !Number.isFinite(value)) report(name, 'type', `${name} must be a finite number`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') report(name, 'type', `${name} must be true or false`);
      return;
    case 'int32[]':
      if (!Array.isArray(value)) return report(name, 'type', `${name} must be an array of int32`);
      if (!value.every(isInt32)) report(name, outOfRange(value.find((item) => !isInt32(item))), `${name} must be an array of int32`);
      if (value.length > spec.max!) report(name, 'count', `${name} holds ${value.length} items, at most ${spec.max} allowed`);
      return;
    case 'metadata':
      return checkMetadata(name, value, spec, report);
    case 'countMap':
      return checkCountMap(name, value, spec, event, report);
  }
}

function checkString(name: string, value: unknown, spec: FieldSpec, report: Report): void {
  if (typeof value !== 'string') return report(name, 'type', `${name} must be a string`);
  if (spec.max !== undefined) {
    const length = countCharacters(value);
    if (length > spec.max) report(name, 'length', `${name} has ${length} characters, at most ${spec.max} allowed`);
  }
  if (name === 'visitorCode' && value === '') report(name, 'length', 'visitorCode must not be empty');
  if (spec.enum && !spec.enum.includes(value)) report(name, 'enum', `${name} must be one of ${spec.enum.join(', ')}`);
  if (spec.pattern && !spec.pattern.test(value)) report(name, 'pattern', `${name} has the wrong form (${describePattern(name)})`);
}

function describePattern(name: string): string {
  if (name === 'nonce') return '16 hexadecimal characters';
  if (name === 'localeLanguageTag') return 'a language tag such as en-US';
  return 'a complete URL with its scheme';
}

function checkMetadata(name: string, value: unknown, spec: FieldSpec, report: Report): void {
  if (!isPlainObject(value)) return report(name, 'type', `${name} must be an object of metadata id to an array of strings`);
  const ids = Object.keys(value);
  if (ids.length > spec.max!) report(name, 'count', `${name} holds ${ids.length} ids, at most ${spec.max} allowed`);
  for (const id of ids) {
    const at = `${name}.${id}`;
    // Canonical decimal only ("7", not "07" or "7.0"): the id is an int32 written as an object key.
    if (String(+id) !== id || !isInt32(+id)) report(at, 'type', `metadata ids must be int32, got ${JSON.stringify(id)}`);
    const values = value[id];
    if (!Array.isArray(values) || !values.every((item) => typeof item === 'string')) {
      report(at, 'type', `${at} must be an array of strings`);
      continue;
    }
    if (values.length > spec.itemMax!) report(at, 'count', `${at} holds ${values.length} values, at most ${spec.itemMax} allowed`);
    if (values.some((item) => countCharacters(item) > spec.itemMaxLength!)) {
      report(at, 'length', `each value of ${at} may have at most ${spec.itemMaxLength} characters`);
    }
  }
}

function checkCountMap(name: string, value: unknown, spec: FieldSpec, event: Record<string, unknown>, report: Report): void {
  if (!isPlainObject(value)) return report(name, 'type', `${name} must be an object of value to count`);
  const keys = Object.keys(value);
  if (keys.length > spec.max!) report(name, 'count', `${name} holds ${keys.length} values, at most ${spec.max} allowed`);
  const when = spec.itemMaxLengthWhen!;
  const maxLength = event[when.field] === true ? when.max : spec.itemMaxLength!;
  for (const key of keys) {
    const length = countCharacters(key);
    if (length > maxLength) {
      report(`${name}.${key.slice(0, 40)}`, 'length',
        `each value of ${name} may have at most ${maxLength} characters${maxLength === when.max ? ` when ${when.field} is true` : ''}, got ${length}`);
    }
    if (!isInt32(value[key])) report(`${name}.${key.slice(0, 40)}`, outOfRange(value[key]), `each count of ${name} must be an int32`);
  }
}
