import { COMMON_FIELDS, getEventFields, type FieldSpec, type WireType } from './event-table.js';
import { hasOwn } from '../lib/has-own.js';
import { createProblem } from './create-problem.js';
import type { Problem, ProblemCode } from './event-types.js';
import { countCharacters } from './count-characters.js';
import { int64Text, toBigInt } from './int64.js';

/** Options of {@link validateEvent}. */
export interface ValidateOptions {
  /** The request's query names the visitor, so events need no `visitorCode`. */
  visitorCodeInQuery?: boolean;
}

// `| 0` wraps anything outside int32, so only an int32 comes back unchanged.
const isInt32 = (value: unknown): value is number => typeof value == 'number' && (value | 0) === value;

/**
 * A JSON object: not null, not an array.
 * @example isPlainObject([]) // false
 */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null && !Array.isArray(value);

// Why a value is not of its wire type: `range` for an integer of the wrong size (an int64 may also
// be a bigint or a decimal string; an int32[] is judged by its first bad item), `type` otherwise.
// One small map instead of a switch (the tag's byte budget).
const int32Problem = (value: unknown) => !isInt32(value) && (Number.isInteger(value) ? 'range' : 'type');
const TYPE_PROBLEMS: Record<WireType, (value: unknown) => ProblemCode | false | undefined> = {
  string: (value) => typeof value != 'string' && 'type',
  boolean: (value) => typeof value != 'boolean' && 'type',
  int32: int32Problem,
  int64: (value) => int64Text(value) == null && (toBigInt(value) == null ? 'type' : 'range'),
  float64: (value) => !Number.isFinite(value) && 'type', // false for non-numbers too
  'int32[]': (value) => (Array.isArray(value) ? value.map(int32Problem).find(Boolean) : 'type'),
  metadata: (value) => !isPlainObject(value) && 'type',
  countMap: (value) => !isPlainObject(value) && 'type',
};

/**
 * Checks an event against the spec's table. Never throws; returns every problem found (an empty
 * array means the event is valid), each with the field, a stable code and a "field: reason" message.
 * @example validateEvent({ eventType: 'PRODUCT', nonce: '0123456789abcdef', visitorCode: 'v', ean: '' }) // []
 */
export function validateEvent(event: unknown, options: ValidateOptions = {}): Problem[] {
  const problems: Problem[] = [];
  // Truthy once reported, so `some` can stop at the first problem. The production tag leaves the
  // reasons out (its byte budget): its messages are "field: code", e.g. "title: length".
  const report = (field: string, code: ProblemCode, reason: string) => problems.push(createProblem(field, code, reason));
  // The one limit template, e.g. "title: at most 256 characters, got 300" (`count` for items and keys).
  const limit = (field: string, size: number, max: number | undefined, unit = 'characters') =>
    size > max! && report(field, unit < 'd' ? 'length' : 'count', __DEV__ ? `at most ${max} ${unit}, got ${size}` : '');
  // Closures over event, report and limit (fewer parameters in the tag's bundle).
  const checkType = (field: string, type: WireType, value: unknown) => {
    const code = TYPE_PROBLEMS[type](value);
    return code && report(field, code, __DEV__ ? `expected ${type}${code < 's' ? ' in range' : ''}` : '');
  };
  const checkField = (name: string, spec: FieldSpec) => {
    const record = event as Record<string, unknown>;
    const value = record[name];
    const { type, max, onlyWhen: when } = spec;
    if (value === undefined || !hasOwn(record, name)) {
      if (spec.required) report(name, 'required', '');
      return;
    }
    if (when && int64Text(record[when.field]) !== String(when.equals)) {
      report(name, 'only-when', __DEV__ ? `only allowed when ${when.field} is ${when.equals}` : '');
    }
    if (checkType(name, type, value)) return;
    if (typeof value == 'string') {
      limit(name, countCharacters(value), max);
      if (name === 'visitorCode' && !value) report(name, 'length', __DEV__ ? 'must not be empty' : '');
      if (spec.enum && !spec.enum.includes(value)) report(name, 'enum', __DEV__ ? `expected one of ${spec.enum.join(', ')}` : '');
      if (spec.pattern && !spec.pattern.test(value)) report(name, 'pattern', __DEV__ ? `expected to match ${spec.pattern}` : '');
    } else if (Array.isArray(value)) {
      limit(name, value.length, max, 'items');
    } else if (typeof value == 'object') {
      checkEntries(name, spec, value as Record<string, unknown>, record);
    }
  };
  // metadata: int32 ids to at most itemMax strings of at most itemMaxLength characters. countMap:
  // keys of at most itemMaxLength characters (itemMaxLengthWhen: fewer when mappingIdentifier is
  // true) to int32 counts.
  const checkEntries = (name: string, spec: FieldSpec, value: Record<string, unknown>, record: Record<string, unknown>) => {
    const keys = Object.keys(value);
    const when = spec.itemMaxLengthWhen;
    const maxLength = when && record[when.field] === true ? when.max : spec.itemMaxLength;
    limit(name, keys.length, spec.max, 'items');
    for (const key of keys) {
      const at = `${name}.${key.slice(0, 40)}`;
      const item = value[key];
      if (spec.type === 'countMap') {
        limit(at, countCharacters(key), maxLength);
        checkType(at, 'int32', item);
      } else {
        // Canonical decimal only ("7", not "07" or "7.0"): the id is an int32 written as an object key.
        if (String(+key) !== key || !isInt32(+key)) report(at, 'type', __DEV__ ? 'expected an int32 id' : '');
        if (!Array.isArray(item) || item.some((text) => typeof text != 'string'))
          report(at, 'type', __DEV__ ? 'expected an array of strings' : '');
        else if (!limit(at, item.length, spec.itemMax, 'items'))
          (item as string[]).some((text) => limit(at, countCharacters(text), maxLength));
      }
    }
  };
  if (!isPlainObject(event)) return (report('', 'type', __DEV__ ? 'expected an object' : ''), problems);
  const type = event.eventType;
  const fields = typeof type == 'string' ? getEventFields(type) : undefined;
  if (!fields) {
    // No JSON.stringify here: it throws on a bigint, and this function must never throw.
    report(
      'eventType',
      hasOwn(event, 'eventType') ? 'unknown-type' : 'required',
      __DEV__ ? `not an event type: ${typeof type == 'string' ? `"${type}"` : typeof type}` : '',
    );
  }
  checkField('nonce', COMMON_FIELDS.nonce);
  if (!options.visitorCodeInQuery || hasOwn(event, 'visitorCode')) checkField('visitorCode', COMMON_FIELDS.visitorCode);
  for (const name of Object.keys(fields ?? {})) checkField(name, fields![name]);
  return problems;
}
