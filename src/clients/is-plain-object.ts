/**
 * Whether a value is a plain object (a `{}` literal or `Object.create(null)`), not an array, a
 * Date, a class instance or null: the only shape the map accepts as a record.
 * @example isPlainObject({ a: 1 }) // true; isPlainObject([1]) // false
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
